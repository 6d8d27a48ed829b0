// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/comm/communicationdata.h"

#include <QStringList>

#include <optional>

namespace rl {

// The communication of the job at or below `paths` (folders are searched, a file stands for
// its own folder), from the first source kind that has any (core/comm/README.md §2): per-rank
// communication.json (with communication_matrix.json), analysis.db, cluster_communication.json
// (with its matrix), profiler databases, msprof HCCL timelines. Nothing when none has a
// collective. Unreadable or malformed files are warnings in the result; the rest still loads.
std::optional<CommunicationData> loadCommunication(const QStringList &paths);

// Whether a folder holds communication files RoofLens reads, without reading them: lets a
// folder with nothing else open as a job (core/comm/README.md §2).
bool holdsCommunicationFiles(const QString &path);

} // namespace rl
