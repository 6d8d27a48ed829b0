// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace rl::layout {

// Recognising profiler output directories by what they contain (core/io/README.md §0.1, §8), not by
// their names, which users and wrappers change.

// torch_npu / MindSpore run: ASCEND_PROFILER_OUTPUT/ or profiler_info*.json inside.
bool isTorchNpuRun(const QString &dir);
// Child directories that are torch_npu runs (one per rank), sorted by name.
QStringList torchNpuRuns(const QString &parent);

// msprof PROF_* directory: mindstudio_profiler_output/, msprof_*.db, or device_N/ with
// info.json.N or a timeline/ folder holding msprof_*.json (HCCL tracks alone are not a run).
bool isMsprofRun(const QString &dir);

// msprof op OPPROF_* directory: OpBasicInfo.csv, or a simulator/ folder with a trace.
bool isOpprofRun(const QString &dir);

// Files in `dir` matching one of the wildcard patterns, sorted by name (full paths).
QStringList files(const QString &dir, const QStringList &patterns);
// Sub-directories of `dir` matching the patterns, sorted by name (full paths).
QStringList dirs(const QString &dir, const QStringList &patterns);

} // namespace rl::layout
