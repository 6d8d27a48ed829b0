// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/hardware/hardwarespec.h"
#include "core/model/profile.h"

#include <QString>

#include <vector>

namespace rl {

// One figure of the chip an analysis used, with where it came from: the user's choice, a
// hardware file, the profile's own record, or the catalogue's nominal value. A user who
// doubts a verdict checks these first (a wrong clock or core count moves every U).
struct ChipFact
{
    QString label;  // "Clock"
    QString value;  // "1650 MHz"
    QString source; // "recorded in the profile"
};

// Chip, clock, AI Cores, vector cores, HBM variant and global-memory bandwidth, in the
// current language.
std::vector<ChipFact> chipFacts(const HardwareSpec &spec, const Profile &profile);

// The same in one line for a status bar: "Ascend 910B4 · 1650 MHz (recorded) · 24 AI Cores
// + 48 vector cores (catalogue) · HBM default".
QString chipStatusLine(const HardwareSpec &spec, const Profile &profile);

} // namespace rl
