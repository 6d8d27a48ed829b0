// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/result.h"
#include "core/model/component.h"
#include "core/sim/corespec.h"
#include "core/sim/instruction.h"

#include <array>
#include <vector>

namespace rl::sim {

// One instruction as it ran: for traces. WAIT_FLAG spans the time its pipe stood blocked.
struct ExecutedInstruction
{
    int index = 0; // into Program::instructions
    qint64 start = 0;
    qint64 end = 0;
};

// What one block did on one core.
struct BlockRun
{
    qint64 cycles = 0;                           // from the first dispatch to the last completion
    std::array<qint64, kPipeCount> busyCycles{}; // cycles each pipe executed instructions
    std::array<WorkMap, kPipeCount> work;        // operations or bytes per precision or path
    std::vector<ExecutedInstruction> executed;   // only when recording
};

// Discrete-event model of one AI Core running one block (core/README.md §8.1): the scalar unit
// dispatches the instruction stream in order into per-pipe queues of bounded depth; every
// queue executes in order; WAIT_FLAG blocks its pipe until the matching SET_FLAG ran on the
// other pipe; pipe_barrier(PIPE_ALL) stops dispatch until all pipes are idle. A pipe is busy
// only while it executes (waiting is idle time, as msprof counts it).
class AiCoreSim
{
public:
    explicit AiCoreSim(const CoreSpec &spec) : m_spec(spec) { }

    // An Internal error when the stream can never finish (a WAIT_FLAG without its SET_FLAG).
    Result<BlockRun> run(const Program &program, bool record = false) const;

private:
    CoreSpec m_spec;
};

} // namespace rl::sim
