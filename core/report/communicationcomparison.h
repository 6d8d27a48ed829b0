// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/compare/communicationdeltas.h"
#include "core/report/jsonarraystream.h"

#include <QString>

namespace rl {

class HtmlDocument;

inline constexpr char kCommunicationMatchesMarker[] = "\x01communication matches\x01";

// `communication` of the comparison JSON: both runs' sources and summaries, the unmatched
// counts, and the matches as the marker (streamed: a long job has hundreds of thousands).
json::Json communicationComparisonJson(const CommunicationReport &baseline, const CommunicationReport &candidate,
                                       const CommunicationComparison &comparison);
json::StreamedArray communicationMatchesArray(const CommunicationComparison &comparison);

// The comparison text's communication lines: counts and the largest changes.
QString communicationComparisonText(const CommunicationComparison &comparison, int top = 5);

// The comparison report's communication section: both summaries and the largest changes.
void communicationComparisonSection(HtmlDocument &doc, const CommunicationReport &baseline,
                                    const CommunicationReport &candidate, const CommunicationComparison &comparison);

} // namespace rl
