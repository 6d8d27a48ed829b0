// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/memory/memorydbreader.h"

#include "core/io/tables/readonlysqlite.h"
#include "core/memory/memorydatabase.h"
#include "core/memory/memorydbtables.h"

#include <QSqlDatabase>

#include <algorithm>

namespace rl {

namespace {

const QStringList kMemoryTables{u"MEMORY_RECORD"_qs,  u"OP_MEMORY"_qs, u"NPU_OP_MEM"_qs, u"NPU_MEM"_qs,
                                u"NPU_MODULE_MEM"_qs, u"HBM"_qs,       u"LLC"_qs};

Status readTables(MemoryDatabase &db)
{
    if (auto s = db.loadWords(); !s)
        return s;
    readMemoryRecordTable(db);
    readNpuMemTable(db);
    readNpuModuleMemTable(db);
    readOpMemoryTable(db);
    readNpuOpMemTable(db);
    readHbmTable(db);
    readLlcTable(db);
    return Ok{};
}

} // namespace

Result<MemoryData> readProfilerDbMemory(const QString &path, std::optional<int> rank)
{
    MemoryData data;
    const Status read = withReadOnlySqlite(path, [&](const QSqlDatabase &sqlite) -> Status {
        auto tables = sqliteTables(sqlite, path);
        if (!tables)
            return tables.error();
        if (std::none_of(kMemoryTables.begin(), kMemoryTables.end(),
                         [&](const QString &t) { return tables->contains(t); }))
            return Ok{};
        MemoryDatabase db(sqlite, path, std::move(*tables));
        if (auto s = readTables(db); !s)
            return s;
        data.diagnostics = std::move(db.diagnostics);
        auto &devices = db.devices();
        std::erase_if(devices, [](const auto &entry) { return entry.second.isEmpty(); });
        const bool oneDevice = devices.size() == 1;
        for (auto &[device, builder] : devices) {
            const std::optional<int> id = device == MemoryDatabase::kNoDevice ? std::nullopt
                                                                              : std::optional<int>(int(device));
            const int number = rank && (oneDevice || !id) ? *rank : id.value_or(0);
            data.ranks.push_back(builder.finish(number, id, path));
        }
        return Ok{};
    });
    if (!read)
        return read.error();
    return data;
}

} // namespace rl
