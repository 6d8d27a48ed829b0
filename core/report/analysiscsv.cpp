// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/analysiscsv.h"

#include "core/common/orderedblocks.h"
#include "core/report/inmemoryoutput.h"

#include <QStringList>

#include <string>

namespace rl {

QString csvField(const QString &text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n') && !text.contains(u'\r'))
        return text;
    QString quoted = text;
    quoted.replace(u'"', u"\"\""_qs);
    return u'"' + quoted + u'"';
}

namespace {

QString num(const std::optional<double> &v, int precision = 6)
{
    return v ? QString::number(*v, 'g', precision) : QString();
}

// One operator's row, without its line end.
QString operatorRow(const Analysis &a, const OperatorResult &r, double total)
{
    const Operator &op = a.op(r.index);
    const ComponentResult *bound = r.boundComponent ? r.component(*r.boundComponent) : nullptr;
    const ComponentResult *mu = r.maxU();
    const ComponentResult *mr = r.maxR();
    QStringList advice;
    for (const AdviceHit &h : a.adviceOf(r))
        advice << h.id();
    QStringList f;
    f << QString::number(r.index) << csvField(op.name) << csvField(op.type) << csvField(op.coreType)
      << (op.startNs ? QString::number(*op.startNs) : QString()) << QString::number(op.durationUs, 'f', 3)
      << (total > 0 ? QString::number(op.durationUs / total, 'g', 6) : QString()) << categoryId(r.category)
      << (r.boundComponent ? r.boundComponent->toString() : QString()) << num(bound ? bound->U() : std::nullopt)
      << num(bound ? bound->R() : std::nullopt) << num(bound ? bound->E() : std::nullopt)
      << num(mu ? mu->U() : std::nullopt) << num(mr ? mr->R() : std::nullopt) << num(r.estimatedGainUs)
      << workSourceName(r.workSource) << csvField(advice.join(u';')) << csvField(a.evidenceOf(r));
    // The chip's global memory, appended so the columns before keep their places.
    const ComponentResult *gm = r.component(ComponentKey{ComponentId::Gm, Side::None});
    f << (gm ? num(gm->work.value(u"read"_qs), 12) : QString())
      << (gm ? num(gm->work.value(u"write"_qs), 12) : QString()) << num(gm ? gm->U() : std::nullopt)
      << num(gm ? a.hardware.memoryBandwidthGbs(ComponentId::Gm) : std::nullopt);
    return f.join(u',');
}

} // namespace

bool writeCsvRows(QIODevice &device, const QString &header, size_t count, const std::function<QString(size_t)> &rowOf)
{
    const QByteArray head = (header + u"\r\n").toUtf8();
    if (device.write(head) != head.size())
        return false;
    constexpr size_t kRowsPerBlock = 512;
    const auto formatBlock = [&](std::string &out, size_t first, size_t last) {
        for (size_t i = first; i < last; ++i) {
            const QByteArray row = rowOf(i).toUtf8();
            out.append(row.constData(), size_t(row.size()));
            out += "\r\n";
        }
    };
    return formatInOrderedBlocks(count, kRowsPerBlock, formatBlock, [&](const std::string &block) {
        return device.write(block.data(), qint64(block.size())) == qint64(block.size());
    });
}

bool writeAnalysisCsv(const Analysis &a, QIODevice &device)
{
    const double total = a.summary.totalDurationUs;
    return writeCsvRows(
        device,
        QStringLiteral("index,name,type,core_type,start_ns,duration_us,share_of_total,category,"
                       "bound_component,bound_U,bound_R,bound_E,max_U,max_R,estimated_gain_us,"
                       "work_source,advice,evidence,gm_read_bytes,gm_write_bytes,gm_U,gm_bandwidth_gbs"),
        a.operators.size(), [&](size_t i) { return operatorRow(a, a.operators[i], total); });
}

QByteArray analysisToCsv(const Analysis &a)
{
    return writtenToMemory([&](QIODevice &device) { return writeAnalysisCsv(a, device); });
}

} // namespace rl
