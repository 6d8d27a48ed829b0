// SPDX-License-Identifier: GPL-3.0-or-later
// The communication of a profiler DB (ascend_pytorch_profiler_<rank>.db, msprof_*.db; core/comm/
// README.md §2): one collective per COMMUNICATION_OP row, its links' figures summed from the copy
// tasks of COMMUNICATION_TASK_INFO timed by TASK. The file is in ns and bytes; the records are in
// ms and MB (10^6 B), GB/s = MB/ms (core/comm/README.md §1).
#include "core/comm/collectivejson.h"
#include "core/comm/communicationdbreader.h"
#include "core/comm/databasereading.h"
#include "core/comm/hcclenums.h"
#include "core/comm/tablerows.h"
#include "core/common/tr.h"
#include "core/io/tables/readonlysqlite.h"

#include <QHash>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

#include <climits>
#include <map>
#include <tuple>

namespace rl {

namespace {

const QString kOpTable = u"COMMUNICATION_OP"_qs;
const QString kTaskTable = u"COMMUNICATION_TASK_INFO"_qs;
const QString kTimeTable = u"TASK"_qs;
const QString kLocal = u"LOCAL"_qs;
const QString kSdma = u"SDMA"_qs;
const QString kRdma = u"RDMA"_qs;

// dstRank 0xffffffff means "no destination": the copy stays on its source rank.
constexpr qint64 kNoRank = 4294967295LL;

// The transports a collective lists, in this order; SDMA is the sum of HCCS, PCIE and SIO (plus
// copies over links that are no roof's) and is never added to them (core/comm/README.md §3).
const QStringList kTransportOrder = {u"HCCS"_qs, u"PCIE"_qs, u"SIO"_qs, kSdma, kRdma};

// endNs - startNs, or empty when the difference does not fit (a damaged row), as ascenddb.cpp.
std::optional<qint64> spanNs(qint64 startNs, qint64 endNs)
{
    qint64 span = 0;
    return __builtin_sub_overflow(endNs, startNs, &span) ? std::nullopt : std::optional<qint64>(span);
}

// The copies of one link of one collective. Sums are kept in doubles: exact for integers below
// 2^53 (104 days of ns, 9 PB) and free of overflow on a damaged row.
struct CopyTally
{
    double bytes = 0.0;
    double ns = 0.0;
    std::map<qint64, std::pair<int, double>, std::greater<>> packets; // bytes -> count, Σ ns; largest first

    void add(qint64 size, qint64 durationNs)
    {
        bytes += double(size);
        ns += double(durationNs);
        auto &[count, packetNs] = packets[size];
        ++count;
        packetNs += double(durationNs);
    }
};

struct CollectiveTally
{
    std::map<QString, CopyTally> transports;
    std::map<std::tuple<int, int, QString>, CopyTally> links; // src, dst, transport
};

struct Step
{
    qint64 id = 0;
    qint64 startNs = 0;
    qint64 endNs = 0;
};

std::vector<PacketSize> packetsOf(const CopyTally &tally)
{
    std::vector<PacketSize> packets;
    for (const auto &[bytes, figures] : tally.packets)
        packets.push_back({double(bytes) / 1e6, figures.first, figures.second / 1e6});
    return packets;
}

// The transport figure a copy over `link` adds to besides SDMA; empty for none.
QString linkFigure(HcclLink link)
{
    switch (link) {
    case HcclLink::Hccs:
        return u"HCCS"_qs;
    case HcclLink::Pcie:
        return u"PCIE"_qs;
    case HcclLink::Sio:
        return u"SIO"_qs;
    case HcclLink::OnChip:
    case HcclLink::Other:
        break;
    }
    return {};
}

// A rank as the task writes it; 0xffffffff and anything beyond an int is no rank.
std::optional<int> rankOf(const QVariant &cell)
{
    bool bad = false;
    const auto rank = integerCell(cell, bad);
    if (!rank || *rank < 0 || *rank > INT_MAX)
        return std::nullopt;
    return int(*rank);
}

class ProfilerDbReader
{
public:
    ProfilerDbReader(const QSqlDatabase &db, const QString &path, int rank) : m_db(db), m_path(path), m_rank(rank)
    {
        m_data.source = CommunicationSource::ProfilerDb;
        m_data.files << path;
    }

