// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/memory/memoryloader.h"

#include "core/common/tr.h"
#include "core/io/discovery/runfilesearch.h"
#include "core/io/tables/rankfolder.h"
#include "core/memory/memorycsvreader.h"
#include "core/memory/memorydbreader.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>

#include <algorithm>
#include <set>

namespace rl {

namespace {

const QStringList kCsvNames{u"memory_record.csv"_qs, u"operator_memory.csv"_qs, u"npu_module_mem.csv"_qs};

struct MemoryFiles
{
    QStringList profilerDb; // ascend_pytorch_profiler_<rank>.db, msprof_*.db
    QStringList csvFolder;  // folders holding any of kCsvNames
};

void collectFilesIn(const QDir &d, MemoryFiles &found)
{
    found.profilerDb << profilerDatabasesIn(d);
    if (std::any_of(kCsvNames.begin(), kCsvNames.end(),
                    [&d](const QString &n) { return QFileInfo(d.filePath(n)).isFile(); }))
        found.csvFolder << d.absolutePath();
}

MemoryFiles findMemoryFiles(const QStringList &paths)
{
    MemoryFiles found;
    forEachRunFolder(paths, [&found](const QDir &d) { collectFilesIn(d, found); });
    found.profilerDb.sort();
    found.csvFolder.sort();
    return found;
}

// The ranks taken so far; a rank given twice (two msprof files of device 0) takes the next free one.
class Ranks
{
public:
    int take(int wanted)
    {
        int rank = wanted;
        while (m_taken.count(rank))
            ++rank;
        m_taken.insert(rank);
        return rank;
    }
    bool has(int rank) const { return m_taken.count(rank) > 0; }

private:
    std::set<int> m_taken;
};

void add(MemoryData &into, RankMemory &&rank, Ranks &ranks)
{
    const int wanted = rank.rank;
    rank.rank = ranks.take(wanted);
    if (rank.rank != wanted)
        into.diagnostics << info(Tr::tr("the memory of rank %1 is in more than one file: this one is shown as rank %2")
                                     .arg(wanted)
                                     .arg(rank.rank),
                                 rank.path);
    into.ranks.push_back(std::move(rank));
}

} // namespace

std::optional<MemoryData> loadMemory(const QStringList &paths)
{
    const MemoryFiles files = findMemoryFiles(paths);
    if (files.profilerDb.isEmpty() && files.csvFolder.isEmpty())
        return std::nullopt;
    MemoryData data;
    Ranks ranks;
    QSet<QString> runsWithDb; // a rank's DB wins over its CSVs (README §2)
    for (const QString &file : files.profilerDb) {
        const QString run = layout::torchNpuRunOf(file);
        auto read = readProfilerDbMemory(file, layout::rankOfRunFolder(run));
        if (!read) {
            data.diagnostics << warning(Tr::tr("memory file not used: %1").arg(read.error().message),
                                        read.error().location);
            continue;
        }
        data.diagnostics << read->diagnostics;
        if (!read->ranks.empty() && !run.isEmpty())
            runsWithDb.insert(run);
        for (RankMemory &r : read->ranks)
            add(data, std::move(r), ranks);
    }
    int nextCsvRank = 0;
    for (const QString &folder : files.csvFolder) {
        const QString run = layout::torchNpuRunOf(folder);
        if (!run.isEmpty() && runsWithDb.contains(run))
            continue;
        const auto named = layout::rankOfRunFolder(run);
        if (named && ranks.has(*named))
            continue; // a DB of the same rank was read
        while (!named && ranks.has(nextCsvRank))
            ++nextCsvRank;
        if (auto r = readMemoryCsvFolder(folder, named.value_or(nextCsvRank), data.diagnostics))
            add(data, std::move(*r), ranks);
    }
    if (data.ranks.empty() && data.diagnostics.isEmpty())
        return std::nullopt;
    std::stable_sort(data.ranks.begin(), data.ranks.end(),
                     [](const RankMemory &a, const RankMemory &b) { return a.rank < b.rank; });
    return data;
}

} // namespace rl
