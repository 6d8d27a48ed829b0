// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFontMetrics>
#include <QString>
#include <QStringList>

namespace rl {

// Operator names are paths ("MobilenetV3/expanded_conv_3/depthwise/depthwise") that share
// their start and often their end; eliding in the middle leaves a dozen rows reading
// "Mobilenet…depthwise". These keep the part that tells rows apart.

// How many leading '/'-separated segments every path-like name shares (never all of any
// name; names without '/' are left out).
int sharedLeadingSegments(const QStringList &names);

// `name` fit into `width` pixels: whole when it fits; else with the shared leading segments
// replaced by "…/"; else the first segment that differs and the last one, "…" between them;
// else that cut from its start, so the end of the differing segment and the last stay; a name
// without '/' is cut in the middle, keeping its start and end.
QString elideDistinguishing(const QString &name, int sharedSegments, const QFontMetrics &metrics, int width);

} // namespace rl
