// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/tables/torchnpudirimporter.h"

#include "core/common/tr.h"
#include "core/io/tables/ascenddb.h"
#include "core/io/tables/kerneltable.h"
#include "core/io/tables/kerneltableimporter.h"
#include "core/io/tables/profilerinfo.h"
#include "core/io/tables/profilerlayout.h"
#include "core/io/tables/tablehardware.h"
#include "core/io/tables/tracejoin.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace rl {

namespace {

struct Rank
{
    int id = 0;
    QString dir;
};

// A rank that wrote only step traces and communication files (pipeline-parallel jobs do) has
// no operators to analyse.
bool hasKernelTable(const QString &dir)
{
    const QString output = QDir(dir).filePath(u"ASCEND_PROFILER_OUTPUT"_qs);
    return QFileInfo(QDir(output).filePath(u"kernel_details.csv"_qs)).isFile()
        || !layout::files(output, {u"ascend_pytorch_profiler*.db"_qs, u"ascend_mindspore_profiler*.db"_qs}).isEmpty();
}

} // namespace

QString TorchNpuDirImporter::displayName() const
{
    return Tr::tr("torch_npu / MindSpore profiler directory");
}

std::optional<int> TorchNpuDirImporter::rankOf(const QString &dir)
{
    const QStringList infos = layout::files(dir, {u"profiler_info*.json"_qs});
    if (infos.isEmpty())
        return std::nullopt;
    Diagnostics ignored;
    if (const auto info = readTorchNpuRunInfo(infos.front(), ignored); info && info->rankId)
        return info->rankId;
    static const QRegularExpression number(QStringLiteral("profiler_info_(\\d+)\\.json$"));
    const auto m = number.match(infos.front());
    return m.hasMatch() ? std::optional<int>(m.captured(1).toInt()) : std::nullopt;
}

int TorchNpuDirImporter::sniff(const SniffInput &input) const
{
    if (!input.isDirectory)
        return 0;
    if (layout::isTorchNpuRun(input.path))
        return 80;
    return layout::torchNpuRuns(input.path).isEmpty() ? 0 : 70;
}

Result<Profile> TorchNpuDirImporter::loadRun(const QString &dir, Progress &progress)
{
    const QDir root(dir);
    const QString output = root.filePath(u"ASCEND_PROFILER_OUTPUT"_qs);
    Diagnostics notes;
    std::optional<TorchNpuRunInfo> info;
    if (const QStringList infos = layout::files(dir, {u"profiler_info*.json"_qs}); !infos.isEmpty())
        info = readTorchNpuRunInfo(infos.front(), notes);

    Profile profile;
    bool separated = false;
    QString tablePath = QDir(output).filePath(u"kernel_details.csv"_qs);
    if (QFileInfo(tablePath).isFile()) {
        progress.setStage(Tr::tr("Reading %1").arg(tablePath));
        auto table = readKernelTable(tablePath, progress);
        if (!table)
            return table.error();
        separated = table->separated;
        profile = KernelTableImporter::toProfile(std::move(table).value());
    } else if (const QStringList dbs = layout::files(
                   output, {u"ascend_pytorch_profiler*.db"_qs, u"ascend_mindspore_profiler*.db"_qs});
               !dbs.isEmpty()) {
        tablePath = dbs.front();
        progress.setStage(Tr::tr("Reading %1").arg(tablePath));
        auto db = readAscendDb(tablePath, progress);
        if (!db)
            return db.error();
        profile = std::move(db).value();
        for (const Operator &op : profile.operators) {
            separated = separated || op.aivTimeUs.has_value()
                || std::any_of(op.metrics.keyBegin(), op.metrics.keyEnd(),
                               [](const QString &k) { return k.startsWith(u"aiv_"); });
        }
    } else {
        return makeError(Error::Kind::Unsupported,
                         Tr::tr("no kernel_details.csv or profiler database in ASCEND_PROFILER_OUTPUT"), dir);
    }
    profile.diagnostics << notes;
    profile.name = QFileInfo(dir).fileName();
    InputInfo &in = profile.inputs.front();
    in.path = dir;
    if (in.metricGroups.isEmpty() && info && !info->metricGroup.isEmpty())
        in.metricGroups << info->metricGroup;

    const QString trace = QDir(output).filePath(u"trace_view.json"_qs);
    if (profile.timeline.isEmpty() && QFileInfo(trace).isFile()) {
        progress.setStage(Tr::tr("Reading %1").arg(trace));
        attachTimeline(profile, trace, progress);
    }
    completeDetectedHardware(profile, separated, tablePath);
    in.chip = profile.detected.chip;
    return profile;
}

Result<Profile> TorchNpuDirImporter::load(const QString &path, const LoadOptions &options, Progress &progress) const
{
    if (layout::isTorchNpuRun(path))
        return loadRun(path, progress);
    std::vector<Rank> ranks;
    for (const QString &dir : layout::torchNpuRuns(path))
        ranks.push_back({rankOf(dir).value_or(int(ranks.size())), dir});
    if (ranks.empty())
        return makeError(Error::Kind::Unsupported, Tr::tr("no torch_npu profiler run in this directory"), path);
    std::stable_sort(ranks.begin(), ranks.end(), [](const Rank &a, const Rank &b) { return a.id < b.id; });
    QStringList available, withoutKernels;
    for (const Rank &r : ranks) {
        available << QString::number(r.id);
        if (!hasKernelTable(r.dir))
            withoutKernels << QString::number(r.id);
    }
    auto chosen = ranks.end();
    if (options.rank >= 0) {
        chosen = std::find_if(ranks.begin(), ranks.end(), [&](const Rank &r) { return r.id == options.rank; });
        if (chosen == ranks.end())
            return makeError(Error::Kind::Usage,
                             Tr::tr("rank %1 is not in this directory; available ranks: %2")
                                 .arg(options.rank)
                                 .arg(available.join(u", ")),
                             path);
    } else {
        chosen = std::find_if(ranks.begin(), ranks.end(), [](const Rank &r) { return hasKernelTable(r.dir); });
        if (chosen == ranks.end())
            chosen = ranks.begin();
    }
    auto profile = loadRun(chosen->dir, progress);
    if (!profile)
        return profile;
    QString why;
    if (options.rank >= 0)
        why = Tr::tr("as asked with --rank");
    else if (withoutKernels.isEmpty())
        why = Tr::tr("the lowest rank");
    else
        why = Tr::tr("the lowest rank with a kernel table; without one: %1").arg(withoutKernels.join(u", "));
    profile->diagnostics.prepend(info(Tr::tr("loaded rank %1 (%2), %3; ranks available: %4")
                                          .arg(chosen->id)
                                          .arg(QFileInfo(chosen->dir).fileName(), why, available.join(u", ")),
                                      path));
    return profile;
}

} // namespace rl
