// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/analysiscsv.h"

#include <QStringList>

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

} // namespace

QByteArray analysisToCsv(const Analysis &a)
{
    QStringList lines;
    lines << QStringLiteral("index,name,type,core_type,start_ns,duration_us,share_of_total,category,"
                            "bound_component,bound_U,bound_R,bound_E,max_U,max_R,estimated_gain_us,"
                            "work_source,advice,evidence,gm_read_bytes,gm_write_bytes,gm_U,gm_bandwidth_gbs");
    const double total = a.summary.totalDurationUs;
    const std::vector<QList<AdviceHit>> adviceOfEach = a.adviceOfEach();
    for (size_t i = 0; i < a.operators.size(); ++i) {
        const OperatorResult &r = a.operators[i];
        const Operator &op = a.op(r.index);
        const ComponentResult *bound = r.boundComponent ? r.component(*r.boundComponent) : nullptr;
        const ComponentResult *mu = r.maxU();
        const ComponentResult *mr = r.maxR();
        QStringList advice;
        for (const AdviceHit &h : adviceOfEach[i])
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
        lines << f.join(u',');
    }
    return (lines.join(u"\r\n"_qs) + u"\r\n").toUtf8();
}

} // namespace rl
