// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sim/pipe.h"

#include <QString>

#include <vector>

namespace rl::sim {

// One instruction of a kernel's single instruction stream. The scalar unit dispatches the
// stream in order into the pipe queues; each queue executes in order.
struct Instruction
{
    enum class Kind : quint8 {
        Scalar,   // runs on the scalar unit itself, holding up dispatch (address and loop math)
        Work,     // a compute or transfer instruction on `pipe`
        SetFlag,  // on `pipe` (the source): raises flag `flag` once the pipe's earlier work is done
        WaitFlag, // on `pipe` (the destination): blocks the pipe until flag `flag` is raised
        Barrier   // pipe_barrier(PIPE_ALL): dispatch stops until every pipe is idle
    };

    Kind kind = Kind::Work;
    Pipe pipe = Pipe::Scalar;
    Pipe partner = Pipe::Scalar; // SetFlag: the waiting pipe; WaitFlag: the setting pipe
    qint64 cycles = 0;           // execution cycles (Scalar, Work)
    int flag = -1;               // SetFlag/WaitFlag: flag id, unique per dependency
    QString mnemonic;            // "MOV_OUT_TO_UB", "VADD", "MMAD"...
    QString item;                // precision ("fp16") or transfer path ("gm_to_ub"); empty = none
    double amount = 0.0;         // operations or bytes of `item`
    int repeat = 0;              // vector repeat count, for the trace detail
};

// A kernel body as one instruction stream, ready for the scheduler.
struct Program
{
    std::vector<Instruction> instructions;
    int flagCount = 0;
};

} // namespace rl::sim
