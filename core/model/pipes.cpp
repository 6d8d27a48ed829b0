// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/pipes.h"

#include <iterator>

namespace rl {

const PipeLaneInfo *pipeLaneInfo(QStringView pipe)
{
    for (const PipeLaneInfo &info : kPipeLanes) {
        if (pipe == QLatin1String(info.name))
            return &info;
    }
    return nullptr;
}

int pipeDisplayRank(QStringView pipe)
{
    const PipeLaneInfo *info = pipeLaneInfo(pipe);
    return info ? int(info - std::begin(kPipeLanes)) : int(std::size(kPipeLanes));
}

std::optional<ComponentId> componentOfPipe(QStringView pipe)
{
    const PipeLaneInfo *info = pipeLaneInfo(pipe);
    return info ? info->component : std::nullopt;
}

bool isExecutionPipe(QStringView pipe)
{
    return componentOfPipe(pipe).has_value();
}

QString pipeOfComponent(ComponentId component)
{
    for (const PipeLaneInfo &info : kPipeLanes) {
        if (info.component == component)
            return QLatin1String(info.name);
    }
    return {};
}

QString pipeOfNumericId(qint64 id)
{
    for (const PipeLaneInfo &info : kPipeLanes) {
        if (info.numericId != 0 && info.numericId == id)
            return QLatin1String(info.name);
    }
    return {};
}

} // namespace rl
