// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QWidget;

namespace rl {

// A chart without zoom inside a scrolling page: QCustomPlot accepts every wheel event, so the
// page would stop scrolling under the mouse. This hands the plot's wheel events to its parent,
// which passes them up to the scroll area.
void passWheelToParent(QWidget *plot);

} // namespace rl
