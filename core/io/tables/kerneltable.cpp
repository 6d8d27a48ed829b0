// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/tables/kerneltable.h"

#include "core/common/pagestakenahead.h"
#include "core/common/parallel.h"
#include "core/common/tr.h"
#include "core/io/tables/csvreader.h"
#include "core/io/tables/kernelrow.h"
#include "core/io/tables/pmumapping.h"

#include <algorithm>
#include <optional>

namespace rl {

std::optional<KernelTableKind> kernelTableKindOf(const QStringList &header)
{
    const CsvColumns columns(header);
    if (columns.find({u"Op Name"}) >= 0 && columns.find({u"Task Type"}) >= 0)
        return KernelTableKind::MsprofOpSummary;
    if (columns.find({u"Name"}) >= 0 && columns.find({u"Accelerator Core"}) >= 0)
        return KernelTableKind::TorchNpuKernelDetails;
    return std::nullopt;
}

std::optional<KernelTableKind> sniffKernelTable(const QByteArray &head)
{
    if (head.contains('\0'))
        return std::nullopt;
    auto reader = CsvReader::fromData(head, QString());
    const auto header = reader->next();
    if (!header)
        return std::nullopt;
    return kernelTableKindOf(header->fields);
}

QString formatIdOf(KernelTableKind kind)
{
    return kind == KernelTableKind::TorchNpuKernelDetails ? u"torch_npu_kernel_details"_qs : u"msprof_op_summary"_qs;
}

namespace {

// What one thread read of its part of a table. Lines are counted from the part's first line,
// which for every part but the first is only known once the parts before it are read.
struct RowsPart
{
    std::vector<Operator> operators;
    std::vector<int> lines;                       // each operator's line
    std::vector<std::pair<int, QString>> skipped; // line and why, of each row left out
    std::optional<Error> error;
    int endLine = 1; // the line the part's reader stopped at
    bool cancelled = false;
};

// Rows a part's vectors are first sized for: past this many, they grow as vectors do.
constexpr size_t kMaxReservedRows = size_t(1) << 22;
constexpr size_t kRowsToEstimateFrom = 256;

// `progress` is reported to only by the part on the calling thread (nullptr elsewhere); every
// part polls `cancel`. `expectedBytes` is what the part's vectors should hold the rows of: its
// own bytes, or the whole table's for the first part, which the others are appended to.
// `path` is given to the first part, whose lines are the file's own: its operators get their
// location here, while each is at hand, instead of in a pass over them all afterwards.
void readPart(CsvReader &reader, KernelRowParser &parser, const Progress &cancel, Progress *progress,
              qint64 expectedBytes, const QString *path, RowsPart &out)
{
    CsvRawRecord record;
    while (reader.nextRaw(record)) {
        auto op = parser.parse(record);
        if (!op) {
            out.skipped.emplace_back(record.line, op.error().message);
            continue;
        }
        out.operators.push_back(std::move(op).value());
        if (path)
            out.operators.back().sourceLocation = SourceLocation::atLine(*path, record.line);
        else
            out.lines.push_back(record.line);
        // Sized once from the first rows' length, so a long table's operators are neither
        // moved as the vector doubles nor moved again when the parts are joined: each move
        // touches fresh memory, which is most of what it costs.
        if (out.operators.size() == kRowsToEstimateFrom && reader.position() > 0) {
            const double rowsPerByte = double(kRowsToEstimateFrom) / double(reader.position());
            const size_t rows = size_t(std::min(double(kMaxReservedRows), rowsPerByte * double(expectedBytes) * 1.05));
            out.operators.reserve(rows + kRowsToEstimateFrom);
            if (!path)
                out.lines.reserve(rows + kRowsToEstimateFrom);
        }
        if ((out.operators.size() & 1023) == 0) {
            if (progress)
                progress->report(double(reader.position()) / double(std::max<qint64>(1, reader.size())));
            if (cancel.cancelled()) {
                out.cancelled = true;
                return;
            }
        }
    }
    out.error = reader.error();
    out.endLine = reader.line();
}

// Reads the records after the header in `parts` pieces on as many threads. A piece whose cut
// was not a record boundary ends inside a quoted field; then, as after any error (whose line a
// later piece cannot know), the rows are read again as one piece on this thread, so what comes
// out never depends on the cuts.
std::vector<RowsPart> readParts(CsvReader &reader, const KernelRowParser &parser, int parts, Progress &progress)
{
    const std::vector<qint64> cuts = parts > 1 ? reader.cutPoints(parts) : std::vector<qint64>();
    std::vector<qint64> bounds{reader.position()};
    bounds.insert(bounds.end(), cuts.begin(), cuts.end());
    bounds.push_back(reader.size());
    const size_t count = bounds.size() - 1;
    std::vector<RowsPart> out(count);
    runOnWorkers(count, [&](size_t k) {
        auto piece = reader.part(bounds[k], bounds[k + 1], k == 0 ? reader.line() : 1);
        KernelRowParser own = parser; // caches of shared names are the thread's own
        const qint64 expected = k == 0 ? bounds.back() - bounds.front() : bounds[k + 1] - bounds[k];
        const QString path = reader.path();
        readPart(*piece, own, progress, k == 0 ? &progress : nullptr, expected, k == 0 ? &path : nullptr, out[k]);
    });
    const bool failed = std::any_of(out.begin(), out.end(), [](const RowsPart &p) { return p.error.has_value(); });
    if (count > 1 && failed && !progress.cancelled())
        return readParts(reader, parser, 1, progress);
    return out;
}

Result<KernelTable> readRows(CsvReader &reader, Progress &progress, const KernelTableReading &reading)
{
    const QString path = reader.path();
    const auto header = reader.next();
    if (!header)
        return reader.error() ? *reader.error() : makeError(Error::Kind::Input, Tr::tr("the file is empty"), path);
    const auto kind = kernelTableKindOf(header->fields);
    if (!kind)
        return makeError(Error::Kind::Unsupported,
                         Tr::tr("unknown table header: a kernel table needs \"Op Name\" and \"Task Type\" "
                                "(msprof op_summary) or \"Name\" and \"Accelerator Core\" (torch_npu "
                                "kernel_details)"),
                         reader.locationOf(header->line));
    const CsvColumns columns(header->fields);
    if (!columns.has(KernelColumn::Duration))
        return makeError(Error::Kind::Input, Tr::tr("the header has no duration column"),
                         reader.locationOf(header->line));

    KernelTable table;
    table.kind = *kind;
    table.path = path;
    const KernelRowParser parser(columns);
    table.separated = parser.separated();
    table.metricGroups = metricGroupsOf(parser.metricNames());

    const qint64 bytes = reader.size() - reader.position();
    const int parts = int(
        workersFor(size_t(bytes), size_t(std::max<qint64>(1, reading.minBytesPerThread)), reading.threads));
    std::vector<RowsPart> read = readParts(reader, parser, parts, progress);
    if (std::any_of(read.begin(), read.end(), [](const RowsPart &p) { return p.cancelled; }))
        return makeError(Error::Kind::Cancelled, Tr::tr("loading was cancelled"));

    size_t total = 0;
    for (const RowsPart &p : read)
        total += p.operators.size();
    int skipped = 0;
    int lineOffset = 0; // added to a part's lines: where it starts, less its own first line
    // The later parts' operators are moved to the room after the first part's on this thread
    // alone: that room's pages are taken ahead on another (PagesTakenAhead) while the moves
    // start from its front, so the first-touch page faults are not all this thread's.
    std::optional<PagesTakenAhead> tail;
    for (size_t k = 0; k < read.size(); ++k) {
        RowsPart &p = read[k];
        for (const auto &[line, why] : p.skipped)
            table.diagnostics << warning(Tr::tr("row skipped: %1").arg(why), reader.locationOf(line + lineOffset));
        skipped += int(p.skipped.size());
        if (k == 0) {
            table.operators = std::move(p.operators); // sized for the whole table, located
            table.operators.reserve(total);
            tail.emplace(table.operators.data() + table.operators.size(),
                         (total - table.operators.size()) * sizeof(Operator));
        } else {
            // Each operator is located as it is moved, while it is at hand.
            for (size_t i = 0; i < p.operators.size(); ++i) {
                table.operators.push_back(std::move(p.operators[i]));
                table.operators.back().sourceLocation = SourceLocation::atLine(path, p.lines[i] + lineOffset);
            }
        }
        if (p.error)
            return *p.error;
        lineOffset += p.endLine - 1;
        p = RowsPart();
    }
    if (table.operators.empty() && skipped == 0)
        table.diagnostics << warning(Tr::tr("the table has a header but no rows"), path);
    progress.report(1.0);
    return table;
}

} // namespace

Result<KernelTable> readKernelTable(const QString &path, Progress &progress, const KernelTableReading &reading)
{
    auto reader = CsvReader::open(path);
    if (!reader)
        return reader.error();
    return readRows(**reader, progress, reading);
}

Result<KernelTable> readKernelTable(const QByteArray &data, const QString &path, Progress &progress,
                                    const KernelTableReading &reading)
{
    auto reader = CsvReader::fromData(data, path);
    return readRows(*reader, progress, reading);
}

} // namespace rl
