// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QWidget;

namespace rl {

// A chart without zoom inside a scrolling page: QCustomPlot accepts every wheel event, so the
// page would stop scrolling under the mouse. This hands the plot's wheel events to its parent,
// which passes them up to the scroll area.
void passWheelToParent(QWidget *plot);

// A chart that zooms, in a list of charts: the wheel scrolls the list (the nearest scroll
// area above the plot) until the user has clicked the plot, and again once the mouse has
// left it; with Ctrl held the wheel always zooms. A list that zoomed every chart it scrolled
// past fought the user (widgets/README.md §3, the Roofline list).
void passWheelToListUntilClicked(QWidget *plot);

} // namespace rl
