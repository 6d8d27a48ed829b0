// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/comm/communicationreport.h"
#include "widgets/common/qcp.h"

#include <QColor>
#include <QIcon>

namespace rl {

// How a communication verdict and a heatmap cell look in every view. The light colours are the
// HTML report's (core/report/reportpalette), so the app and the report agree; the dark theme
// gets lighter variants that read on a dark base, as categorystyle does for categories. Each
// verdict has its own marker too, so the verdicts stay apart in greyscale and for colour-blind
// readers.
QColor communicationVerdictColor(CommunicationVerdict verdict, bool darkBackground = false);
QCPScatterStyle::ScatterShape communicationVerdictShape(CommunicationVerdict verdict);
QIcon communicationVerdictIcon(CommunicationVerdict verdict, bool darkBackground = false);

// A heatmap cell, `fraction` 0 (idle) to 1 (at the roof): light to deep blue on light
// backgrounds, dark slate to bright blue on dark ones (the busy cells stand out in both).
QColor heatColor(double fraction, bool darkBackground = false);
QCPColorGradient heatGradient(bool darkBackground = false);

// The verdicts in the order the views list them: the ones that need action first.
const std::vector<CommunicationVerdict> &communicationVerdictsInOrder();

} // namespace rl
