// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/profile.h"
#include "core/run/runbreakdown.h"

#include <QStringList>

#include <optional>

namespace rl {

// The run-level breakdown of the job at or below `paths` (core/README.md §5.1): every rank's
// step_trace_time.csv (with its communication.json), else msprof-analyze's
// cluster_step_trace_time.csv, else the breakdown derived from the loaded profile's timeline.
// The largest free gaps always come from the timeline when there is one. Nothing when the job
// has neither step traces nor a device timeline. Unreadable files are warnings in the result.
std::optional<RunBreakdown> loadRunBreakdown(const QStringList &paths, const Profile &profile);

// Whether a folder (or a file's own folder) holds step-trace files, without reading them.
bool holdsRunFiles(const QString &path);

} // namespace rl
