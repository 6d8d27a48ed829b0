// SPDX-License-Identifier: GPL-3.0-or-later
// memory_record.csv and npu_module_mem.csv (short: one row per allocator event or driver sample),
// and the three files of a rank's folder together (README §1, §2).
#include "core/memory/memorycsvreader.h"

#include "core/common/tr.h"
#include "core/io/tables/csvreader.h"
#include "core/memory/memorycsvcells.h"
#include "core/memory/memoryrankbuilder.h"

#include <QDir>
#include <QFileInfo>

namespace rl {

namespace {

constexpr double kBytesPerMb = 1024.0 * 1024.0;

std::optional<MemoryComponent> componentOf(QByteArrayView text)
{
    const QByteArray upper = text.trimmed().toByteArray().toUpper();
    if (upper == "PTA+GE")
        return MemoryComponent::PtaGe;
    if (upper == "PTA")
        return MemoryComponent::Pta;
    if (upper == "GE")
        return MemoryComponent::Ge;
    if (upper == "APP")
        return MemoryComponent::App;
    if (upper == "WORKSPACE")
        return MemoryComponent::Workspace;
    return std::nullopt;
}

std::optional<double> bytesOf(std::optional<double> mb)
{
    return mb ? std::optional<double>(*mb * kBytesPerMb) : std::nullopt;
}

// The reader of `path` past its header, and the header's fields.
Result<std::pair<std::unique_ptr<CsvReader>, QStringList>> openTable(const QString &path)
{
    auto opened = CsvReader::open(path);
    if (!opened)
        return opened.error();
    auto header = (*opened)->next();
    if (!header) {
        if ((*opened)->error())
            return *(*opened)->error();
        return makeError(Error::Kind::Input, Tr::tr("the file is empty"), path);
    }
    return std::make_pair(std::move(*opened), header->fields);
}

Error missingColumns(const CsvReader &reader, const QString &columns)
{
    return makeError(Error::Kind::Input, Tr::tr("the header has no %1 column").arg(columns), reader.locationOf(1));
}

bool isBlank(const CsvRawRecord &r)
{
    return r.size() <= 1 && (r.size() == 0 || r.field(0).trimmed().isEmpty());
}

} // namespace

Status readMemoryRecordCsv(const QString &path, RankMemoryBuilder &into, std::optional<int> &device,
                           Diagnostics &diagnostics)
{
    auto table = openTable(path);
    if (!table)
        return table.error();
    CsvReader &reader = *table->first;
    const QStringList &header = table->second;
    const int component = memorycsv::columnOf(header, u"Component");
    const int time = memorycsv::columnOf(header, u"Timestamp(us)");
    const int allocated = memorycsv::columnOf(header, u"Total Allocated(MB)");
    const int reserved = memorycsv::columnOf(header, u"Total Reserved(MB)");
    const int active = memorycsv::columnOf(header, u"Total Active(MB)");
    const int deviceType = memorycsv::columnOf(header, u"Device Type");
    if (component < 0 || time < 0 || allocated < 0 || reserved < 0)
        return missingColumns(reader, u"Component, Timestamp(us), Total Allocated(MB) or Total Reserved(MB)"_qs);
    const int needed = std::max({component, time, allocated, reserved}) + 1;
    memorycsv::MalformedLines malformed;
    CsvRawRecord r;
    while (reader.nextRaw(r)) {
        if (isBlank(r))
            continue;
        const auto c = r.size() >= needed ? componentOf(r.field(component)) : std::nullopt;
        bool bad = false;
        const auto t = c ? memorycsv::timeNs(r.field(time), bad) : std::nullopt;
        const auto a = c ? memorycsv::figure(r.field(allocated), bad) : std::nullopt;
        const auto res = c ? memorycsv::figure(r.field(reserved), bad) : std::nullopt;
        const auto act = c && active >= 0 && active < r.size() ? memorycsv::figure(r.field(active), bad) : std::nullopt;
        if (!c || bad || !t || !into.addRecord(*c, *t, bytesOf(a), bytesOf(res), bytesOf(act))) {
            malformed.add(r.line);
            continue;
        }
        if (!device && deviceType >= 0 && deviceType < r.size())
            device = memorycsv::deviceOf(r.field(deviceType));
    }
    if (reader.error())
        return *reader.error();
    malformed.report(diagnostics, path);
    return Ok{};
}

Status readNpuModuleMemCsv(const QString &path, RankMemoryBuilder &into, std::optional<int> &device,
                           Diagnostics &diagnostics)
{
    auto table = openTable(path);
    if (!table)
        return table.error();
    CsvReader &reader = *table->first;
    const QStringList &header = table->second;
    const int component = memorycsv::columnOf(header, u"Component");
    const int time = memorycsv::columnOf(header, u"Timestamp(us)");
    const int reserved = memorycsv::columnOf(header, u"Total Reserved(MB)");
    int deviceColumn = memorycsv::columnOf(header, u"Device_id");
    if (deviceColumn < 0)
        deviceColumn = memorycsv::columnOf(header, u"Device");
    if (component < 0 || time < 0 || reserved < 0)
        return missingColumns(reader, u"Component, Timestamp(us) or Total Reserved(MB)"_qs);
    const int needed = std::max({component, time, reserved}) + 1;
    memorycsv::MalformedLines malformed;
    CsvRawRecord r;
    while (reader.nextRaw(r)) {
        if (isBlank(r))
            continue;
        bool bad = r.size() < needed;
        const auto t = bad ? std::nullopt : memorycsv::timeNs(r.field(time), bad);
        const auto mb = bad ? std::nullopt : memorycsv::figure(r.field(reserved), bad);
        const QString module = bad ? QString() : QString::fromUtf8(r.field(component)).trimmed();
        if (bad || !t || !mb || module.isEmpty()) {
            malformed.add(r.line);
            continue;
        }
        into.addModule(module, *t, *mb * kBytesPerMb);
        if (!device && deviceColumn >= 0 && deviceColumn < r.size())
            device = memorycsv::deviceOf(r.field(deviceColumn));
    }
    if (reader.error())
        return *reader.error();
    malformed.report(diagnostics, path);
    return Ok{};
}

std::optional<RankMemory> readMemoryCsvFolder(const QString &folder, int rank, Diagnostics &diagnostics)
{
    const QDir d(folder);
    RankMemoryBuilder builder;
    std::optional<int> device;
    QString first;
    const auto readIfThere = [&](const QString &name, const auto &read) {
        const QString path = d.filePath(name);
        if (!QFileInfo(path).isFile())
            return;
        if (first.isEmpty())
            first = path;
        if (const Status s = read(path); !s)
            diagnostics << warning(Tr::tr("memory file not used: %1").arg(s.error().message), s.error().location);
    };
    readIfThere(u"memory_record.csv"_qs,
                [&](const QString &p) { return readMemoryRecordCsv(p, builder, device, diagnostics); });
    readIfThere(u"operator_memory.csv"_qs,
                [&](const QString &p) { return readOperatorMemoryCsv(p, builder.allocations, device, diagnostics); });
    readIfThere(u"npu_module_mem.csv"_qs,
                [&](const QString &p) { return readNpuModuleMemCsv(p, builder, device, diagnostics); });
    if (builder.isEmpty())
        return std::nullopt;
    return builder.finish(rank, device, first);
}

} // namespace rl
