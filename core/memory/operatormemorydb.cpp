// SPDX-License-Identifier: GPL-3.0-or-later
// The allocations of a profiler DB: OP_MEMORY's intervals, else NPU_OP_MEM's allocate/release
// pairs, with NPU_OP_MEM's pool totals as a series of their own (README §1, §2).
#include "core/comm/tablerows.h"
#include "core/common/tr.h"
#include "core/memory/memorydatabase.h"
#include "core/memory/memorydbtables.h"

#include <QSqlQuery>

#include <map>
#include <tuple>

namespace rl {

namespace {

const QString kOpMemory = u"OP_MEMORY"_qs;
const QString kNpuOpMem = u"NPU_OP_MEM"_qs;
const QString kRowid = u"rowid"_qs;

// The interned name of a STRING_IDS id in one rank's allocations, looked up once per id.
class AllocationNames
{
public:
    explicit AllocationNames(const MemoryDatabase &db) : m_db(db) { }

    quint32 of(AllocationColumns &columns, const QVariant &id)
    {
        auto &known = m_ids[&columns];
        const qint64 key = id.isNull() ? -1 : id.toLongLong();
        if (const auto it = known.constFind(key); it != known.constEnd())
            return *it;
        QString name = m_db.string(id);
        if (name.isEmpty())
            name = id.isNull() ? QString() : id.toString(); // an id STRING_IDS lacks: shown as it is
        const quint32 interned = columns.names.intern(name);
        known.insert(key, interned);
        return interned;
    }

private:
    const MemoryDatabase &m_db;
    std::map<const AllocationColumns *, QHash<qint64, quint32>> m_ids;
};

} // namespace

void readOpMemoryTable(MemoryDatabase &db)
{
    if (!db.hasTable(kOpMemory)
        || !db.hasColumns(kOpMemory, {u"name"_qs, u"size"_qs, u"allocationTime"_qs, u"releaseTime"_qs, u"deviceId"_qs}))
        return;
    QSqlQuery q(db.db());
    if (!db.select(q, kOpMemory, u"SELECT rowid, name, size, allocationTime, releaseTime, deviceId FROM OP_MEMORY"_qs))
        return;
    SkippedRows malformed(kOpMemory,
                          Tr::tr("no allocation time, a size that is not a number, or a release before "
                                 "the allocation"));
    AllocationNames names(db);
    while (q.next()) {
        bool bad = false;
        const auto size = integerCell(q.value(2), bad);
        const auto allocation = timeCell(q.value(3), bad);
        const auto release = timeCell(q.value(4), bad);
        if (!bad && size && *size <= 0) // msprof's releases of earlier allocations (README §1)
            continue;
        if (bad || !size || !allocation || (release && *release < *allocation)) {
            malformed.add(rowLocation(db.path(), kOpMemory, kRowid, q.value(0)));
            continue;
        }
        AllocationColumns &columns = db.device(q.value(5)).allocations;
        columns.append(names.of(columns, q.value(1)), *size, *allocation,
                       release.value_or(AllocationColumns::kNoRelease));
    }
    db.warnIfCut(q, kOpMemory);
    malformed.report(db.diagnostics);
}

void readNpuOpMemTable(MemoryDatabase &db)
{
    if (!db.hasTable(kNpuOpMem)
        || !db.hasColumns(kNpuOpMem,
                          {u"operatorName"_qs, u"addr"_qs, u"type"_qs, u"size"_qs, u"timestampNs"_qs,
                           u"totalAllocate"_qs, u"totalReserve"_qs, u"deviceId"_qs}))
        return;
    QSqlQuery q(db.db());
    if (!db.select(q, kNpuOpMem,
                   u"SELECT rowid, operatorName, addr, type, size, timestampNs, totalAllocate, totalReserve, deviceId "
                   "FROM NPU_OP_MEM ORDER BY timestampNs, rowid"_qs))
        return;
    static const QStringList kTypes{u"allocate"_qs, u"release"_qs};
    SkippedRows unknown(kNpuOpMem, Tr::tr("the type is neither allocate nor release"));
    SkippedRows malformed(kNpuOpMem, Tr::tr("no time, or a size or total that is missing, negative or not a number"));
    AllocationNames names(db);
    // operator, address, the device's rank -> the open allocation's index in that rank's paired
    // allocations. Keyed on the rank itself, not the deviceId cell: two cells that read as the same
    // number (0 and a text) may be two ranks, and an index is only valid in its own rank's columns.
    std::map<std::tuple<qint64, qint64, const RankMemoryBuilder *>, size_t> open;
    while (q.next()) {
        const QString type = db.word(q.value(3), kTypes);
        if (type.isEmpty()) {
            unknown.add(rowLocation(db.path(), kNpuOpMem, kRowid, q.value(0)));
            continue;
        }
        bool bad = false;
        const auto size = integerCell(q.value(4), bad);
        const auto time = timeCell(q.value(5), bad);
        const auto allocated = figureCell(q.value(6), bad);
        const auto reserved = figureCell(q.value(7), bad);
        RankMemoryBuilder &rank = db.device(q.value(8));
        if (bad || !time || !rank.addRecord(MemoryComponent::NpuOpMem, *time, allocated, reserved, std::nullopt)) {
            malformed.add(rowLocation(db.path(), kNpuOpMem, kRowid, q.value(0)));
            continue;
        }
        const auto key = std::make_tuple(q.value(1).toLongLong(), q.value(2).toLongLong(), &rank);
        AllocationColumns &columns = rank.pairedAllocations;
        if (type == u"allocate") {
            if (!size || *size <= 0)
                continue;
            open[key] = columns.size();
            columns.append(names.of(columns, q.value(1)), *size, *time, AllocationColumns::kNoRelease);
        } else if (const auto it = open.find(key); it != open.end()) {
            if (*time < columns.allocationNs[it->second]) { // released before it was made: not this interval
                malformed.add(rowLocation(db.path(), kNpuOpMem, kRowid, q.value(0)));
                continue;
            }
            columns.releaseNs[it->second] = *time;
            open.erase(it);
        } // a release of an allocation made before the profile: no interval to close
    }
    db.warnIfCut(q, kNpuOpMem);
    unknown.report(db.diagnostics);
    malformed.report(db.diagnostics);
}

} // namespace rl
