// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/tables/ascenddb.h"

#include "core/io/tables/readonlysqlite.h"

#include "core/common/tr.h"
#include "core/io/tables/csvvalue.h"
#include "core/io/tables/llctable.h"
#include "core/io/tables/pmumapping.h"

#include <QFileInfo>
#include <QHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

#include <limits>
#include <map>

namespace rl {

namespace {

// endNs - startNs of a row, or -1 when the difference does not fit a qint64 (two values near
// opposite ends of the range: a damaged row; signed overflow would be undefined behaviour, found
// by review for tests/fuzz). Negative spans are left to repairImpossibleValues().
qint64 spanNs(qint64 startNs, qint64 endNs)
{
    qint64 span = 0;
    return __builtin_sub_overflow(endNs, startNs, &span) ? -1 : span;
}

struct TaskRow
{
    qint64 startNs = 0;
    qint64 endNs = 0;
    qint64 globalTaskId = 0;
    qint64 connectionId = -1;
    QString taskType;
    std::optional<int> streamId;
    std::optional<int> taskId;
};

class DbReader
{
public:
    DbReader(QSqlDatabase db, QString path) : m_db(std::move(db)), m_path(std::move(path)) { }

    Result<Profile> read(Progress &progress);

private:
    Error sqlError(const QSqlQuery &q) const
    {
        return makeError(Error::Kind::Input, Tr::tr("database query failed: %1").arg(q.lastError().text()), m_path);
    }
    QString str(const QVariant &id) const { return m_strings.value(id.toLongLong()); }
    Result<Ok> loadStrings();
    Result<std::vector<TaskRow>> loadTasks();
    Result<QHash<qint64, PmuValues>> loadPmu();
    void readHardware(Profile &profile);
    void readCommunication(std::vector<std::pair<Operator, size_t>> &collected, Timeline &tl);
    void readCommunicationTasks(Timeline &tl);
    QHash<qint64, QString> communicationTypes();
    TensorList tensors(const QSqlRecord &r, const char16_t *shapes, const char16_t *types,
                       const char16_t *formats) const;

