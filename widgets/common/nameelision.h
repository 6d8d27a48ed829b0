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
// without '/' is elided by elideKernelName().
QString elideDistinguishing(const QString &name, int sharedSegments, const QFontMetrics &metrics, int width);

// A kernel name ("aclnnMaxPool2dWithMaskBackward_TransDataSpecial_TransData": the API called,
// the implementation, the kernel run) fit into `width` pixels: whole when it fits; else
// without the "aclnn" every such name starts with; else the API cut in its middle, then "_…_"
// and the kernel whole ("MaxPo…kward_…_TransData"); names of one part are cut in the middle.
QString elideKernelName(const QString &name, const QFontMetrics &metrics, int width);

} // namespace rl
