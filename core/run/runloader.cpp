// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/run/runloader.h"

#include "core/common/tr.h"
#include "core/io/tables/profilerlayout.h"
#include "core/io/tables/rankfolder.h"
#include "core/run/communicationfile.h"
#include "core/run/runsummary.h"
#include "core/run/steptracefiles.h"
#include "core/run/timelinebreakdown.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>

#include <deque>
#include <map>

namespace rl {

namespace {

constexpr int kMaxDepth = 8;
constexpr int kMaxFolders = 5000;

struct RunFiles
{
    QStringList stepTraces;
    QStringList clusterStepTraces;
};

struct SearchRoot
{
    QString dir;
    int maxDepth = kMaxDepth; // 0 for a file's own folder: its neighbours' jobs are not its job
};

// Breadth first below each root, symbolic-link loops cut by canonical path.
RunFiles findRunFiles(const std::vector<SearchRoot> &roots)
{
    RunFiles found;
    QSet<QString> seen;
    struct Entry
    {
        QString dir;
        int depth;
        int maxDepth;
    };
    std::deque<Entry> queue;
    for (const SearchRoot &root : roots)
        queue.push_back({root.dir, 0, root.maxDepth});
    int folders = 0;
    while (!queue.empty() && folders < kMaxFolders) {
        auto [dir, depth, maxDepth] = queue.front();
        queue.pop_front();
        const QString canonical = QFileInfo(dir).canonicalFilePath();
        if (canonical.isEmpty() || seen.contains(canonical))
            continue;
        seen.insert(canonical);
        ++folders;
        const QDir d(dir);
        if (QFileInfo(d.filePath(u"step_trace_time.csv"_qs)).isFile())
            found.stepTraces << d.filePath(u"step_trace_time.csv"_qs);
        if (QFileInfo(d.filePath(u"cluster_step_trace_time.csv"_qs)).isFile())
            found.clusterStepTraces << d.filePath(u"cluster_step_trace_time.csv"_qs);
        if (depth >= maxDepth)
            continue;
        for (const QString &child : d.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
            queue.push_back({d.filePath(child), depth + 1, maxDepth});
    }
    found.stepTraces.sort();
    return found;
}

bool hasKernels(const QString &outputDir)
{
    const QDir d(outputDir);
    return QFileInfo(d.filePath(u"kernel_details.csv"_qs)).isFile()
        || !layout::files(outputDir, {u"ascend_pytorch_profiler*.db"_qs, u"ascend_mindspore_profiler*.db"_qs})
                .isEmpty();
}

double aiCpuTimeUs(const Profile &profile, bool &any)
{
    double sum = 0.0;
    any = false;
    for (const Operator &op : profile.operators) {
        if (op.taskType == TaskType::AiCpu) {
            sum += op.durationUs;
            any = true;
        }
    }
    return sum;
}

std::vector<SearchRoot> searchRootsOf(const QStringList &paths)
{
    std::vector<SearchRoot> roots;
    for (const QString &p : paths) {
        const QFileInfo info(p);
        roots.push_back(info.isDir() ? SearchRoot{info.absoluteFilePath(), kMaxDepth}
                                     : SearchRoot{info.absolutePath(), 0});
    }
    return roots;
}

} // namespace

bool holdsRunFiles(const QString &path)
{
    const RunFiles files = findRunFiles(searchRootsOf({path}));
    return !files.stepTraces.isEmpty() || !files.clusterStepTraces.isEmpty();
}

std::optional<RunBreakdown> loadRunBreakdown(const QStringList &paths, const Profile &profile)
{
    const RunFiles files = findRunFiles(searchRootsOf(paths));

    RunBreakdown run;
    const QString analysedFolder = profile.inputs.empty() ? QString()
                                                          : layout::torchNpuRunOf(profile.inputs.front().path);
    const std::optional<int> analysedRank = layout::rankOfRunFolder(analysedFolder);

    std::map<int, RankBreakdown> ranks;
    int unnamed = 0;
    for (const QString &file : files.stepTraces) {
        auto steps = readStepTraceTime(file);
        if (!steps) {
            run.diagnostics << warning(Tr::tr("step trace not used: %1").arg(steps.error().message),
                                       steps.error().location);
            continue;
        }
        const QString outputDir = QFileInfo(file).absolutePath();
        const QString folder = layout::torchNpuRunOf(file);
        int number = layout::rankOfRunFolder(folder).value_or(-1);
        if (number < 0 || ranks.count(number)) { // no rank recorded: the next free number
            number = unnamed;
            while (ranks.count(number))
                ++number;
            unnamed = number + 1;
        }
        RankBreakdown rank;
        rank.rank = number;
        rank.path = folder.isEmpty() ? outputDir : folder;
        rank.hasKernels = hasKernels(outputDir);
        rank.steps = std::move(*steps);
        const QString communication = QDir(outputDir).filePath(u"communication.json"_qs);
        if (QFileInfo(communication).isFile()) {
            if (auto summary = readCommunicationSummary(communication))
                rank.communication = std::move(*summary);
            else
                run.diagnostics << warning(Tr::tr("communication file not used: %1").arg(summary.error().message),
                                           summary.error().location);
        }
        ranks.emplace(number, std::move(rank));
    }
    run.source = RunBreakdown::Source::StepTraceTime;

    if (ranks.empty()) {
        for (const QString &file : files.clusterStepTraces) {
            auto cluster = readClusterStepTraceTime(file);
            if (!cluster) {
                run.diagnostics << warning(Tr::tr("cluster step trace not used: %1").arg(cluster.error().message),
                                           cluster.error().location);
                continue;
            }
            for (auto &[number, steps] : *cluster) {
                RankBreakdown rank;
                rank.rank = number;
                rank.path = file;
                rank.hasKernels = analysedRank && *analysedRank == number;
                rank.steps = std::move(steps);
                ranks.emplace(number, std::move(rank));
            }
            run.source = RunBreakdown::Source::ClusterStepTraceTime;
            break;
        }
    }

    DerivedRun derived;
    if (!profile.timeline.isEmpty())
        derived = deriveRunFromTimeline(profile.timeline, profile.operators);
    const int derivedRank = analysedRank.value_or(ranks.empty() ? 0 : ranks.begin()->first);
    if (ranks.empty()) {
        if (derived.steps.empty())
            return std::nullopt;
        RankBreakdown rank;
        rank.rank = derivedRank;
        rank.path = analysedFolder.isEmpty() && !profile.inputs.empty() ? profile.inputs.front().path : analysedFolder;
        rank.hasKernels = !profile.operators.empty();
        rank.steps = derived.steps;
        ranks.emplace(rank.rank, std::move(rank));
        run.source = derived.source;
    }
    if (auto it = ranks.find(derivedRank); it != ranks.end()) {
        it->second.largestGaps = derived.largestGaps;
        placeOnTimeline(it->second.steps, derived.steps); // so a view can show each step
        bool any = false;
        const double aiCpu = aiCpuTimeUs(profile, any);
        if (any)
            it->second.aiCpuUs = aiCpu;
        run.analysedRank = derivedRank;
    }
    for (auto &[number, rank] : ranks) {
        rank.sumSteps();
        run.ranks.push_back(std::move(rank));
    }
    run.slowestRank = slowestRank(run);
    run.summary = summarizeRun(run);
    return run;
}

} // namespace rl