    Status read();
    CommunicationData take() { return std::move(m_data); }

private:
    Status loadStrings();
    void loadSteps();
    QString stepOf(qint64 startNs) const;
    Status readCollectives();
    Status readTasks();
    void addTask(const QSqlQuery &q, const HcclEnumDecoder &decoder);
    void finish();
    QString taskLocation(const QSqlQuery &q) const
    {
        return rowLocation(m_path, kTaskTable, u"globalTaskId"_qs, q.value(0));
    }

    const QSqlDatabase &m_db;
    QString m_path;
    int m_rank = 0;
    QStringList m_tables;
    QHash<qint64, QString> m_strings;
    std::vector<Step> m_steps;
    CommunicationData m_data;
    QHash<qint64, size_t> m_collectiveOfOp; // opId -> index in m_data.collectives and m_tallies
    QSet<qint64> m_skippedOps;
    std::vector<CollectiveTally> m_tallies;

    SkippedRows m_orphanTasks{kTaskTable, Tr::tr("the opId is no row of COMMUNICATION_OP")};
    SkippedRows m_nonsenseTasks{kTaskTable, Tr::tr("a transport, link or RDMA type that is not one of HCCL's")};
    SkippedRows m_untimedTasks{kTaskTable, Tr::tr("a copy without a TASK row giving its start and end")};
    SkippedRows m_badSizeTasks{kTaskTable, Tr::tr("a copy whose size is not a non-negative number of bytes")};
    SkippedRows m_unrankedTasks{kTaskTable,
                                Tr::tr("a copy without a source or destination rank (counted for "
                                       "its collective, not in the matrix)")};
};

Status ProfilerDbReader::loadStrings()
{
    if (!m_tables.contains(u"STRING_IDS"_qs))
        return Ok{};
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT id, value FROM STRING_IDS"_qs))
        return sqliteQueryError(q, m_path, u"STRING_IDS"_qs);
    while (q.next())
        m_strings.insert(q.value(0).toLongLong(), q.value(1).toString());
    return Ok{};
}

// torch_npu's STEP_TIME names the steps ("step50" in its own files); msprof DBs have none.
void ProfilerDbReader::loadSteps()
{
    QSqlQuery q(m_db);
    if (!m_tables.contains(u"STEP_TIME"_qs) || !q.exec(u"SELECT id, startNs, endNs FROM STEP_TIME"_qs))
        return;
    while (q.next()) {
        if (!q.value(0).isNull() && !q.value(1).isNull() && !q.value(2).isNull())
            m_steps.push_back({q.value(0).toLongLong(), q.value(1).toLongLong(), q.value(2).toLongLong()});
    }
}

QString ProfilerDbReader::stepOf(qint64 startNs) const
{
    for (const Step &s : m_steps) {
        if (s.startNs <= startNs && startNs <= s.endNs)
            return u"step" + QString::number(s.id);
    }
    return {};
}

Status ProfilerDbReader::readCollectives()
{
    // waitNs is in the 2025 torch_npu DBs and the 2023 msprof ones, not in every export.
    const bool hasWait = m_db.record(kOpTable).indexOf(u"waitNs"_qs) >= 0;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT opId, opName, groupName, startNs, endNs" + (hasWait ? u", waitNs"_qs : QString())
                + u" FROM COMMUNICATION_OP ORDER BY startNs, opId"))
        return sqliteQueryError(q, m_path, kOpTable);
    SkippedRows unnamed(kOpTable, Tr::tr("the operator name is not in STRING_IDS"));
    SkippedRows badTimes(kOpTable, Tr::tr("no start or end, an end before the start, or a negative wait"));
    SkippedRows repeated(kOpTable, Tr::tr("no opId, or one an earlier row has"));
    while (q.next()) {
        const QString location = rowLocation(m_path, kOpTable, u"opId"_qs, q.value(0));
        bool bad = false;
        const auto opId = integerCell(q.value(0), bad);
        if (!opId || m_collectiveOfOp.contains(*opId) || m_skippedOps.contains(*opId)) {
            repeated.add(location);
            continue;
        }
        const auto [name, suffix] = splitCollectiveKey(m_strings.value(q.value(1).toLongLong()).trimmed());
        const auto startNs = integerCell(q.value(3), bad);
        const auto endNs = integerCell(q.value(4), bad);
        const auto waitNs = integerCell(hasWait ? q.value(5) : QVariant(), bad);
        const auto elapseNs = startNs && endNs ? spanNs(*startNs, *endNs) : std::nullopt;
        const bool badTime = bad || !elapseNs || *elapseNs < 0 || waitNs.value_or(0) < 0;
        if (q.value(1).isNull() || name.isEmpty() || badTime) {
            (badTime ? badTimes : unnamed).add(location);
            m_skippedOps.insert(*opId);
            continue;
        }
        CollectiveRecord c;
        c.rank = m_rank;
        c.name = name;
        c.group = m_strings.value(q.value(2).toLongLong()).trimmed();
        if (c.group.isEmpty())
            c.group = suffix;
        c.step = stepOf(*startNs);
        c.pointToPoint = isPointToPointName(name);
        c.startUs = double(*startNs) / 1e3;
        c.elapseMs = double(*elapseNs) / 1e6;
        if (waitNs)
            c.waitMs = double(*waitNs) / 1e6;
        c.file = m_path;
        m_collectiveOfOp.insert(*opId, m_data.collectives.size());
        m_data.collectives.push_back(std::move(c));
    }
    if (q.lastError().isValid())
        return sqliteQueryError(q, m_path, kOpTable);
    unnamed.report(m_data.diagnostics);
    badTimes.report(m_data.diagnostics);
    repeated.report(m_data.diagnostics);
    m_tallies.resize(m_data.collectives.size());
    return Ok{};
}

