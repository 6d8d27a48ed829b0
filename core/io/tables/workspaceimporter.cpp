// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/tables/workspaceimporter.h"

#include "core/common/tr.h"
#include "core/io/followupjoin.h"
#include "core/io/importerregistry.h"
#include "core/io/kernelnamejoin.h"
#include "core/io/tables/profilerlayout.h"
#include "core/io/workloadloader.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace rl {

namespace {

struct Members
{
    QStringList runs;    // PROF_ and torch_npu runs: merged as metric groups
    QStringList opprofs; // OPPROF_ runs: pipelines
};

Members membersOf(const QString &dir)
{
    Members m;
    for (const QString &child : layout::dirs(dir, {u"*"_qs})) {
        if (layout::isMsprofRun(child) || layout::isTorchNpuRun(child))
            m.runs << child;
        else if (layout::isOpprofRun(child))
            m.opprofs << child;
    }
    return m;
}

// An OPPROF_ run's pipeline comes from its simulator/ folder (or an on-board TimelineDetail
// trace): when the directory itself (`run`, already loaded) gives none, the simulator folder
// is loaded.
Result<Profile> withPipeline(const ImporterRegistry &registry, const QString &dir, Result<Profile> run,
                             Progress &progress)
{
    const QString simulator = QDir(dir).filePath(u"simulator"_qs);
    if ((run && !run->pipelines.empty()) || !QFileInfo(simulator).isDir())
        return run;
    auto sim = registry.load(simulator, {}, progress);
    if (sim || !run)
        return sim;
    run->diagnostics << warning(Tr::tr("the simulator trace was not loaded: %1").arg(sim.error().message),
                                sim.error().location.isEmpty() ? simulator : sim.error().location);
    return run;
}

// An OPPROF_ run read by its metric-group CSVs that recorded any group: a follow-up whose
// measurements belong to the runs' operators of its kernel (core/io/README.md §8.8).
bool isMeasuredFollowUp(const Profile &run)
{
    if (run.inputs.empty() || !isFollowUpFormat(run.inputs.front().format))
        return false;
    return std::any_of(run.operators.begin(), run.operators.end(),
                       [](const Operator &op) { return !op.metricGroups.isEmpty(); });
}

} // namespace

int attachPipelines(Profile &profile, Profile run)
{
    int attached = 0;
    // A run of one operator and one pipeline: they belong together even if unlinked.
    if (run.operators.size() == 1 && run.pipelines.size() == 1 && run.operators.front().pipelineIndex < 0)
        run.operators.front().pipelineIndex = 0;
    for (const Operator &op : run.operators) {
        if (op.pipelineIndex < 0 || size_t(op.pipelineIndex) >= run.pipelines.size())
            continue;
        const int index = int(profile.pipelines.size());
        // The kernel by its name (a mix kernel's half or an instance finds the kernel, §8.8), else
        // by the name the trace gives it.
        std::vector<int> targets = operatorsNamed(profile.operators, op.name);
        const QString traceName = run.pipelines[size_t(op.pipelineIndex)].operatorName;
        if (targets.empty() && !traceName.isEmpty())
            targets = operatorsNamed(profile.operators, traceName);
        for (int t : targets)
            profile.operators[size_t(t)].pipelineIndex = index;
        attached += int(targets.size());
        if (!targets.empty())
            profile.pipelines.push_back(std::move(run.pipelines[size_t(op.pipelineIndex)]));
    }
    return attached;
}

QString WorkspaceImporter::displayName() const
{
    return Tr::tr("Workspace of profiler runs (PROF_*, OPPROF_*)");
}

int WorkspaceImporter::sniff(const SniffInput &input) const
{
    if (!input.isDirectory || layout::isTorchNpuRun(input.path) || layout::isMsprofRun(input.path)
        || layout::isOpprofRun(input.path))
        return 0;
    const Members m = membersOf(input.path);
    // A workspace holds several runs, one of them msprof's. A single run or OPPROF_ runs
    // alone are found one by one by the folder search; a parent of torch_npu ranks alone is
    // the torch_npu importer's (one rank is chosen).
    bool anyMsprof = false;
    for (const QString &r : m.runs)
        anyMsprof = anyMsprof || layout::isMsprofRun(r);
    return anyMsprof && m.runs.size() + m.opprofs.size() >= 2 ? 75 : 0;
}

Result<Profile> WorkspaceImporter::load(const QString &path, const LoadOptions &options, Progress &progress) const
{
    const Members m = membersOf(path);
    if (m.runs.isEmpty())
        return makeError(Error::Kind::Unsupported,
                         Tr::tr("no msprof or torch_npu run with a kernel table in this workspace"), path);
    // The runs are one workload recorded with different metric groups: the same road as
    // several paths named on the command line.
    auto merged = loadAndMerge(m_registry, m.runs, options, progress);
    if (!merged)
        return merged;
    Profile &profile = *merged;
    profile.name = QFileInfo(path).fileName();
    for (const QString &dir : m.opprofs) {
        progress.setStage(Tr::tr("Loading %1").arg(dir));
        auto board = m_registry.load(dir, {}, progress);
        const bool joined = board && isMeasuredFollowUp(*board) && joinFollowUp(profile, *board) > 0;
        auto run = withPipeline(m_registry, dir, std::move(board), progress);
        if (!run) {
            profile.diagnostics << warning(Tr::tr("not loaded: %1").arg(run.error().message),
                                           run.error().location.isEmpty() ? dir : run.error().location);
            continue;
        }
        QStringList names;
        for (const Operator &op : run->operators)
            names << op.name;
        const bool hasPipeline = !run->pipelines.empty();
        if (!joined || hasPipeline) // a joined run without a trace brought its diagnostics along
            profile.diagnostics << run->diagnostics;
        const int attached = attachPipelines(profile, std::move(run).value());
        if (!hasPipeline)
            profile.diagnostics << info(Tr::tr("no instruction pipeline in this run"), dir);
        else if (attached == 0)
            profile.diagnostics << warning(
                Tr::tr("no operator named %1 in the kernel tables; its pipeline is not shown").arg(names.join(u", ")),
                dir);
        else
            profile.inputs.push_back({dir, u"msprof_op_simulator"_qs, {}, {}});
    }
    return merged;
}

} // namespace rl
