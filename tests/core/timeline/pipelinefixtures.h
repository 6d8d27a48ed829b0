// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Test fixtures for the timeline: a vector kernel that loads a tile (MTE2), computes on it
// (VECTOR) and stores it (MTE3), once with one UB buffer (every stage waits for the previous
// tile's store: fully serial) and once with two (the next load overlaps the current compute).
// Built directly as model values, as an importer would fill them.

#include "core/model/pipelinetrace.h"
#include "core/model/profile.h"

#include <algorithm>

namespace rl::test {

struct TileTimes
{
    double loadUs = 4.0;
    double computeUs = 3.0;
    double storeUs = 2.0;
};

inline void addInstruction(PipelineTrace &trace, PipeLane &lane, double start, double dur, const char *mnemonic,
                           PipeInterval::Kind kind = PipeInterval::Kind::Instruction)
{
    lane.intervals.push_back({start, dur, trace.names.intern(std::string_view(mnemonic)), kind});
}

// `buffers` 1 = single-buffered, 2 = double-buffered. Each stage is split into two
// instructions (so boxes have neighbours) and each compute is preceded by a cache_time stall;
// SET_FLAG/WAIT_FLAG pairs link every load to its compute and every compute to its store.
inline PipelineTrace bufferedKernel(int buffers, int tiles = 4, int units = 1, TileTimes t = {})
{
    PipelineTrace trace;
    trace.operatorName = buffers > 1 ? u"add_custom_double_buffer"_qs : u"add_custom_single_buffer"_qs;
    for (int u = 0; u < units; ++u) {
        PipelineUnit unit;
        unit.name = u"core0.veccore%1"_qs.arg(u);
        PipeLane scalar{u"SCALAR"_qs, {}}, mte2{u"MTE2"_qs, {}}, vec{u"VECTOR"_qs, {}}, mte3{u"MTE3"_qs, {}};
        std::vector<double> storeEnd;
        double mte2Free = 0.0, vecFree = 0.0, mte3Free = 0.0;
        for (int i = 0; i < tiles; ++i) {
            const double load = std::max(mte2Free, i >= buffers ? storeEnd[size_t(i - buffers)] : 0.0);
            addInstruction(trace, mte2, load, t.loadUs / 2, "MOV_OUT_TO_UB");
            addInstruction(trace, mte2, load + t.loadUs / 2, t.loadUs / 2, "MOV_OUT_TO_UB");
            mte2Free = load + t.loadUs;
            const double compute = std::max(mte2Free, vecFree);
            addInstruction(trace, vec, compute - 0.25, 0.25, "cache_time", PipeInterval::Kind::CacheTime);
            addInstruction(trace, vec, compute, t.computeUs * 2 / 3, "VADD");
            addInstruction(trace, vec, compute + t.computeUs * 2 / 3, t.computeUs / 3, "VEXP");
            vecFree = compute + t.computeUs;
            const double store = std::max(vecFree, mte3Free);
            addInstruction(trace, mte3, store, t.storeUs, "MOV_UB_TO_OUT");
            mte3Free = store + t.storeUs;
            storeEnd.push_back(mte3Free);
            trace.links.push_back(
                {PipeLink::Kind::Flag, u, u"MTE2"_qs, mte2Free, u, u"VECTOR"_qs, compute, u"MTE2ToVECTOR"_qs});
            trace.links.push_back(
                {PipeLink::Kind::Flag, u, u"VECTOR"_qs, vecFree, u, u"MTE3"_qs, store, u"VECTORToMTE3"_qs});
        }
        unit.lanes = {scalar, mte2, vec, mte3};
        trace.units.push_back(std::move(unit));
    }
    return trace;
}

// A run of `count` kernels spread round-robin over `streams` device streams, back to back
// per stream with a 1 µs gap, each `durUs` long; operator i is event i. Kernel-level fixture.
inline Profile kernelRun(int count, int streams = 2, double durUs = 10.0)
{
    Profile p;
    p.name = u"run"_qs;
    for (int s = 0; s < streams; ++s)
        p.timeline.lanes.push_back(
            {u"Ascend Hardware"_qs, u"Stream %1"_qs.arg(s), TimelineLane::Kind::DeviceStream, 1, s});
    const qint64 base = 1736408883704643212; // epoch ns, as real traces have
    std::vector<qint64> nextStart(size_t(streams), base);
    for (int i = 0; i < count; ++i) {
        const int s = i % streams;
        Operator op;
        op.name = u"kernel_%1"_qs.arg(i);
        op.type = u"Add"_qs;
        op.taskType = TaskType::AiCore;
        op.startNs = nextStart[size_t(s)];
        op.durationUs = durUs;
        op.streamId = s;
        const quint32 name = p.timeline.strings.intern(op.name);
        p.timeline.append(quint16(s), *op.startNs, qint64(durUs * 1000), name, i);
        nextStart[size_t(s)] += qint64(durUs * 1000) + 1000;
        p.operators.push_back(std::move(op));
    }
    p.timeline.finish();
    return p;
}

} // namespace rl::test
