// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/profile.h"

namespace rl {

void DetectedHardware::fillMissingFrom(const DetectedHardware &other)
{
    if (chip.isEmpty())
        chip = other.chip;
    if (!clockMhz)
        clockMhz = other.clockMhz;
    if (!aicCount)
        aicCount = other.aicCount;
    if (!aivCount)
        aivCount = other.aivCount;
    if (!platformVersion)
        platformVersion = other.platformVersion;
}

double Profile::totalDurationUs() const
{
    double total = 0.0;
    for (const Operator &op : operators)
        total += op.durationUs;
    return total;
}

} // namespace rl
