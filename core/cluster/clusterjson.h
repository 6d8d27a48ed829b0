// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/cluster/clusterresult.h"
#include "core/report/jsonutil.h"

namespace rl {

// `rooflens.cluster/1` (core/cluster/README.md §3); readClusterJson (clusterresult.h) reads it back.
json::Json clusterJson(const ClusterResult &cluster);

} // namespace rl
