// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/tables/kerneltable.h"

#include "core/common/tr.h"
#include "core/io/tables/csvreader.h"
#include "core/io/tables/kernelrow.h"
#include "core/io/tables/pmumapping.h"

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

Result<KernelTable> readRows(CsvReader &reader, Progress &progress)
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
    KernelRowParser parser(columns);
    table.separated = parser.separated();
    table.metricGroups = metricGroupsOf(parser.metricNames());
    int skipped = 0;
    while (auto record = reader.next()) {
        auto op = parser.parse(record->fields);
        if (!op) {
            ++skipped;
            table.diagnostics << warning(Tr::tr("row skipped: %1").arg(op.error().message),
                                         reader.locationOf(record->line));
            continue;
        }
        op->sourceLocation = reader.locationOf(record->line);
        table.operators.push_back(std::move(op).value());
        if ((table.operators.size() & 1023) == 0) {
            progress.report(double(reader.position()) / double(std::max<qint64>(1, reader.size())));
            if (progress.cancelled())
                return makeError(Error::Kind::Cancelled, Tr::tr("loading was cancelled"));
        }
    }
    if (reader.error())
        return *reader.error();
    if (table.operators.empty() && skipped == 0)
        table.diagnostics << warning(Tr::tr("the table has a header but no rows"), path);
    progress.report(1.0);
    return table;
}

} // namespace

Result<KernelTable> readKernelTable(const QString &path, Progress &progress)
{
    auto reader = CsvReader::open(path);
    if (!reader)
        return reader.error();
    return readRows(**reader, progress);
}

Result<KernelTable> readKernelTable(const QByteArray &data, const QString &path, Progress &progress)
{
    auto reader = CsvReader::fromData(data, path);
    return readRows(*reader, progress);
}

} // namespace rl
