// SPDX-License-Identifier: GPL-3.0-or-later
// The allocators' totals over time in a profiler DB: MEMORY_RECORD, NPU_MEM and NPU_MODULE_MEM
// (README §1, §2).
#include "core/comm/tablerows.h"
#include "core/common/tr.h"
#include "core/memory/memorydatabase.h"
#include "core/memory/memorydbtables.h"

#include <QSqlQuery>

namespace rl {

namespace {

const QString kMemoryRecord = u"MEMORY_RECORD"_qs;
const QString kNpuMem = u"NPU_MEM"_qs;
const QString kNpuModuleMem = u"NPU_MODULE_MEM"_qs;
const QString kRowid = u"rowid"_qs;

std::optional<MemoryComponent> componentOfWord(const QString &word)
{
    if (word == u"pta+ge")
        return MemoryComponent::PtaGe;
    if (word == u"pta")
        return MemoryComponent::Pta;
    if (word == u"ge")
        return MemoryComponent::Ge;
    if (word == u"app")
        return MemoryComponent::App;
    if (word == u"workspace")
        return MemoryComponent::Workspace;
    return std::nullopt;
}

} // namespace

void readMemoryRecordTable(MemoryDatabase &db)
{
    if (!db.hasTable(kMemoryRecord)
        || !db.hasColumns(kMemoryRecord,
                          {u"component"_qs, u"timestamp"_qs, u"totalAllocated"_qs, u"totalReserved"_qs,
                           u"totalActive"_qs, u"deviceId"_qs}))
        return;
    QSqlQuery q(db.db());
    if (!db.select(q, kMemoryRecord,
                   u"SELECT rowid, component, timestamp, totalAllocated, totalReserved, totalActive, deviceId "
                   "FROM MEMORY_RECORD"_qs))
        return;
    static const QStringList kComponents{u"pta+ge"_qs, u"pta"_qs, u"ge"_qs, u"app"_qs, u"workspace"_qs};
    SkippedRows unknown(kMemoryRecord, Tr::tr("the component is none of PTA+GE, PTA, GE, APP, WORKSPACE"));
    SkippedRows malformed(kMemoryRecord, Tr::tr("no time, or a total that is missing, negative or not a number"));
    while (q.next()) {
        const auto component = componentOfWord(db.word(q.value(1), kComponents));
        if (!component) {
            unknown.add(rowLocation(db.path(), kMemoryRecord, kRowid, q.value(0)));
            continue;
        }
        bool bad = false;
        const auto time = timeCell(q.value(2), bad);
        const auto allocated = figureCell(q.value(3), bad);
        const auto reserved = figureCell(q.value(4), bad);
        const auto active = figureCell(q.value(5), bad);
        if (bad || !time || !db.device(q.value(6)).addRecord(*component, *time, allocated, reserved, active))
            malformed.add(rowLocation(db.path(), kMemoryRecord, kRowid, q.value(0)));
    }
    db.warnIfCut(q, kMemoryRecord);
    unknown.report(db.diagnostics);
    malformed.report(db.diagnostics);
}

void readNpuMemTable(MemoryDatabase &db)
{
    if (!db.hasTable(kNpuMem)
        || !db.hasColumns(kNpuMem, {u"type"_qs, u"ddr"_qs, u"hbm"_qs, u"timestampNs"_qs, u"deviceId"_qs}))
        return;
    QSqlQuery q(db.db());
    if (!db.select(q, kNpuMem, u"SELECT rowid, type, ddr, hbm, timestampNs, deviceId FROM NPU_MEM"_qs))
        return;
    static const QStringList kTypes{u"app"_qs, u"device"_qs};
    SkippedRows unknown(kNpuMem, Tr::tr("the type is neither app nor device"));
    SkippedRows malformed(kNpuMem, Tr::tr("no time, or a size that is missing, negative or not a number"));
    while (q.next()) {
        const QString type = db.word(q.value(1), kTypes);
        if (type.isEmpty()) {
            unknown.add(rowLocation(db.path(), kNpuMem, kRowid, q.value(0)));
            continue;
        }
        if (type != u"app") // the device's whole use, not the process's
            continue;
        bool bad = false;
        const auto ddr = figureCell(q.value(2), bad);
        const auto hbm = figureCell(q.value(3), bad);
        const auto time = timeCell(q.value(4), bad);
        if (bad || !time || (!ddr && !hbm)) {
            malformed.add(rowLocation(db.path(), kNpuMem, kRowid, q.value(0)));
            continue;
        }
        db.device(q.value(5))
            .addRecord(MemoryComponent::App, *time, std::nullopt, ddr.value_or(0.0) + hbm.value_or(0.0), std::nullopt);
    }
    db.warnIfCut(q, kNpuMem);
    unknown.report(db.diagnostics);
    malformed.report(db.diagnostics);
}

void readNpuModuleMemTable(MemoryDatabase &db)
{
    if (!db.hasTable(kNpuModuleMem)
        || !db.hasColumns(kNpuModuleMem, {u"moduleId"_qs, u"timestampNs"_qs, u"totalReserved"_qs, u"deviceId"_qs}))
        return;
    QSqlQuery q(db.db());
    if (!db.select(q, kNpuModuleMem,
                   u"SELECT rowid, moduleId, timestampNs, totalReserved, deviceId FROM NPU_MODULE_MEM"_qs))
        return;
    SkippedRows malformed(kNpuModuleMem,
                          Tr::tr("no module or time, or a size that is missing, negative or not a number"));
    QHash<qint64, QString> names;
    while (q.next()) {
        bool bad = false;
        const auto module = integerCell(q.value(1), bad);
        const auto time = timeCell(q.value(2), bad);
        const auto reserved = figureCell(q.value(3), bad);
        if (bad || !module || !time || !reserved) {
            malformed.add(rowLocation(db.path(), kNpuModuleMem, kRowid, q.value(0)));
            continue;
        }
        auto name = names.find(*module);
        if (name == names.end()) {
            QString text = db.enumName(u"ENUM_MODULE"_qs, *module);
            name = names.insert(*module, text.isEmpty() ? Tr::tr("module %1").arg(*module) : text);
        }
        db.device(q.value(4)).addModule(*name, *time, *reserved);
    }
    db.warnIfCut(q, kNpuModuleMem);
    malformed.report(db.diagnostics);
}

} // namespace rl
