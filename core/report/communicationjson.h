// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/comm/communicationreport.h"
#include "core/report/jsonarraystream.h"
#include "core/report/jsonutil.h"

namespace rl {

// The marker `run.communication.operators` holds in the document until the collectives are
// streamed in its place (a 64-rank job has hundreds of thousands).
inline constexpr char kCommunicationOperatorsMarker[] = "\x01communication operators\x01";

// `run.communication` of contract §7b, its operators as the marker.
json::Json communicationJson(const CommunicationReport &report);

// The collectives, written one at a time where the marker stands.
json::StreamedArray communicationOperatorsArray(const CommunicationReport &report);

// One collective as contract §7b lays it out.
void writeCollective(json::JsonStreamWriter &w, const JudgedCollective &c);

} // namespace rl
