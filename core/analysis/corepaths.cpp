// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/corepaths.h"

#include "core/analysis/operatorfamily.h"

namespace rl {

namespace {

bool onCubePath(ComponentId id)
{
    return id == ComponentId::Cube || id == ComponentId::Mte1 || id == ComponentId::FixPipe;
}

bool onVectorPath(ComponentId id)
{
    return id == ComponentId::Vector;
}

// True when a component of the path was busy or moved work, false when the path's components
// were measured and all idle, nullopt when none was measured.
std::optional<bool> measuredUse(const OperatorResult &result, bool (*onPath)(ComponentId))
{
    std::optional<bool> used;
    for (const ComponentResult &c : result.components) {
        if (!onPath(c.key.id))
            continue;
        double work = 0.0;
        for (double w : c.work)
            work += w;
        if ((c.busyUs && *c.busyUs > 0.0) || work > 0.0)
            return true;
        if (c.busyUs || !c.work.isEmpty())
            used = false;
    }
    return used;
}

CorePaths fromTaskType(TaskType type, const HardwareSpec &hardware)
{
    CorePaths paths;
    switch (type) {
    case TaskType::AiVectorCore:
        paths.cube = false;
        paths.vector = true;
        break;
    case TaskType::MixAic:
    case TaskType::MixAiv:
        paths.cube = true;
        paths.vector = true;
        break;
    case TaskType::AiCore:
        // A coupled core has both units, so the task type tells nothing there.
        if (hardware.isSeparated()) {
            paths.cube = true;
            paths.vector = false;
        }
        break;
    case TaskType::AiCpu:
    case TaskType::Communication:
    case TaskType::Other:
        paths.cube = false;
        paths.vector = false;
        break;
    case TaskType::Unknown:
        break;
    }
    return paths;
}

CorePaths fromFamily(OperatorFamily family)
{
    CorePaths paths;
    switch (family) {
    case OperatorFamily::FlashAttention:
        paths.cube = true;
        paths.vector = true;
        break;
    case OperatorFamily::MatMul:
    case OperatorFamily::Convolution:
        paths.cube = true;
        break;
    case OperatorFamily::Elementwise:
    case OperatorFamily::NormReduce:
    case OperatorFamily::DataMovement:
        paths.cube = false;
        paths.vector = true;
        break;
    case OperatorFamily::Other:
        break;
    }
    return paths;
}

} // namespace

CorePaths corePathsOf(const Operator &op, const OperatorResult &result, const HardwareSpec &hardware)
{
    CorePaths paths{measuredUse(result, onCubePath), measuredUse(result, onVectorPath)};
    const CorePaths byTask = fromTaskType(op.taskType, hardware);
    if (!paths.cube)
        paths.cube = byTask.cube;
    if (!paths.vector)
        paths.vector = byTask.vector;
    if (paths.cube && paths.vector)
        return paths;
    const CorePaths byFamily = fromFamily(operatorFamilyOf(op));
    if (!paths.cube)
        paths.cube = byFamily.cube;
    if (!paths.vector)
        paths.vector = byFamily.vector;
    return paths;
}

} // namespace rl
