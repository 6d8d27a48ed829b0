// SPDX-License-Identifier: GPL-3.0-or-later
#include "hostilefiles.h"

#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QtEndian>

namespace rl::bench {

namespace {

constexpr qint64 kMiB = qint64(1) << 20;

// Writes `head`, then `fill` repeated up to `bytes`, then `tail`, without holding it all.
bool writeRepeated(const QString &path, const QByteArray &head, char fill, qint64 bytes, const QByteArray &tail)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    f.write(head);
    const QByteArray chunk(4 * kMiB, fill);
    for (qint64 left = bytes; left > 0; left -= chunk.size())
        f.write(chunk.constData(), std::min<qint64>(left, chunk.size()));
    f.write(tail);
    return f.error() == QFile::NoError;
}

QString nesting(const QString &folder)
{
    const QString path = folder + u"/trace_view.json";
    return writeRepeated(path, {}, '[', 200 * kMiB, {}) ? path : QString();
}

QString longLine(const QString &folder)
{
    const QString path = folder + u"/kernel_details.csv";
    const QByteArray header =
        "Step Id,Name,Type,Accelerator Core,Start Time(us),Duration(us),Wait Time(us),Block Dim\n1,";
    return writeRepeated(path, header, 'x', 300 * kMiB, ",Add,AI_CORE,1.0,2.0,0,8\n") ? path : QString();
}

QString wideHeader(const QString &folder)
{
    const QString path = folder + u"/op_summary_1.csv";
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write("Op Name,Task Type,Task Start Time(us),Task Duration(us),Block Dim");
    QByteArray columns;
    for (int i = 0; i < 1000000; ++i)
        columns += ",c" + QByteArray::number(i);
    f.write(columns + "\nk,AI_CORE,1.0,2.0,1\n");
    return f.error() == QFile::NoError ? path : QString();
}

// An msprof-shaped database whose TASK table claims, in sqlite_stat1, a billion rows (and, when
// `patchPageCount`, whose header claims 2^31 pages): only what is there may be read.
QString writeClaimingDb(const QString &path, bool patchPageCount)
{
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_qs, u"hostile"_qs);
        db.setDatabaseName(path);
        if (!db.open())
            return {};
        QSqlQuery q(db);
        q.exec(u"CREATE TABLE STRING_IDS(id INTEGER PRIMARY KEY, value TEXT)"_qs);
        q.exec(u"CREATE TABLE TASK(startNs INTEGER, endNs INTEGER, deviceId INTEGER, connectionId INTEGER, "
               "globalTaskId INTEGER, globalPid INTEGER, taskType INTEGER, contextId INTEGER, streamId INTEGER, "
               "taskId INTEGER, modelId INTEGER)"_qs);
        q.exec(u"CREATE TABLE COMPUTE_TASK_INFO(name INTEGER, globalTaskId INTEGER, blockDim INTEGER, "
               "mixBlockDim INTEGER, taskType INTEGER, opType INTEGER, inputFormats INTEGER, inputDataTypes INTEGER, "
               "inputShapes INTEGER, outputFormats INTEGER, outputDataTypes INTEGER, outputShapes INTEGER)"_qs);
        q.exec(u"INSERT INTO STRING_IDS VALUES (1, 'AI_CORE'), (2, 'Add')"_qs);
        q.exec(u"INSERT INTO TASK VALUES (1000, 3000, 0, 0, 7, 0, 1, 0, 2, 9, 0)"_qs);
        q.exec(u"INSERT INTO COMPUTE_TASK_INFO VALUES (2, 7, 1000000000, 0, 1, 2, 0, 0, 0, 0, 0, 0)"_qs);
        q.exec(u"ANALYZE"_qs);
        q.exec(u"UPDATE sqlite_stat1 SET stat = '1000000000 1' WHERE tbl = 'TASK'"_qs);
        db.close();
    }
    QSqlDatabase::removeDatabase(u"hostile"_qs);
    if (!patchPageCount)
        return path;
    QFile f(path);
    if (!f.open(QIODevice::ReadWrite))
        return {};
    uchar pages[4];
    qToBigEndian<quint32>(0x7FFFFFFFu, pages); // "in-header database size" at offset 28
    f.seek(28);
    f.write(reinterpret_cast<const char *>(pages), 4);
    return path;
}

QString billionRowClaim(const QString &folder)
{
    return writeClaimingDb(folder + u"/msprof_0.db", false);
}

QString pageCountClaim(const QString &folder)
{
    return writeClaimingDb(folder + u"/msprof_0.db", true);
}

// A trace that starts like a real one and then nests its args 200 MB deep.
QString deepArgs(const QString &folder)
{
    const QString path = folder + u"/trace_view.json";
    return writeRepeated(path, R"([{"ph":"X","name":"k","pid":1,"tid":1,"ts":"1.0","dur":1},{"ph":"X","ts":2,"args":)",
                         '[', 200 * kMiB, {})
        ? path
        : QString();
}

QString sparse(const QString &folder)
{
    const QString path = folder + u"/visualize_data.bin";
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || !f.resize(10 * 1024 * kMiB))
        return {};
    return path;
}

QString sparseInRun(const QString &folder)
{
    // A torch_npu rank folder whose kernel table is 10 GB of holes.
    const QString dir = folder + u"/host_1_ascend_pt/ASCEND_PROFILER_OUTPUT";
    QDir().mkpath(dir);
    QFile f(dir + u"/kernel_details.csv");
    if (!f.open(QIODevice::WriteOnly) || !f.resize(10 * 1024 * kMiB))
        return {};
    return folder + u"/host_1_ascend_pt";
}

} // namespace

std::vector<HostileCase> hostileCases()
{
    return {
        {u"nesting"_qs, u"200 MB of '[' as trace_view.json"_qs, nesting},
        {u"long-line"_qs, u"kernel_details.csv with a 300 MB line"_qs, longLine},
        {u"wide-header"_qs, u"op_summary with a header of a million columns"_qs, wideHeader},
        {u"deep-args"_qs, u"trace_view.json whose second event nests 200 MB of '['"_qs, deepArgs},
        {u"db-rows"_qs, u"msprof .db whose statistics claim a billion TASK rows"_qs, billionRowClaim},
        {u"db-pages"_qs, u"the same .db with a header claiming 2^31 pages"_qs, pageCountClaim},
        {u"sparse-file"_qs, u"10 GB sparse visualize_data.bin"_qs, sparse},
        {u"sparse-in-run"_qs, u"torch_npu run whose kernel_details.csv is 10 GB of holes"_qs, sparseInRun},
    };
}

} // namespace rl::bench
