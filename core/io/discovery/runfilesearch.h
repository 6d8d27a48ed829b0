// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDir>
#include <QStringList>

#include <functional>

namespace rl {

// Every folder at or below `paths` that a run-level reader (communication, device memory) looks
// in: a folder and its sub-folders down to 8 levels, a file standing for its own folder alone,
// each folder once however it is reached (links, overlapping inputs), at most 5,000 folders so a
// home directory given by mistake stays quick. Breadth first, names in order.
void forEachRunFolder(const QStringList &paths, const std::function<void(const QDir &)> &visit);

// The file names of the profiler databases (torch_npu, MindSpore, msprof) in `folder`, sorted.
QStringList profilerDatabasesIn(const QDir &folder);

} // namespace rl
