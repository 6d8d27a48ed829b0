// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/opsummarywriter.h"

#include "core/sim/textformat.h"

#include <QStringList>

#include <cmath>

namespace rl::sim {

namespace {

constexpr qint64 kTaskGapNs = 1500; // Task Wait Time between consecutive kernels

} // namespace

QString tensorListCell(const TensorList &tensors, QString TensorDesc::*field, bool quoted)
{
    QStringList parts;
    for (const TensorDesc &t : tensors)
        parts << t.*field;
    const QString joined = parts.join(u';');
    // msprof writes shapes with literal quotes: the cell """8,3,224,224""" holds "8,3,224,224".
    return csvCell(quoted ? u'"' + joined + u'"' : joined);
}

QStringList metricGroupHeader(MetricGroup group)
{
    switch (group) {
    case MetricGroup::PipeUtilization:
        return {u"vec_time(us)"_qs,     u"vec_ratio"_qs,    u"mac_time(us)"_qs,  u"mac_ratio"_qs,
                u"scalar_time(us)"_qs,  u"scalar_ratio"_qs, u"mte1_time(us)"_qs, u"mte1_ratio"_qs,
                u"mte2_time(us)"_qs,    u"mte2_ratio"_qs,   u"mte3_time(us)"_qs, u"mte3_ratio"_qs,
                u"icache_miss_rate"_qs, u"memory_bound"_qs};
    case MetricGroup::ArithmeticUtilization:
        return {u"mac_fp16_ratio"_qs,  u"mac_int8_ratio"_qs, u"vec_fp32_ratio"_qs, u"vec_fp16_ratio"_qs,
                u"vec_int32_ratio"_qs, u"vec_misc_ratio"_qs, u"cube_fops"_qs,      u"vector_fops"_qs};
    case MetricGroup::Memory:
        return {u"ub_read_bw(GB/s)"_qs,       u"ub_write_bw(GB/s)"_qs,      u"l1_read_bw(GB/s)"_qs,
                u"l1_write_bw(GB/s)"_qs,      u"l2_read_bw(GB/s)"_qs,       u"l2_write_bw(GB/s)"_qs,
                u"main_mem_read_bw(GB/s)"_qs, u"main_mem_write_bw(GB/s)"_qs};
    }
    return {};
}

namespace {

double workOf(const KernelMeasurement &m, Pipe pipe, const QString &item)
{
    return m.work[size_t(pipeIndex(pipe))].value(item, 0.0);
}

} // namespace

QStringList metricGroupValues(MetricGroup group, const KernelMeasurement &m, double coreTimeUs)
{
    const auto busy = [&](Pipe p) { return m.busyUs[size_t(pipeIndex(p))]; };
    // ratio = pipe cycles / total cycles; the written time is ratio x aicore_time.
    const auto ratio = [&](Pipe p) { return m.coreTimeUs > 0.0 ? busy(p) / m.coreTimeUs : 0.0; };
    switch (group) {
    case MetricGroup::PipeUtilization: {
        QStringList v;
        for (Pipe p : {Pipe::Vector, Pipe::Cube, Pipe::Scalar, Pipe::Mte1, Pipe::Mte2, Pipe::Mte3})
            v << fixed(busy(p), 3) << fixed(ratio(p), 3);
        v << u"N/A"_qs; // the simulator has no instruction cache
        const double compute = qMax(ratio(Pipe::Cube), ratio(Pipe::Vector));
        v << (compute > 0.0 ? fixed(ratio(Pipe::Mte2) / compute, 3) : u"N/A"_qs);
        return v;
    }
    case MetricGroup::ArithmeticUtilization:
        // Every simulated kernel computes in fp16.
        return {fixed(ratio(Pipe::Cube), 3),
                fixed(0.0, 3),
                fixed(0.0, 3),
                fixed(ratio(Pipe::Vector), 3),
                fixed(0.0, 3),
                fixed(0.0, 3),
                fixed(m.totalWork(Pipe::Cube), 0),
                fixed(m.totalWork(Pipe::Vector), 0)};
    case MetricGroup::Memory: {
        // Per-core bandwidths: bytes over (blocks x aicore_time).
        const double perBlockNs = double(m.blockDim) * coreTimeUs * 1e3;
        const auto bw = [&](double bytes) { return fixed(perBlockNs > 0.0 ? bytes / perBlockNs : 0.0, 3); };
        const double gmRead = m.totalWork(Pipe::Mte2);
        const double gmWrite = m.totalWork(Pipe::Mte3);
        const double ubRead = workOf(m, Pipe::Mte3, u"ub_to_gm"_qs);
        const double ubWrite = workOf(m, Pipe::Mte2, u"gm_to_ub"_qs);
        const double l1Read = m.totalWork(Pipe::Mte1);
        const double l1Write = workOf(m, Pipe::Mte2, u"gm_to_l1"_qs);
        return {bw(ubRead), bw(ubWrite), bw(l1Read), bw(l1Write), bw(gmRead), bw(gmWrite), bw(gmRead), bw(gmWrite)};
    }
    }
    return {};
}

QString metricGroupName(MetricGroup group)
{
    switch (group) {
    case MetricGroup::PipeUtilization:
        return u"PipeUtilization"_qs;
    case MetricGroup::ArithmeticUtilization:
        return u"ArithmeticUtilization"_qs;
    case MetricGroup::Memory:
        return u"Memory"_qs;
    }
    return {};
}

QByteArray writeOpSummary(const SimulatedWorkload &workload, MetricGroup group, qint64 startNs)
{
    QStringList header = {u"Device_id"_qs,         u"Model Name"_qs,
                          u"Model ID"_qs,          u"Task ID"_qs,
                          u"Stream ID"_qs,         u"Infer ID"_qs,
                          u"Op Name"_qs,           u"OP Type"_qs,
                          u"Task Type"_qs,         u"Task Start Time(us)"_qs,
                          u"Task Duration(us)"_qs, u"Task Wait Time(us)"_qs,
                          u"Block Dim"_qs,         u"Input Shapes"_qs,
                          u"Input Data Types"_qs,  u"Input Formats"_qs,
                          u"Output Shapes"_qs,     u"Output Data Types"_qs,
                          u"Output Formats"_qs,    u"Context ID"_qs,
                          u"aicore_time(us)"_qs,   u"total_cycles"_qs};
    header << metricGroupHeader(group);
    QString out = header.join(u',') + u'\n';
    qint64 now = startNs;
    int taskId = 2;
    for (size_t i = 0; i < workload.ops.size(); ++i) {
        const GraphOp &op = workload.ops[i].op;
        const KernelMeasurement &m = workload.ops[i].measurement;
        const qint64 durationNs = qint64(std::llround(m.durationUs * 1000.0));
        // aicore_time is written rounded; ratios and bandwidths use the written value so a
        // reader recomputing bytes = bw x time x blocks gets the simulated bytes back.
        const double coreTimeUs = std::round(m.coreTimeUs * 1000.0) / 1000.0;
        QStringList row = {u"0"_qs,
                           csvCell(u"mobilenetv3"_qs),
                           u"1"_qs,
                           QString::number(taskId++),
                           u"2"_qs,
                           u"1"_qs,
                           csvCell(op.name),
                           csvCell(op.type),
                           u"AI_CORE"_qs,
                           microsFromNs(now),
                           microsFromNs(durationNs),
                           i == 0 ? u"0.000"_qs : microsFromNs(kTaskGapNs),
                           QString::number(m.blockDim),
                           tensorListCell(op.inputs, &TensorDesc::shape, true),
                           tensorListCell(op.inputs, &TensorDesc::dataType, false),
                           tensorListCell(op.inputs, &TensorDesc::format, false),
                           tensorListCell(op.outputs, &TensorDesc::shape, true),
                           tensorListCell(op.outputs, &TensorDesc::dataType, false),
                           tensorListCell(op.outputs, &TensorDesc::format, false),
                           u"N/A"_qs,
                           fixed(coreTimeUs, 3),
                           QString::number(m.totalCycles)};
        row << metricGroupValues(group, m, coreTimeUs);
        out += row.join(u',') + u'\n';
        now += durationNs + kTaskGapNs;
    }
    return out.toUtf8();
}

} // namespace rl::sim
