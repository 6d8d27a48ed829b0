// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointF>
#include <QString>

#include <functional>

class QCustomPlot;
class QObject;

namespace rl {

// The pointer on a chart of operators (the Roofline pairs, the memory levels): a left press
// and release within a few pixels of each other is a click on the operator `operatorAt` finds
// there, handed to `clicked` (further apart it is the rubber band's zoom); moving shows that
// operator's tooltip, or hides it off the points. The connections live as long as `context`.
void pickOperatorsOn(QCustomPlot *plot, QObject *context, std::function<int(const QPointF &)> operatorAt,
                     std::function<QString(int)> tooltip, std::function<void(int)> clicked);

} // namespace rl
