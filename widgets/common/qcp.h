// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The only place that includes QCustomPlot. Its header uses `signals:` and `foreach`, so
// QT_NO_KEYWORDS and QT_NO_FOREACH must never reach a file that includes this one (they are
// set on core only).
#include <qcustomplot.h>
