// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace rl::layout {

// The torch_npu run folder a file or folder belongs to (itself or up to three levels up), or
// empty: a rank's files sit at most three levels below its run folder.
QString torchNpuRunOf(const QString &path);

// The rank of a run folder: its profiler_info_<rank>.json, else a "rank_<N>" / "rank<N>" in
// its name; nullopt when neither says.
std::optional<int> rankOfRunFolder(const QString &runFolder);

} // namespace rl::layout
