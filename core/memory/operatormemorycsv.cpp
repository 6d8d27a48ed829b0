// SPDX-License-Identifier: GPL-3.0-or-later
// operator_memory.csv, the long one: ten million allocations must read in seconds (README §4),
// so the rows are cut into parts read on the cores, each into columns of its own, then joined.
#include "core/common/parallel.h"
#include "core/common/tr.h"
#include "core/io/tables/csvreader.h"
#include "core/io/tables/csvvalue.h"
#include "core/memory/memorycsvcells.h"
#include "core/memory/memorycsvreader.h"

#include <algorithm>
#include <cmath>

namespace rl {

namespace {

constexpr qint64 kMinBytesPerThread = 8 << 20;
constexpr size_t kRowsToEstimateFrom = 4096;

struct Columns
{
    int name = -1, size = -1, allocation = -1, release = -1, device = -1;
    int needed = 0; // fields a row must have
};

struct Part
{
    AllocationColumns allocations;
    memorycsv::MalformedLines malformed;
    std::optional<int> device;
    std::optional<Error> error;
    int endLine = 1;
};

void readPart(CsvReader &reader, const Columns &c, qint64 bytes, Part &out)
{
    CsvRawRecord r;
    AllocationColumns &a = out.allocations;
    qint64 firstOffset = -1;
    while (reader.nextRaw(r)) {
        if (firstOffset < 0)
            firstOffset = r.offset;
        if (a.size() == kRowsToEstimateFrom && r.offset > firstOffset) { // sized once, never doubled
            const double rowsPerByte = double(kRowsToEstimateFrom) / double(r.offset - firstOffset);
            a.reserve(size_t(rowsPerByte * double(bytes) * 1.05) + kRowsToEstimateFrom);
        }
        if (r.size() < c.needed) {
            if (r.size() > 1 || !r.field(0).isEmpty()) // a blank line is no row
                out.malformed.add(r.line);
            continue;
        }
        const auto kb = csv::number(r.field(c.size));
        if (kb && *kb <= 0.0) // nothing held: msprof writes releases of earlier allocations so (README §1)
            continue;
        bool bad = false;
        const auto allocation = memorycsv::timeNs(r.field(c.allocation), bad);
        const auto release = memorycsv::timeNs(r.field(c.release), bad);
        // A size past 2^62 bytes (4 EiB) is no allocation a device makes: the cell is garbage.
        if (bad || !kb || *kb * 1024.0 > 0x1p62 || !allocation || (release && *release < *allocation)) {
            out.malformed.add(r.line);
            continue;
        }
        if (!out.device && c.device >= 0 && c.device < r.size()) // the device column is optional
            out.device = memorycsv::deviceOf(r.field(c.device));
        const QByteArrayView name = r.field(c.name);
        a.append(a.names.intern(std::string_view(name.data(), size_t(name.size()))), qint64(std::llround(*kb * 1024.0)),
                 *allocation, release.value_or(AllocationColumns::kNoRelease));
    }
    out.error = reader.error();
    out.endLine = reader.line();
}

// The rows after the header in `parts` pieces; read again as one when a cut fell inside a quoted
// field (as core/io/tables/kerneltable.cpp does), so what comes out never depends on the cuts.
std::vector<Part> readParts(CsvReader &reader, const Columns &c, int parts)
{
    const std::vector<qint64> cuts = parts > 1 ? reader.cutPoints(parts) : std::vector<qint64>();
    std::vector<qint64> bounds{reader.position()};
    bounds.insert(bounds.end(), cuts.begin(), cuts.end());
    bounds.push_back(reader.size());
    const size_t count = bounds.size() - 1;
    std::vector<Part> out(count);
    runOnWorkers(count, [&](size_t k) {
        auto piece = reader.part(bounds[k], bounds[k + 1], k == 0 ? reader.line() : 1);
        readPart(*piece, c, bounds[k + 1] - bounds[k], out[k]);
    });
    const bool failed = std::any_of(out.begin(), out.end(), [](const Part &p) { return p.error.has_value(); });
    if (count > 1 && failed)
        return readParts(reader, c, 1);
    return out;
}

// Appends `from` to `into`, its names made `into`'s.
void join(AllocationColumns &into, const AllocationColumns &from)
{
    std::vector<quint32> remap(from.names.size());
    for (quint32 id = 0; id < from.names.size(); ++id)
        remap[id] = into.names.intern(from.names.view(id));
    for (size_t i = 0; i < from.size(); ++i)
        into.append(remap[from.nameId[i]], from.sizeBytes[i], from.allocationNs[i], from.releaseNs[i]);
}

} // namespace

Status readOperatorMemoryCsv(const QString &path, AllocationColumns &into, std::optional<int> &device,
                             Diagnostics &diagnostics, unsigned threads)
{
    auto opened = CsvReader::open(path);
    if (!opened)
        return opened.error();
    CsvReader &reader = **opened;
    const auto header = reader.next();
    if (!header)
        return reader.error() ? *reader.error() : makeError(Error::Kind::Input, Tr::tr("the file is empty"), path);
    Columns c;
    c.name = memorycsv::columnOf(header->fields, u"Name");
    c.size = memorycsv::columnOf(header->fields, u"Size(KB)");
    c.allocation = memorycsv::columnOf(header->fields, u"Allocation Time(us)");
    c.release = memorycsv::columnOf(header->fields, u"Release Time(us)");
    c.device = memorycsv::columnOf(header->fields, u"Device Type");
    if (c.name < 0 || c.size < 0 || c.allocation < 0 || c.release < 0)
        return makeError(Error::Kind::Input,
                         Tr::tr("the header has no Name, Size(KB), Allocation Time(us) or Release Time(us) column"),
                         reader.locationOf(header->line));
    c.needed = std::max({c.name, c.size, c.allocation, c.release}) + 1;
    const qint64 bytes = reader.size() - reader.position();
    const int parts = int(workersFor(size_t(std::max<qint64>(0, bytes)), size_t(kMinBytesPerThread), threads));
    std::vector<Part> read = readParts(reader, c, parts);
    size_t total = into.size();
    for (const Part &p : read)
        total += p.allocations.size();
    memorycsv::MalformedLines malformed;
    int lineOffset = 0; // added to a part's lines: where it starts, less its own first line
    for (Part &p : read) {
        if (p.error)
            return *p.error;
        if (into.size() == 0) {
            into = std::move(p.allocations); // the first part, sized for the whole table
            into.reserve(total);
        } else {
            join(into, p.allocations);
        }
        malformed.merge(p.malformed, lineOffset);
        if (!device)
            device = p.device;
        lineOffset += p.endLine - 1;
        p = Part();
    }
    malformed.report(diagnostics, path);
    return Ok{};
}

} // namespace rl