    QSqlDatabase m_db;
    QString m_path;
    QHash<qint64, QString> m_strings;
};

int field(const QSqlRecord &r, std::initializer_list<QStringView> names)
{
    for (QStringView n : names) {
        const int i = r.indexOf(n.toString());
        if (i >= 0)
            return i;
    }
    return -1;
}

std::optional<int> optionalInt(const QVariant &v)
{
    if (v.isNull())
        return std::nullopt;
    const qint64 x = v.toLongLong();
    if (x < 0 || x >= 4294967295LL) // UINT32_MAX is the "none" sentinel
        return std::nullopt;
    return int(x);
}

Result<Ok> DbReader::loadStrings()
{
    QSqlQuery q(m_db);
    if (!q.exec(u"SELECT id, value FROM STRING_IDS"_qs))
        return sqlError(q);
    while (q.next())
        m_strings.insert(q.value(0).toLongLong(), q.value(1).toString());
    return Ok{};
}

Result<std::vector<TaskRow>> DbReader::loadTasks()
{
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    // connectionId ties a collective's launch task to it; older exports may lack the column.
    const bool connections = m_db.record(u"TASK"_qs).contains(u"connectionId"_qs);
    if (!q.exec(u"SELECT startNs, endNs, globalTaskId, taskType, streamId, taskId"_qs
                + (connections ? u", connectionId"_qs : QString()) + u" FROM TASK ORDER BY startNs"_qs))
        return sqlError(q);
    std::vector<TaskRow> rows;
    while (q.next()) {
        TaskRow t;
        t.startNs = q.value(0).toLongLong();
        t.endNs = q.value(1).toLongLong();
        t.globalTaskId = q.value(2).toLongLong();
        t.taskType = str(q.value(3));
        t.streamId = optionalInt(q.value(4));
        t.taskId = optionalInt(q.value(5));
        if (connections && !q.value(6).isNull())
            t.connectionId = q.value(6).toLongLong();
        rows.push_back(std::move(t));
    }
    return rows;
}

// PMU names carry no unit; `*_time` values are ns and become µs like the CSV columns.
Result<QHash<qint64, PmuValues>> DbReader::loadPmu()
{
    QHash<qint64, PmuValues> pmu;
    if (!m_db.tables().contains(u"TASK_PMU_INFO"_qs))
        return pmu;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT globalTaskId, name, value FROM TASK_PMU_INFO"_qs))
        return sqlError(q);
    QHash<qint64, QString> names; // string id -> lower-case metric name
    while (q.next()) {
        const qint64 nameId = q.value(1).toLongLong();
        auto n = names.find(nameId);
        if (n == names.end())
            n = names.insert(nameId, m_strings.value(nameId).toLower());
        double v = q.value(2).toDouble();
        if (n->endsWith(u"_time"))
            v /= 1000.0;
        pmu[q.value(0).toLongLong()].insert(*n, v);
    }
    return pmu;
}

// Collective communication ops: kernel-table rows without PMU data, on a lane of their own.
void DbReader::readCommunication(std::vector<std::pair<Operator, size_t>> &collected, Timeline &tl)
{
    if (!m_db.tables().contains(u"COMMUNICATION_OP"_qs))
        return;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT opName, startNs, endNs, opType FROM COMMUNICATION_OP ORDER BY startNs"_qs))
        return;
    const quint16 lane = quint16(tl.lanes.size());
    bool any = false;
    while (q.next()) {
        any = true;
        Operator op;
        op.name = str(q.value(0));
        op.type = str(q.value(3));
        op.coreType = u"HCCL"_qs;
        op.taskType = TaskType::Communication;
        op.startNs = q.value(1).toLongLong();
        const qint64 span = spanNs(*op.startNs, q.value(2).toLongLong());
        op.durationUs = double(span) / 1000.0;
        op.sourceLocation = m_path + u"#COMMUNICATION_OP";
        collected.emplace_back(op, tl.eventCount());
        tl.append(lane, *op.startNs, span, tl.strings.intern(op.name), -1);
    }
    if (any)
        tl.lanes.push_back({u"HCCL"_qs, u"Communication"_qs, TimelineLane::Kind::Communication, 0, 0});
}

// The tasks of each collective (Memcpy, Reduce_Inline, Notify_Wait…) on one lane per plane, as
// trace_view.json's HCCL process has them: a long Notify_Wait is a rank waiting for its peer,
// which the run breakdown tells apart from moving data (core/job/README.md §3).
void DbReader::readCommunicationTasks(Timeline &tl)
{
    if (!m_db.tables().contains(u"COMMUNICATION_TASK_INFO"_qs))
        return;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT c.planeId, c.taskType, t.startNs, t.endNs FROM COMMUNICATION_TASK_INFO c "
                "JOIN TASK t ON c.globalTaskId = t.globalTaskId ORDER BY c.planeId, t.startNs"_qs))
        return;
    QHash<qint64, quint16> laneOfPlane;
    while (q.next()) {
        const qint64 plane = q.value(0).toLongLong();
        auto lane = laneOfPlane.constFind(plane);
        if (lane == laneOfPlane.constEnd()) {
            if (tl.lanes.size() >= std::numeric_limits<quint16>::max())
                return;
            lane = laneOfPlane.insert(plane, quint16(tl.lanes.size()));
            tl.lanes.push_back({u"HCCL"_qs, u"Plane %1"_qs.arg(plane), TimelineLane::Kind::Communication, 0, plane});
        }
        const qint64 start = q.value(2).toLongLong();
        tl.append(*lane, start, spanNs(start, q.value(3).toLongLong()), tl.strings.intern(str(q.value(1))), -1);
    }
}

