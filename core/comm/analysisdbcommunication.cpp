// SPDX-License-Identifier: GPL-3.0-or-later
// torch_npu's analysis.db of one rank (core/comm/README.md §2): CommAnalyzerTime,
// CommAnalyzerBandwidth and CommAnalyzerMatrix, figures in MB, ms and GB/s as the file has them.
#include "core/comm/collectivejson.h"
#include "core/comm/communicationdbreader.h"
#include "core/comm/databasereading.h"
#include "core/comm/tablerows.h"
#include "core/common/tr.h"
#include "core/io/tables/readonlysqlite.h"

#include <QHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

#include <algorithm>
#include <climits>

namespace rl {

namespace {

const QString kTimeTable = u"CommAnalyzerTime"_qs;
const QString kBandwidthTable = u"CommAnalyzerBandwidth"_qs;
const QString kMatrixTable = u"CommAnalyzerMatrix"_qs;

// The matrix table holds per-type aggregates; only "<type>-total" sums all ops of the type, the
// top1/middle/bottom rows repeat single ops (core/comm/README.md §4).
const QString kTotalSuffix = u"-total"_qs;

std::optional<double> ratio(const std::optional<double> &part, const std::optional<double> &transit)
{
    if (!part || !transit || *part + *transit <= 0.0)
        return std::nullopt;
    return *part / (*part + *transit);
}

// One row of a table read by column name, so a table with columns missing or added still reads.
class Row
{
public:
    explicit Row(const QSqlQuery &query) : m_record(query.record()) { }
    QVariant operator[](const char16_t *column) const { return m_record.value(QString::fromUtf16(column)); }

private:
    QSqlRecord m_record;
};

class AnalysisDbReader
{
public:
    AnalysisDbReader(const QSqlDatabase &db, const QString &path, int rank) : m_db(db), m_path(path), m_rank(rank)
    {
        m_data.source = CommunicationSource::AnalysisDb;
        m_data.files << path;
    }

    Status read();
    CommunicationData take() { return std::move(m_data); }

private:
    // Runs "SELECT rowid, * FROM table"; false (with a warning) when the table cannot be read or
    // lacks `required`.
    bool select(QSqlQuery &query, const QString &table, const QString &required);
    void noteIncompleteRead(const QSqlQuery &query, const QString &table);
    QString location(const QString &table, const QSqlQuery &query) const
    {
        return rowLocation(m_path, table, u"rowid"_qs, query.value(0));
    }
    CollectiveRecord &collective(const QString &key, const QString &group, const QString &step);

    void readTimes();
    void readBandwidths();
    void readMatrix();

