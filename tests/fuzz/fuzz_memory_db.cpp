// SPDX-License-Identifier: GPL-3.0-or-later
// The memory tables of a profiler database (core/memory/README.md §1): each input line
// `TABLE|v1|v2|…` becomes one row of that table (every column in the order the profilers write
// it; a value that reads as a whole number is stored as one, a decimal as a real, `~` as NULL,
// anything else as text), so the fuzzer writes what a damaged or foreign export holds: NULLs,
// text in number columns, huge and negative figures, ids that resolve to nothing. The file is
// loaded, summed against the 910B2 spec and written out; the same sanity checks as memory_csv.
#include "tests/fuzz/fuzzharness.h"

#include "core/hardware/hardwarecatalog.h"
#include "core/memory/memoryloader.h"
#include "core/memory/memoryreport.h"
#include "core/report/jsonutil.h"
#include "core/report/memoryjson.h"
#include "core/report/memorytext.h"

#include <QDir>
#include <QSqlDatabase>
#include <QSqlQuery>

#include <cmath>
#include <cstdio>
#include <cstdlib>

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

void stop(const char *what, double value)
{
    std::fprintf(stderr, "rooflens fuzz: %s read as %g\n", what, value);
    std::abort();
}

void expectSane(const std::optional<double> &v, const char *what, double most = INFINITY)
{
    if (v && (!std::isfinite(*v) || *v < 0.0 || *v > most))
        stop(what, *v);
}

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
    for (const rl::RankMemory &m : memory->ranks) {
        for (size_t i = 0; i < m.allocations.size(); ++i) {
            const qint64 release = m.allocations.releaseNs[i];
            if (m.allocations.sizeBytes[i] <= 0)
                stop("an allocation's size in bytes", double(m.allocations.sizeBytes[i]));
            if (release != rl::AllocationColumns::kNoRelease && release < m.allocations.allocationNs[i])
                stop("a release before its allocation, ns", double(release - m.allocations.allocationNs[i]));
        }
        for (double v : m.hbm.readBps)
            expectSane(v, "an HBM read bandwidth");
        for (double v : m.llcRead.hitRate)
            expectSane(v, "an L2 read hit rate", 1.0);
    }
    static const rl::HardwareSpec spec = rl::HardwareCatalog::builtin().resolve(u"ascend910b2"_qs).value();
    const rl::MemoryReport report = rl::summarizeMemory(*memory, &spec);
    for (const rl::RankMemoryReport &r : report.ranks) {
        for (const auto *v :
             {&r.peakAllocatedMb, &r.peakReservedMb, &r.peakActiveMb, &r.beforeProfileMb, &r.hbmMeanGbs, &r.hbmMaxGbs})
            expectSane(*v, "a memory figure");
        expectSane(r.llcReadHitRate, "an L2 read hit rate", 1.0);
        expectSane(r.llcWriteHitRate, "an L2 write hit rate", 1.0);
        for (const rl::AllocationFigure &a : r.topOperators)
            expectSane(a.durationUs, "an allocation's lifetime");
    }
    (void)rl::json::dump(rl::deviceMemoryJson(report));
    (void)rl::memorySummaryText(report, &*memory);
    return 0;
}