// The type of each collective by the connection its launch task on the stream shares with it
// ("hcom_allReduce_"). The profiler files that task with the task type AI_CORE, which would
// label a collective as a kernel on the stream's lane.
QHash<qint64, QString> DbReader::communicationTypes()
{
    QHash<qint64, QString> types;
    if (!m_db.tables().contains(u"COMMUNICATION_OP"_qs))
        return types;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT connectionId, opType, opName FROM COMMUNICATION_OP WHERE connectionId IS NOT NULL"_qs))
        return types;
    while (q.next()) {
        const QString type = str(q.value(1));
        types.insert(q.value(0).toLongLong(), type.isEmpty() ? str(q.value(2)) : type);
    }
    return types;
}

void DbReader::readHardware(Profile &profile)
{
    QSqlQuery q(m_db);
    if (m_db.tables().contains(u"NPU_INFO"_qs) && q.exec(u"SELECT name FROM NPU_INFO"_qs) && q.next())
        profile.detected.chip = q.value(0).toString();
    // The clock the run actually had: the most frequent AICORE_FREQ sample.
    if (m_db.tables().contains(u"AICORE_FREQ"_qs)
        && q.exec(u"SELECT freq, COUNT(*) AS n FROM AICORE_FREQ GROUP BY freq ORDER BY n DESC LIMIT 1"_qs) && q.next()
        && q.value(0).toDouble() > 0)
        profile.detected.clockMhz = q.value(0).toDouble();
}

TensorList DbReader::tensors(const QSqlRecord &r, const char16_t *shapes, const char16_t *types,
                             const char16_t *formats) const
{
    const auto text = [&](const char16_t *name) {
        const int i = r.indexOf(QString::fromUtf16(name));
        return i >= 0 ? csv::text(str(r.value(i))) : QString();
    };
    const QString s = text(shapes), t = text(types), f = text(formats);
    TensorList out;
    if (s.isEmpty() && t.isEmpty() && f.isEmpty())
        return out;
    const QStringList sl = s.split(u';'), tl = t.split(u';'), fl = f.split(u';');
    for (qsizetype i = 0; i < std::max({sl.size(), tl.size(), fl.size()}); ++i)
        out.push_back({sl.value(i), tl.value(i), fl.value(i)});
    return out;
}

