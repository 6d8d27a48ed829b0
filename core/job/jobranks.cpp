// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/job/jobranks.h"

#include "core/common/tr.h"
#include "core/io/tables/profilerlayout.h"
#include "core/io/tables/rankfolder.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>

#include <algorithm>
#include <deque>

namespace rl {

namespace {

bool holdsKernels(const QString &runFolder)
{
    const QString output = QDir(runFolder).filePath(u"ASCEND_PROFILER_OUTPUT"_qs);
    return QFileInfo(QDir(output).filePath(u"kernel_details.csv"_qs)).isFile()
        || !layout::files(output, {u"ascend_pytorch_profiler*.db"_qs, u"ascend_mindspore_profiler*.db"_qs}).isEmpty();
}

// The run folders at or below `path`, breadth first and a few levels down (a job folder holds
// level2/rank0_ascend_pt…); a run folder is not searched further.
QStringList runFoldersOf(const QString &path)
{
    constexpr int kMaxDepth = 4;
    constexpr int kMaxFolders = 5000;
    QStringList runs;
    if (!QFileInfo(path).isDir())
        return runs;
    std::deque<std::pair<QString, int>> queue{{QFileInfo(path).absoluteFilePath(), 0}};
    // The bound is on the folders searched through, not on the runs found: a job of 10,000 ranks
    // lists every one (a rank folder ends its branch), while a home directory given by mistake
    // still stops after 5,000 folders.
    int searched = 0;
    while (!queue.empty() && searched < kMaxFolders) {
        const auto [dir, depth] = queue.front();
        queue.pop_front();
        if (layout::isTorchNpuRun(dir)) {
            runs << dir;
            continue;
        }
        ++searched;
        if (depth >= kMaxDepth)
            continue;
        for (const QString &child : QDir(dir).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
            queue.emplace_back(QDir(dir).filePath(child), depth + 1);
    }
    return runs;
}

} // namespace

std::vector<JobRank> jobRanks(const QStringList &paths)
{
    std::vector<JobRank> ranks;
    QSet<QString> seen;
    QStringList unnumbered;
    for (const QString &path : paths) {
        for (const QString &folder : runFoldersOf(path)) {
            const QString canonical = QFileInfo(folder).canonicalFilePath();
            if (seen.contains(canonical))
                continue;
            seen.insert(canonical);
            if (const std::optional<int> rank = layout::rankOfRunFolder(folder))
                ranks.push_back({*rank, QFileInfo(folder).absoluteFilePath(), holdsKernels(folder)});
            else
                unnumbered << QFileInfo(folder).absoluteFilePath();
        }
    }
    std::stable_sort(ranks.begin(), ranks.end(), [](const JobRank &a, const JobRank &b) { return a.rank < b.rank; });
    // Two folders claiming one rank (a copied folder): the second is numbered like an
    // unrecorded one, so neither is hidden.
    std::vector<JobRank> unique;
    for (const JobRank &r : ranks) {
        if (!unique.empty() && unique.back().rank == r.rank)
            unnumbered << r.path;
        else
            unique.push_back(r);
    }
    for (const QString &folder : unnumbered) {
        int number = 0;
        while (std::any_of(unique.begin(), unique.end(), [&](const JobRank &r) { return r.rank == number; }))
            ++number;
        unique.push_back({number, folder, holdsKernels(folder)});
    }
    std::stable_sort(unique.begin(), unique.end(), [](const JobRank &a, const JobRank &b) { return a.rank < b.rank; });
    return unique;
}

bool areRanksOfOneJob(const QStringList &paths)
{
    if (paths.size() < 2)
        return false;
    QSet<int> ranks;
    for (const QString &path : paths) {
        if (!QFileInfo(path).isDir() || !layout::isTorchNpuRun(path))
            return false;
        const std::optional<int> rank = layout::rankOfRunFolder(path);
        if (!rank || ranks.contains(*rank))
            return false;
        ranks.insert(*rank);
    }
    return true;
}

std::optional<JobRank> rankToShow(const std::vector<JobRank> &ranks, int wanted)
{
    if (ranks.empty())
        return std::nullopt;
    if (wanted >= 0) {
        const auto it = std::find_if(ranks.begin(), ranks.end(), [&](const JobRank &r) { return r.rank == wanted; });
        if (it == ranks.end())
            return std::nullopt;
        return *it;
    }
    const auto withKernels = std::find_if(ranks.begin(), ranks.end(), [](const JobRank &r) { return r.hasKernels; });
    return withKernels != ranks.end() ? *withKernels : ranks.front();
}

QString rankNumbers(const std::vector<JobRank> &ranks)
{
    QStringList numbers;
    for (const JobRank &r : ranks)
        numbers << QString::number(r.rank);
    return numbers.join(u", ");
}

Error rankNotInJob(const std::vector<JobRank> &ranks, int rank, const QString &location)
{
    return makeError(Error::Kind::Usage,
                     Tr::tr("rank %1 is not in this job; available ranks: %2").arg(rank).arg(rankNumbers(ranks)),
                     location);
}

} // namespace rl
