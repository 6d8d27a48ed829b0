// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rl {

// The host a rank ran on, where its profile records one (core/cluster/README.md §2): the
// HOST_INFO table of a profiler database (torch_npu's ascend_pytorch_profiler_*.db, msprof's
// msprof_*.db) or the `hostname` of msprof's info.json files. Empty when none says it
// (torch_npu's text export records no host). Looks at most two folders down.
QString nodeNameOf(const QString &rankPath);

} // namespace rl