// A task counts when it moves data between devices: a Memcpy or Reduce_Inline over SDMA (per link;
// ON_CHIP and LOCAL copies only in the matrix, as LOCAL), or an RDMA payload. Notify tasks move
// nothing (core/comm/README.md §3).
void ProfilerDbReader::addTask(const QSqlQuery &q, const HcclEnumDecoder &decoder)
{
    bool bad = false;
    const auto opId = integerCell(q.value(1), bad);
    const auto found = opId ? m_collectiveOfOp.constFind(*opId) : m_collectiveOfOp.constEnd();
    if (found == m_collectiveOfOp.constEnd()) {
        if (!opId || !m_skippedOps.contains(*opId))
            m_orphanTasks.add(taskLocation(q));
        return;
    }
    const QString taskType = m_strings.value(q.value(2).toLongLong());
    const bool copy = taskType == u"Memcpy" || taskType == u"Reduce_Inline";
    const auto transport = decoder.transport(q.value(3));
    if (!transport) {
        m_nonsenseTasks.add(taskLocation(q));
        return;
    }
    QString figure;          // the transport figure it adds to, besides SDMA
    QString matrixTransport; // the matrix link it adds to
    bool sdma = false;
    switch (*transport) {
    case HcclTransport::Sdma: {
        if (!copy)
            return;
        const auto link = decoder.link(q.value(4));
        if (!link) {
            m_nonsenseTasks.add(taskLocation(q));
            return;
        }
        sdma = *link != HcclLink::OnChip;
        figure = linkFigure(*link);
        matrixTransport = *link == HcclLink::OnChip ? kLocal : figure;
        break;
    }
    case HcclTransport::Rdma: {
        const auto payload = decoder.rdmaPayload(q.value(5));
        if (!payload) {
            m_nonsenseTasks.add(taskLocation(q));
            return;
        }
        if (!*payload)
            return;
        figure = kRdma;
        matrixTransport = kRdma;
        break;
    }
    case HcclTransport::Local:
        if (!copy)
            return;
        matrixTransport = kLocal;
        break;
    case HcclTransport::None:
        return;
    }
    const auto size = integerCell(q.value(8), bad);
    if (bad || !size || *size < 0) {
        m_badSizeTasks.add(taskLocation(q));
        return;
    }
    const auto startNs = integerCell(q.value(9), bad);
    const auto endNs = integerCell(q.value(10), bad);
    const auto durationNs = startNs && endNs ? spanNs(*startNs, *endNs) : std::nullopt;
    if (bad || !durationNs || *durationNs < 0) {
        m_untimedTasks.add(taskLocation(q));
        return;
    }
    if (figure == kRdma && *size == 0) // only the payload moves data
        return;
    CollectiveTally &tally = m_tallies[*found];
    if (!figure.isEmpty())
        tally.transports[figure].add(*size, *durationNs);
    if (sdma)
        tally.transports[kSdma].add(*size, *durationNs);
    if (matrixTransport.isEmpty()) // a link that is no roof's: SDMA only
        return;
    const auto src = rankOf(q.value(6));
    const auto dst = q.value(7).toLongLong() == kNoRank ? src : rankOf(q.value(7));
    if (!src || !dst) {
        m_unrankedTasks.add(taskLocation(q));
        return;
    }
    tally.links[{*src, *dst, matrixTransport}].add(*size, *durationNs);
}

