// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/component.h"

#include <QString>

#include <array>

namespace rl::sim {

// The instruction queues of one AI Core (core/README.md §3.1). Each executes its instructions in
// order, one at a time; different pipes run in parallel.
enum class Pipe : quint8 { Scalar, Cube, Vector, Mte1, Mte2, Mte3, FixPipe };
inline constexpr int kPipeCount = 7;
inline constexpr std::array<Pipe, kPipeCount> kAllPipes = {Pipe::Scalar, Pipe::Cube, Pipe::Vector, Pipe::Mte1,
                                                           Pipe::Mte2,   Pipe::Mte3, Pipe::FixPipe};

inline int pipeIndex(Pipe pipe)
{
    return int(pipe);
}

// Lane name in a simulator trace.json (`tid`, core/io/README.md §5.2): SCALAR, CUBE, VECTOR,
// MTE1...
QString pipeTraceName(Pipe pipe);
// Name in AscendC synchronisation calls: PIPE_S, PIPE_M, PIPE_V, PIPE_MTE1...
QString pipeSyncName(Pipe pipe);
// The model component a pipe feeds.
ComponentId componentOf(Pipe pipe);

} // namespace rl::sim