Result<Profile> DbReader::read(Progress &progress)
{
    // tables() says nothing when SQLite cannot read the schema (a damaged file): ask directly,
    // so the message names the damage rather than missing tables.
    QSqlQuery schema(m_db);
    if (!schema.exec(u"SELECT name FROM sqlite_master WHERE type = 'table'"_qs))
        return makeError(Error::Kind::Input,
                         Tr::tr("SQLite cannot read the database: %1").arg(schema.lastError().text()), m_path);
    QStringList tables;
    while (schema.next())
        tables << schema.value(0).toString();
    if (!tables.contains(u"TASK"_qs) || !tables.contains(u"COMPUTE_TASK_INFO"_qs))
        return makeError(Error::Kind::Unsupported,
                         Tr::tr("an SQLite database without the Ascend profiler tables TASK and COMPUTE_TASK_INFO"),
                         m_path);
    if (auto s = loadStrings(); !s)
        return s.error();
    auto tasks = loadTasks();
    if (!tasks)
        return tasks.error();
    progress.report(0.3);
    auto pmu = loadPmu();
    if (!pmu)
        return pmu.error();
    progress.report(0.6);
    bool separated = false;
    QStringList pmuNames;
    for (const PmuValues &v : *pmu) {
        pmuNames = v.keys();
        separated = hasSeparatedNaming(pmuNames);
        break;
    }

    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT * FROM COMPUTE_TASK_INFO"_qs))
        return sqlError(q);
    std::map<qint64, Operator> byTask; // globalTaskId -> operator without timing
    while (q.next()) {
        const QSqlRecord r = q.record();
        Operator op;
        op.name = str(r.value(u"name"_qs));
        op.type = str(r.value(u"opType"_qs));
        op.coreType = str(r.value(u"taskType"_qs));
        op.taskType = parseTaskType(op.coreType.str());
        if (const int i = field(r, {u"blockDim", u"blockNum"}); i >= 0)
            op.blockDim = optionalInt(r.value(i));
        if (const int i = field(r, {u"mixBlockDim", u"mixBlockNum"}); i >= 0)
            op.mixBlockDim = optionalInt(r.value(i));
        if (const int i = field(r, {u"waitNs"}); i >= 0 && !r.value(i).isNull())
            op.metrics.insert(u"wait_time"_qs, r.value(i).toDouble() / 1000.0);
        op.inputs = tensors(r, u"inputShapes", u"inputDataTypes", u"inputFormats");
        op.outputs = tensors(r, u"outputShapes", u"outputDataTypes", u"outputFormats");
        byTask.emplace(r.value(u"globalTaskId"_qs).toLongLong(), std::move(op));
    }

    Profile profile;
    profile.name = QFileInfo(m_path).fileName();
    Timeline &tl = profile.timeline;
    // Operators are collected with the timeline event they own, then put in start order
    // (communication ops interleave with kernels, as in the kernel table).
    std::vector<std::pair<Operator, size_t>> collected;
    QHash<int, quint16> laneOfStream;
    const QHash<qint64, QString> collectiveOfConnection = communicationTypes();
    for (const TaskRow &t : *tasks) {
        const int stream = t.streamId.value_or(-1);
        if (!laneOfStream.contains(stream)) {
            laneOfStream.insert(stream, quint16(tl.lanes.size()));
            tl.lanes.push_back({u"Ascend Hardware"_qs, u"Stream " + QString::number(stream),
                                TimelineLane::Kind::DeviceStream, 0, stream});
        }
        QString name = t.taskType;
        if (const auto collective = collectiveOfConnection.constFind(t.connectionId);
            collective != collectiveOfConnection.constEnd() && isAiCoreTask(parseTaskType(t.taskType))
            && !collective->isEmpty())
            name = *collective;
        auto it = byTask.find(t.globalTaskId);
        if (it != byTask.end()) {
            Operator op = std::move(it->second);
            byTask.erase(it);
            op.startNs = t.startNs;
            op.durationUs = double(spanNs(t.startNs, t.endNs)) / 1000.0;
            op.streamId = t.streamId;
            op.taskId = t.taskId;
            if (auto p = pmu->constFind(t.globalTaskId); p != pmu->constEnd())
                applyPmuValues(op, *p, separated, DisagreeingRatios::UseRatio);
            op.sourceLocation = m_path + u"#TASK/globalTaskId=" + QString::number(t.globalTaskId);
            name = op.name;
            collected.emplace_back(std::move(op), tl.eventCount());
        }
        tl.append(laneOfStream.value(stream), t.startNs, spanNs(t.startNs, t.endNs), tl.strings.intern(name), -1);
    }
    readCommunication(collected, tl);
    readCommunicationTasks(tl);
    std::stable_sort(collected.begin(), collected.end(), [](const auto &a, const auto &b) {
        return a.first.startNs.value_or(0) < b.first.startNs.value_or(0);
    });
    for (auto &[op, event] : collected) {
        tl.operatorIndex[event] = qint32(profile.operators.size());
        profile.operators.push_back(std::move(op));
    }
    tl.finish();
    readHardware(profile);
    profile.llcSamples = readLlcSamples(m_db, m_path, tables, m_strings, profile.diagnostics);
    profile.inputs.push_back({m_path, u"ascend_db"_qs, metricGroupsOf(pmuNames), profile.detected.chip});
    progress.report(1.0);
    return profile;
}

} // namespace

bool looksLikeSqlite(const QByteArray &head)
{
    return head.startsWith(QByteArrayView("SQLite format 3\0", 16));
}

Result<Profile> readAscendDb(const QString &path, Progress &progress)
{
    Result<Profile> result = makeError(Error::Kind::Internal, QString());
    const Status opened = withReadOnlySqlite(path, [&](const QSqlDatabase &db) {
        result = DbReader(db, path).read(progress);
        return Status(Ok{});
    });
    if (!opened)
        return opened.error();
    return result;
}

} // namespace rl
