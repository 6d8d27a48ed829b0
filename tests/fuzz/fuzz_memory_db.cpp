// SPDX-License-Identifier: GPL-3.0-or-later
// The memory tables of a profiler database (core/memory/README.md §1): each input line
// `TABLE|v1|v2|…` becomes one row of that table (every column in the order the profilers write
// it; a value that reads as a whole number is stored as one, a decimal as a real, `~` as NULL,
// anything else as text), so the fuzzer writes what a damaged or foreign export holds: NULLs,
// text in number columns, huge and negative figures, ids that resolve to nothing. The file is
// loaded, summed against the 910B2 spec and written out; the same sanity checks as memory_csv.
#include "tests/fuzz/fuzzharness.h"
#include "tests/fuzz/memorysanity.h"

#include "core/hardware/hardwarecatalog.h"
#include "core/memory/memoryloader.h"
#include "core/memory/memoryreport.h"
#include "core/report/jsonutil.h"
#include "core/report/memoryjson.h"
#include "core/report/memorytext.h"

#include <QDir>
#include <QSqlDatabase>
#include <QSqlQuery>

namespace {

struct Table
{
    const char *name;
    const char *create;
    int columns;
};

const Table kTables[] = {
    {"STRING_IDS", "CREATE TABLE STRING_IDS (id INTEGER PRIMARY KEY, value TEXT)", 2},
    {"ENUM_MEMORY", "CREATE TABLE ENUM_MEMORY (id INTEGER PRIMARY KEY, name TEXT)", 2},
    {"ENUM_MODULE", "CREATE TABLE ENUM_MODULE (id INTEGER PRIMARY KEY, name TEXT)", 2},
    {"MEMORY_RECORD",
     "CREATE TABLE MEMORY_RECORD (component INTEGER, timestamp INTEGER, totalAllocated INTEGER, totalReserved INTEGER, "
     "totalActive INTEGER, streamPtr INTEGER, deviceId INTEGER)",
     7},
    {"OP_MEMORY",
     "CREATE TABLE OP_MEMORY (name INTEGER, size INTEGER, allocationTime INTEGER, releaseTime INTEGER, "
     "activeReleaseTime INTEGER, duration INTEGER, activeDuration INTEGER, allocationTotalAllocated INTEGER, "
     "allocationTotalReserved INTEGER, allocationTotalActive INTEGER, releaseTotalAllocated INTEGER, "
     "releaseTotalReserved INTEGER, releaseTotalActive INTEGER, streamPtr INTEGER, deviceId INTEGER)",
     15},
    {"NPU_OP_MEM",
     "CREATE TABLE NPU_OP_MEM (operatorName INTEGER, addr INTEGER, type INTEGER, size INTEGER, timestampNs INTEGER, "
     "globalTid INTEGER, totalAllocate NUMERIC, totalReserve NUMERIC, component INTEGER, deviceId INTEGER)",
     10},
    {"NPU_MEM", "CREATE TABLE NPU_MEM (type INTEGER, ddr NUMERIC, hbm NUMERIC, timestampNs INTEGER, deviceId INTEGER)",
     5},
    {"NPU_MODULE_MEM",
     "CREATE TABLE NPU_MODULE_MEM (moduleId INTEGER, timestampNs INTEGER, totalReserved NUMERIC, deviceId INTEGER)", 4},
    {"HBM", "CREATE TABLE HBM (deviceId INTEGER, timestampNs INTEGER, bandwidth NUMERIC, hbmId INTEGER, type INTEGER)",
     5},
    {"LLC",
     "CREATE TABLE LLC (deviceId INTEGER, llcId INTEGER, timestampNs INTEGER, hitRate REAL, throughput INTEGER, "
     "mode INTEGER)",
     6},
};

QVariant valueOf(const QByteArray &cell)
{
    if (cell == "~")
        return QVariant(QMetaType(QMetaType::LongLong)); // NULL
    bool ok = false;
    const qlonglong whole = cell.toLongLong(&ok);
    if (ok)
        return whole;
    const double real = cell.toDouble(&ok);
    if (ok)
        return real;
    return QString::fromUtf8(cell);
}

// Builds the database from the input's lines; false when SQLite refuses it (nothing to read).
bool writeDatabase(const QString &path, QByteArrayView input)
{
    static int connections = 0;
    const QString name = u"rooflens-fuzz-memory-" + QString::number(connections++);
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_qs, name);
        db.setDatabaseName(path);
        ok = db.open();
        QSqlQuery q(db);
        for (const Table &t : kTables)
            ok = ok && q.exec(QString::fromLatin1(t.create));
        ok = ok && db.transaction();
        for (const QByteArray &line : input.toByteArray().split('\n')) {
            if (!ok)
                break;
            const QList<QByteArray> cells = line.split('|');
            for (const Table &t : kTables) {
                if (cells.front() != t.name)
                    continue;
                QString sql = u"INSERT INTO "_qs + QString::fromLatin1(t.name) + u" VALUES (";
                for (int c = 0; c < t.columns; ++c)
                    sql += c == 0 ? u"?"_qs : u",?"_qs;
                q.prepare(sql + u')');
                for (int c = 0; c < t.columns; ++c)
                    q.addBindValue(c + 1 < cells.size() ? valueOf(cells[c + 1])
                                                        : QVariant(QMetaType(QMetaType::LongLong)));
                (void)q.exec(); // a duplicate id is simply not inserted
            }
        }
        ok = ok && db.commit();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    rl::fuzz::initialise(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString dir = rl::fuzz::freshDir(u"memorydb"_qs) + u"/rank_0_ascend_pt/ASCEND_PROFILER_OUTPUT";
    QDir().mkpath(dir);
    if (!writeDatabase(dir + u"/ascend_pytorch_profiler_0.db", QByteArrayView(data, qsizetype(size))))
        return 0;
    const auto memory = rl::loadMemory({dir});
    if (!memory)
        return 0;
    rl::fuzz::checkMemoryData(*memory);
    static const rl::HardwareSpec spec = rl::HardwareCatalog::builtin().resolve(u"ascend910b2"_qs).value();
    const rl::MemoryReport report = rl::summarizeMemory(*memory, &spec);
    rl::fuzz::checkMemoryReport(report);
    (void)rl::json::dump(rl::deviceMemoryJson(report));
    (void)rl::memorySummaryText(report, &*memory);
    return 0;
}
