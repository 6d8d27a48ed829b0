// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/comm/communicationreport.h"

#include <QString>

namespace rl {

class HtmlDocument;

// The HTML report's communication section: the summary, the links against their roofs, the
// rank-to-rank heatmap of each transport (SVG), the bandwidth-against-size chart with the link
// roofs, and the collectives that lose most with their verdict, evidence and advice.
void communicationSection(HtmlDocument &doc, const CommunicationReport &report);

// A src × dst heatmap of one transport's matrix links: colour by utilisation of the roof (by
// bandwidth against the fastest link where the chip has no roof), the slowest link outlined.
// Ranks are binned (8 per node, more beyond 512 ranks) so that at most 64 rows are drawn.
QString communicationHeatmapSvg(const CommunicationReport &report, const QString &transport);

// Each collective's transport as a point of bandwidth against size (log–log), the chip's
// roof for each transport as a line: the communication Roofline.
QString communicationScatterSvg(const CommunicationReport &report);

} // namespace rl
