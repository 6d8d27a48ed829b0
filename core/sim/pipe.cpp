// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/pipe.h"

#include "core/model/pipes.h"

namespace rl::sim {

QString pipeTraceName(Pipe pipe)
{
    return pipeOfComponent(componentOf(pipe));
}

QString pipeSyncName(Pipe pipe)
{
    switch (pipe) {
    case Pipe::Scalar:
        return u"PIPE_S"_qs;
    case Pipe::Cube:
        return u"PIPE_M"_qs;
    case Pipe::Vector:
        return u"PIPE_V"_qs;
    case Pipe::Mte1:
        return u"PIPE_MTE1"_qs;
    case Pipe::Mte2:
        return u"PIPE_MTE2"_qs;
    case Pipe::Mte3:
        return u"PIPE_MTE3"_qs;
    case Pipe::FixPipe:
        return u"PIPE_FIX"_qs;
    }
    return {};
}

ComponentId componentOf(Pipe pipe)
{
    switch (pipe) {
    case Pipe::Scalar:
        return ComponentId::Scalar;
    case Pipe::Cube:
        return ComponentId::Cube;
    case Pipe::Vector:
        return ComponentId::Vector;
    case Pipe::Mte1:
        return ComponentId::Mte1;
    case Pipe::Mte2:
        return ComponentId::Mte2;
    case Pipe::Mte3:
        return ComponentId::Mte3;
    case Pipe::FixPipe:
        return ComponentId::FixPipe;
    }
    return ComponentId::Scalar;
}

} // namespace rl::sim
