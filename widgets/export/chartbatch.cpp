// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/export/chartbatch.h"

#include "core/common/tr.h"

#include <QDir>

namespace rl {

QList<ChartFormat> chartFormatsFrom(const QStringList &names)
{
    QList<ChartFormat> formats;
    for (const QString &n : names) {
        if (const auto f = parseChartFormat(n); f && !formats.contains(*f))
            formats << *f;
    }
    if (formats.isEmpty())
        formats = {ChartFormat::Png, ChartFormat::Svg};
    return formats;
}

Result<QStringList> exportChartBatch(const QList<NamedChart> &charts, const QString &dir,
                                     const QList<ChartFormat> &formats, const ChartExportOptions &options,
                                     Progress &progress)
{
    if (!QDir().mkpath(dir))
        return makeError(Error::Kind::Io, Tr::tr("cannot create directory %1").arg(dir), dir);
    QStringList written;
    const qsizetype total = charts.size() * formats.size();
    progress.setStage(Tr::tr("Exporting charts"));
    for (const NamedChart &chart : charts) {
        for (ChartFormat format : formats) {
            if (progress.cancelled())
                return makeError(Error::Kind::Cancelled, Tr::tr("the export was cancelled"));
            ChartExportOptions o = options;
            o.format = format;
            o.title = chart.title;
            const QString path = QDir(dir).filePath(chart.fileStem + u'.' + chartFormatSuffix(format));
            if (const Status s = ChartExporter::exportChart(chart.plot, path, o); !s)
                return s.error();
            written << path;
            progress.report(double(written.size()) / double(total));
        }
    }
    return written;
}

} // namespace rl
