// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/comm/communicationloader.h"

#include "core/comm/communicationdbreader.h"
#include "core/comm/communicationjsonfiles.h"
#include "core/comm/hccltimelinereader.h"
#include "core/comm/jsondocument.h"
#include "core/common/parallel.h"
#include "core/common/tr.h"
#include "core/io/discovery/runfilesearch.h"
#include "core/io/tables/rankfolder.h"

#include <QDir>
#include <QFileInfo>

#include <functional>
#include <set>

namespace rl {

namespace {

// Every communication file below the roots, by kind, in path order.
struct CommunicationFiles
{
    QStringList communicationJson;
    QStringList analysisDb;
    QStringList clusterJson;
    QStringList profilerDb;
    QStringList hcclTimeline;

    bool isEmpty() const
    {
        return communicationJson.isEmpty() && analysisDb.isEmpty() && clusterJson.isEmpty() && profilerDb.isEmpty()
            && hcclTimeline.isEmpty();
    }
};

void collectFilesIn(const QDir &d, CommunicationFiles &found)
{
    const auto has = [&d](const QString &name) { return QFileInfo(d.filePath(name)).isFile(); };
    if (has(u"communication.json"_qs))
        found.communicationJson << d.filePath(u"communication.json"_qs);
    if (has(u"analysis.db"_qs))
        found.analysisDb << d.filePath(u"analysis.db"_qs);
    if (has(u"cluster_communication.json"_qs))
        found.clusterJson << d.filePath(u"cluster_communication.json"_qs);
    found.profilerDb << profilerDatabasesIn(d);
    for (const QString &hccl : d.entryList({u"hccl_*.json"_qs}, QDir::Files, QDir::Name))
        found.hcclTimeline << d.filePath(hccl);
}

CommunicationFiles findCommunicationFiles(const QStringList &paths)
{
    CommunicationFiles found;
    forEachRunFolder(paths, [&found](const QDir &d) { collectFilesIn(d, found); });
    for (QStringList *list :
         {&found.communicationJson, &found.analysisDb, &found.clusterJson, &found.profilerDb, &found.hcclTimeline})
        list->sort();
    return found;
}

// The rank a per-rank file belongs to: its run folder's, else the next number not taken.
class RankNumbers
{
public:
    int rankOf(const QString &file)
    {
        const auto named = layout::rankOfRunFolder(layout::torchNpuRunOf(file));
        if (named && !m_taken.count(*named)) {
            m_taken.insert(*named);
            return *named;
        }
        while (m_taken.count(m_next))
            ++m_next;
        m_taken.insert(m_next);
        return m_next;
    }

private:
    std::set<int> m_taken;
    int m_next = 0;
};

void append(CommunicationData &into, CommunicationData &&part)
{
    into.collectives.insert(into.collectives.end(), std::make_move_iterator(part.collectives.begin()),
                            std::make_move_iterator(part.collectives.end()));
    into.matrix.insert(into.matrix.end(), std::make_move_iterator(part.matrix.begin()),
                       std::make_move_iterator(part.matrix.end()));
    into.files << part.files;
    into.diagnostics << part.diagnostics;
}

void appendOrWarn(CommunicationData &into, Result<CommunicationData> &&part)
{
    if (part)
        append(into, std::move(*part));
    else
        into.diagnostics << warning(Tr::tr("communication file not used: %1").arg(part.error().message),
                                    part.error().location);
}

// A file's sibling (communication_matrix.json beside communication.json), when it is there.
QString sibling(const QString &file, const QString &name)
{
    const QString path = QFileInfo(file).dir().filePath(name);
    return QFileInfo(path).isFile() ? path : QString();
}

using Reader = std::function<void(CommunicationData &)>;

// Reads `files` on the cores (each rank's file is independent; each worker keeps its buffers
// from file to file), then appends in file order.
void readEach(const QStringList &files, const std::function<Result<CommunicationData>(qsizetype, JsonScratch &)> &read,
              CommunicationData &into)
{
    std::vector<std::optional<Result<CommunicationData>>> parts(size_t(files.size()));
    const size_t workers = workersFor(parts.size(), 1);
    runOnWorkers(workers, [&](size_t w) {
        JsonScratch scratch;
        for (size_t i = w; i < parts.size(); i += workers)
            parts[i].emplace(read(qsizetype(i), scratch));
    });
    size_t collectives = into.collectives.size(), links = into.matrix.size();
    for (const auto &part : parts) {
        if (*part) {
            collectives += (*part)->collectives.size();
            links += (*part)->matrix.size();
        }
    }
    into.collectives.reserve(collectives);
    into.matrix.reserve(links);
    for (auto &part : parts)
        appendOrWarn(into, std::move(*part));
}

} // namespace

std::optional<CommunicationData> loadCommunication(const QStringList &paths)
{
    const CommunicationFiles files = findCommunicationFiles(paths);
    // The kinds in the order the readers prefer them (README §2): the first with a collective wins.
    const std::vector<std::pair<CommunicationSource, Reader>> kinds{
        {CommunicationSource::CommunicationJson,
         [&](CommunicationData &data) {
             RankNumbers ranks;
             std::vector<int> rankOfFile;
             for (const QString &file : files.communicationJson)
                 rankOfFile.push_back(ranks.rankOf(file));
             readEach(
                 files.communicationJson,
                 [&](qsizetype i, JsonScratch &scratch) {
                     const QString &file = files.communicationJson[i];
                     auto read = readCommunicationJson(file, rankOfFile[size_t(i)], scratch);
                     const QString matrix = sibling(file, u"communication_matrix.json"_qs);
                     if (!read || matrix.isEmpty())
                         return read;
                     auto links = readCommunicationMatrixJson(matrix, scratch);
                     if (links)
                         append(*read, std::move(*links));
                     else
                         read->diagnostics
                             << warning(Tr::tr("communication file not used: %1").arg(links.error().message),
                                        links.error().location);
                     return read;
                 },
                 data);
         }},
        {CommunicationSource::AnalysisDb,
         [&](CommunicationData &data) {
             RankNumbers ranks;
             for (const QString &file : files.analysisDb)
                 appendOrWarn(data, readAnalysisDbCommunication(file, ranks.rankOf(file)));
         }},
        {CommunicationSource::ClusterCommunicationJson,
         [&](CommunicationData &data) {
             for (const QString &file : files.clusterJson) {
                 appendOrWarn(data, readClusterCommunicationJson(file));
                 if (const QString matrix = sibling(file, u"cluster_communication_matrix.json"_qs); !matrix.isEmpty())
                     appendOrWarn(data, readClusterCommunicationMatrixJson(matrix));
             }
         }},
        {CommunicationSource::ProfilerDb,
         [&](CommunicationData &data) {
             RankNumbers ranks;
             for (const QString &file : files.profilerDb)
                 appendOrWarn(data, readProfilerDbCommunication(file, ranks.rankOf(file)));
         }},
        {CommunicationSource::HcclTimeline,
         [&](CommunicationData &data) {
             readEach(
                 files.hcclTimeline,
                 [&](qsizetype i, JsonScratch &) { return readHcclTimeline(files.hcclTimeline[i]); }, data);
         }},
    };
    Diagnostics skipped;
    for (const auto &[source, read] : kinds) {
        CommunicationData data;
        read(data);
        if (data.collectives.empty()) {
            skipped << data.diagnostics; // a broken file of a kind that then had nothing
            continue;
        }
        data.source = source;
        data.diagnostics = skipped + data.diagnostics;
        return data;
    }
    if (skipped.isEmpty())
        return std::nullopt;
    CommunicationData none; // every file was unusable: say so
    none.diagnostics = skipped;
    return none;
}

bool holdsCommunicationFiles(const QString &path)
{
    const CommunicationFiles files = findCommunicationFiles({path});
    return !files.communicationJson.isEmpty() || !files.analysisDb.isEmpty() || !files.clusterJson.isEmpty()
        || !files.hcclTimeline.isEmpty();
}

} // namespace rl
