// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/diagnostics.h"
#include "core/common/progress.h"
#include "core/common/result.h"
#include "core/model/operator.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace rl {

// The two per-kernel tables: msprof `op_summary_*.csv` and torch_npu `kernel_details.csv`.
// Told apart by their header (core/io/README.md §0.1), never by file name: wrappers rename them.
enum class KernelTableKind { TorchNpuKernelDetails, MsprofOpSummary };

std::optional<KernelTableKind> kernelTableKindOf(const QStringList &header);
// The kind of table whose first bytes are `head`, or nullopt when it is not one.
std::optional<KernelTableKind> sniffKernelTable(const QByteArray &head);
QString formatIdOf(KernelTableKind kind); // "torch_npu_kernel_details", "msprof_op_summary"

struct KernelTable
{
    KernelTableKind kind = KernelTableKind::MsprofOpSummary;
    QString path;
    std::vector<Operator> operators; // one per row, in input order
    QStringList metricGroups;        // groups the columns show
    bool separated = false;          // aic_/aiv_ column naming (A2/A3 and later)
    Diagnostics diagnostics;
};

// How a long table is read: the rows after the header are cut into parts read on their own
// threads, one per core and each of at least `minBytesPerThread` bytes (a long run's table is
// hundreds of MB; starting a thread pays from a few MB on). `threads` > 0 asks for that many
// parts whatever the size (tests). The result is the same whatever the parts.
struct KernelTableReading
{
    qint64 minBytesPerThread = qint64(4) << 20;
    unsigned threads = 0;
};

// Reads a kernel table. Malformed rows (wrong field count, values shifted into the wrong
// columns) become warnings naming file and line and are skipped; an unknown header, an empty
// or binary file and a truncated quoted field are errors.
Result<KernelTable> readKernelTable(const QString &path, Progress &progress, const KernelTableReading &reading = {});
// The same over bytes in memory (tests); `path` names the source in messages.
Result<KernelTable> readKernelTable(const QByteArray &data, const QString &path, Progress &progress,
                                    const KernelTableReading &reading = {});

} // namespace rl