    const QSqlDatabase &m_db;
    QString m_path;
    int m_rank = 0;
    QStringList m_tables;
    CommunicationData m_data;
    QHash<QString, size_t> m_collectiveOf; // name, group and step -> index in m_data.collectives
};

bool AnalysisDbReader::select(QSqlQuery &query, const QString &table, const QString &required)
{
    if (!m_tables.contains(table))
        return false;
    query.setForwardOnly(true);
    if (!query.exec(u"SELECT rowid, * FROM " + table)) {
        m_data.diagnostics << warning(Tr::tr("cannot read the table %1: %2").arg(table, query.lastError().text()),
                                      m_path + u'#' + table);
        return false;
    }
    if (query.record().indexOf(required) < 0) {
        m_data.diagnostics << warning(Tr::tr("the table %1 has no column %2 and was not read").arg(table, required),
                                      m_path + u'#' + table);
        return false;
    }
    return true;
}

void AnalysisDbReader::noteIncompleteRead(const QSqlQuery &query, const QString &table)
{
    if (query.lastError().isValid())
        m_data.diagnostics << warning(
            Tr::tr("the table %1 could not be read to the end: %2").arg(table, query.lastError().text()),
            m_path + u'#' + table);
}

// The op a row belongs to: rows of CommAnalyzerBandwidth name ops of CommAnalyzerTime, and an op
// only the bandwidth table names still gets a record of its own.
CollectiveRecord &AnalysisDbReader::collective(const QString &key, const QString &group, const QString &step)
{
    auto [name, suffix] = splitCollectiveKey(key);
    const QString effectiveGroup = group.isEmpty() ? suffix : group;
    const QString id = name + u'\x1f' + effectiveGroup + u'\x1f' + step;
    if (const auto it = m_collectiveOf.constFind(id); it != m_collectiveOf.constEnd())
        return m_data.collectives[*it];
    CollectiveRecord c;
    c.rank = m_rank;
    c.name = name;
    c.group = effectiveGroup;
    c.step = step;
    c.pointToPoint = isPointToPointName(name);
    c.file = m_path;
    m_collectiveOf.insert(id, m_data.collectives.size());
    m_data.collectives.push_back(std::move(c));
    return m_data.collectives.back();
}

// The table has no ratio columns: they are derived from the times, as msprof defines them.
void AnalysisDbReader::readTimes()
{
    QSqlQuery q(m_db);
    if (!select(q, kTimeTable, u"hccl_op_name"_qs))
        return;
    SkippedRows unnamed(kTimeTable, Tr::tr("no operator name"));
    SkippedRows badFigures(kTimeTable, Tr::tr("a time that is not a non-negative number"));
    while (q.next()) {
        const Row row(q);
        const QString key = textCell(row[u"hccl_op_name"]);
        if (key.isEmpty()) {
            unnamed.add(location(kTimeTable, q));
            continue;
        }
        bool bad = false;
        const auto startUs = figureCell(row[u"start_timestamp"], bad);
        const auto elapseMs = figureCell(row[u"elapse_time"], bad);
        const auto transitMs = figureCell(row[u"transit_time"], bad);
        const auto waitMs = figureCell(row[u"wait_time"], bad);
        const auto synchronizationMs = figureCell(row[u"synchronization_time"], bad);
        const auto idleMs = figureCell(row[u"idle_time"], bad);
        if (bad) {
            badFigures.add(location(kTimeTable, q));
            continue;
        }
        CollectiveRecord &c = collective(key, textCell(row[u"group_name"]), textCell(row[u"step"]));
        c.startUs = startUs;
        c.elapseMs = elapseMs;
        c.transitMs = transitMs;
        c.waitMs = waitMs;
        c.synchronizationMs = synchronizationMs;
        c.idleMs = idleMs;
        c.waitRatio = ratio(waitMs, transitMs);
        c.synchronizationRatio = ratio(synchronizationMs, transitMs);
        c.ratiosDerived = c.waitRatio || c.synchronizationRatio;
    }
    noteIncompleteRead(q, kTimeTable);
    unnamed.report(m_data.diagnostics);
    badFigures.report(m_data.diagnostics);
}

// One row per (op, transport, packet size): the transport's size, time, bandwidth and
// large-packet ratio repeat on each row and are taken once; each row adds its packet size. The
// SDMA row (the sum of HCCS, PCIE and SIO) has packet size 0 and adds none.
void AnalysisDbReader::readBandwidths()
{
    QSqlQuery q(m_db);
    if (!select(q, kBandwidthTable, u"hccl_op_name"_qs))
        return;
    SkippedRows unnamed(kBandwidthTable, Tr::tr("no operator name or no transport type"));
    SkippedRows badFigures(kBandwidthTable, Tr::tr("a figure that is not a non-negative number"));
    while (q.next()) {
        const Row row(q);
        const QString key = textCell(row[u"hccl_op_name"]);
        const QString transport = textCell(row[u"transport_type"]).toUpper();
        if (key.isEmpty() || transport.isEmpty()) {
            unnamed.add(location(kBandwidthTable, q));
            continue;
        }
        bool bad = false;
        const auto sizeMb = figureCell(row[u"transit_size"], bad);
        const auto timeMs = figureCell(row[u"transit_time"], bad);
        const auto bandwidthGbs = figureCell(row[u"bandwidth"], bad);
        const auto largePacketRatio = figureCell(row[u"large_packet_ratio"], bad);
        const auto packetMb = figureCell(row[u"package_size"], bad);
        const auto packetCount = integerCell(row[u"count"], bad);
        const auto packetMs = figureCell(row[u"total_duration"], bad);
        if (bad || (packetCount && *packetCount < 0)) {
            badFigures.add(location(kBandwidthTable, q));
            continue;
        }
        CollectiveRecord &c = collective(key, textCell(row[u"group_name"]), textCell(row[u"step"]));
        auto t = std::find_if(c.transports.begin(), c.transports.end(),
                              [&](const TransportFigures &f) { return f.transport == transport; });
        if (t == c.transports.end()) {
            TransportFigures figures;
            figures.transport = transport;
            figures.sizeMb = sizeMb.value_or(0.0);
            figures.timeMs = timeMs.value_or(0.0);
            figures.bandwidthGbs = bandwidthGbs;
            if (!figures.bandwidthGbs && figures.timeMs > 0.0) {
                figures.bandwidthGbs = figures.sizeMb / figures.timeMs;
                figures.bandwidthDerived = true;
            }
            figures.largePacketRatio = largePacketRatio;
            c.transports.push_back(std::move(figures));
            t = c.transports.end() - 1;
        }
        if (packetMb && *packetMb > 0.0)
            t->packets.push_back(
                {*packetMb, int(std::min<qint64>(packetCount.value_or(0), INT_MAX)), packetMs.value_or(0.0)});
    }
    noteIncompleteRead(q, kBandwidthTable);
    unnamed.report(m_data.diagnostics);
    badFigures.report(m_data.diagnostics);
    for (CollectiveRecord &c : m_data.collectives) {
        for (TransportFigures &t : c.transports) {
            if (!t.largePacketRatio) {
                t.largePacketRatio = largePacketShare(t.transport, t.packets);
                t.largePacketRatioDerived = t.largePacketRatio.has_value();
            }
        }
    }
}

// Ranks are TEXT in this table ("0", "7").
std::optional<int> rankCell(const QVariant &cell)
{
    bool ok = false;
    const int rank = textCell(cell).toInt(&ok);
    return ok && rank >= 0 ? std::optional<int>(rank) : std::nullopt;
}

void AnalysisDbReader::readMatrix()
{
    QSqlQuery q(m_db);
    if (!select(q, kMatrixTable, u"hccl_op_name"_qs))
        return;
    SkippedRows badRanks(kMatrixTable, Tr::tr("a source or destination that is not a rank"));
    SkippedRows badFigures(kMatrixTable, Tr::tr("no transport type, or a figure that is not a non-negative number"));
    while (q.next()) {
        const Row row(q);
        const QString aggregate = textCell(row[u"hccl_op_name"]);
        if (!aggregate.endsWith(kTotalSuffix))
            continue;
        const auto src = rankCell(row[u"src_rank"]);
        const auto dst = rankCell(row[u"dst_rank"]);
        if (!src || !dst) {
            badRanks.add(location(kMatrixTable, q));
            continue;
        }
        bool bad = false;
        MatrixRecord m;
        m.group = textCell(row[u"group_name"]);
        m.step = textCell(row[u"step"]);
        m.srcRank = *src;
        m.dstRank = *dst;
        m.transport = textCell(row[u"transport_type"]).toUpper();
        m.sizeMb = figureCell(row[u"transit_size"], bad).value_or(0.0);
        m.timeMs = figureCell(row[u"transit_time"], bad).value_or(0.0);
        m.bandwidthGbs = figureCell(row[u"bandwidth"], bad);
        m.opName = aggregate;
        if (bad || m.transport.isEmpty()) {
            badFigures.add(location(kMatrixTable, q));
            continue;
        }
        m_data.matrix.push_back(std::move(m));
    }
    noteIncompleteRead(q, kMatrixTable);
    badRanks.report(m_data.diagnostics);
    badFigures.report(m_data.diagnostics);
}

Status AnalysisDbReader::read()
{
    auto tables = sqliteTables(m_db, m_path);
    if (!tables)
        return tables.error();
    m_tables = std::move(*tables);
    readTimes();
    readBandwidths();
    readMatrix();
    return Ok{};
}

} // namespace

Result<CommunicationData> readAnalysisDbCommunication(const QString &path, int rank)
{
    return readCommunicationDatabase<AnalysisDbReader>(path, rank);
}

} // namespace rl
