// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/simulatedoperator.h"

namespace rl::sim {

double gmReadBytes(const KernelMeasurement &m)
{
    return m.totalWork(Pipe::Mte2);
}

double gmWriteBytes(const KernelMeasurement &m)
{
    return m.totalWork(Pipe::Mte3);
}

Operator simulatedOperator(const GraphOp &op, const KernelMeasurement &m)
{
    Operator o;
    o.name = op.name;
    o.type = op.type;
    o.taskType = TaskType::AiCore;
    o.coreType = taskTypeName(o.taskType);
    o.durationUs = m.durationUs;
    o.coreTimeUs = m.coreTimeUs;
    o.blockDim = m.blockDim;
    o.inputs = op.inputs;
    o.outputs = op.outputs;
    const bool cube = m.totalWork(Pipe::Cube) > 0.0;
    const auto busy = [&](Pipe p) { return m.busyUs[size_t(pipeIndex(p))]; };
    const auto add = [&](Pipe p, WorkMap work) {
        ComponentSample &s = o.components.emplace_back();
        s.key = ComponentKey{componentOf(p), Side::None};
        s.busyUs = busy(p);
        s.work = std::move(work);
    };
    add(Pipe::Cube, cube ? WorkMap{{u"fp16"_qs, m.totalWork(Pipe::Cube)}} : WorkMap{});
    const double vectorOps = m.totalWork(Pipe::Vector);
    add(Pipe::Vector, vectorOps > 0.0 ? WorkMap{{u"fp16"_qs, vectorOps}} : WorkMap{});
    add(Pipe::Scalar, {});
    add(Pipe::Mte1, {});
    const double reads = gmReadBytes(m);
    add(Pipe::Mte2, reads > 0.0 ? WorkMap{{cube ? u"gm_to_l1"_qs : u"gm_to_ub"_qs, reads}} : WorkMap{});
    const double writes = gmWriteBytes(m);
    add(Pipe::Mte3, writes > 0.0 ? WorkMap{{u"ub_to_gm"_qs, writes}} : WorkMap{});
    o.workSource = WorkSource::Measured;
    o.metricGroups = {u"PipeUtilization"_qs, u"ArithmeticUtilization"_qs, u"Memory"_qs};
    return o;
}

} // namespace rl::sim