Status ProfilerDbReader::readTasks()
{
    // No task table, or no times for the tasks: the collectives have their times only.
    if (!m_tables.contains(kTaskTable) || !m_tables.contains(kTimeTable) || m_data.collectives.empty())
        return Ok{};
    auto decoder = HcclEnumDecoder::load(m_db, m_path, m_tables, m_strings);
    if (!decoder)
        return decoder.error();
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    // A task table of another shape loses the links, not the collectives.
    if (!q.exec(u"SELECT c.globalTaskId, c.opId, c.taskType, c.transportType, c.linkType, c.rdmaType, c.srcRank, "
                "c.dstRank, c.size, t.startNs, t.endNs FROM COMMUNICATION_TASK_INFO c "
                "LEFT JOIN TASK t ON t.globalTaskId = c.globalTaskId"_qs)) {
        m_data.diagnostics << warning(Tr::tr("cannot read the table %1, the collectives have no link figures: %2")
                                          .arg(kTaskTable, q.lastError().text()),
                                      m_path + u'#' + kTaskTable);
        return Ok{};
    }
    while (q.next())
        addTask(q, *decoder);
    if (q.lastError().isValid())
        m_data.diagnostics << warning(
            Tr::tr("the table %1 could not be read to the end: %2").arg(kTaskTable, q.lastError().text()),
            m_path + u'#' + kTaskTable);
    for (const SkippedRows *skipped :
         {&m_orphanTasks, &m_nonsenseTasks, &m_untimedTasks, &m_badSizeTasks, &m_unrankedTasks})
        skipped->report(m_data.diagnostics);
    return Ok{};
}

// Sizes and times become MB and ms; every bandwidth here is size / time, so derived; the
// large-packet ratio is the share of copies above msprof's size for the transport.
void ProfilerDbReader::finish()
{
    for (size_t i = 0; i < m_tallies.size(); ++i) {
        CollectiveRecord &c = m_data.collectives[i];
        const CollectiveTally &tally = m_tallies[i];
        for (const QString &name : kTransportOrder) {
            const auto it = tally.transports.find(name);
            if (it == tally.transports.end())
                continue;
            TransportFigures t;
            t.transport = name;
            t.sizeMb = it->second.bytes / 1e6;
            t.timeMs = it->second.ns / 1e6;
            if (t.timeMs > 0.0) {
                t.bandwidthGbs = t.sizeMb / t.timeMs;
                t.bandwidthDerived = true;
            }
            const std::vector<PacketSize> packets = packetsOf(it->second);
            t.largePacketRatio = largePacketShare(name, packets);
            t.largePacketRatioDerived = t.largePacketRatio.has_value();
            if (name != kSdma) // as in the profilers' files: SDMA has no distribution of its own
                t.packets = packets;
            c.transports.push_back(std::move(t));
        }
        for (const auto &[link, copies] : tally.links) {
            MatrixRecord m;
            m.group = c.group;
            m.step = c.step;
            std::tie(m.srcRank, m.dstRank, m.transport) = link;
            m.sizeMb = copies.bytes / 1e6;
            m.timeMs = copies.ns / 1e6;
            if (m.timeMs > 0.0)
                m.bandwidthGbs = m.sizeMb / m.timeMs;
            m.opName = c.name;
            m_data.matrix.push_back(std::move(m));
        }
    }
}

Status ProfilerDbReader::read()
{
    auto tables = sqliteTables(m_db, m_path);
    if (!tables)
        return tables.error();
    m_tables = std::move(*tables);
    if (!m_tables.contains(kOpTable))
        return Ok{};
    if (auto s = loadStrings(); !s)
        return s;
    loadSteps();
    if (auto s = readCollectives(); !s)
        return s;
    if (auto s = readTasks(); !s)
        return s;
    finish();
    return Ok{};
}

} // namespace

Result<CommunicationData> readProfilerDbCommunication(const QString &path, int rank)
{
    return readCommunicationDatabase<ProfilerDbReader>(path, rank);
}

} // namespace rl
