// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/result.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace rl {

// One rank of a job as its folders show it, found without reading any table (core/job/README.md
// §1): a job of 64 ranks is listed as fast as one.
struct JobRank
{
    int rank = 0;
    QString path;            // the rank's profiler run folder
    bool hasKernels = false; // a kernel table or profiler database is there
};

// The ranks of the job at `paths`: each path that is a torch_npu / MindSpore run folder is one
// rank, a folder above run folders gives each of them. Sorted by rank; a folder whose rank is
// not recorded gets the next free number. Empty when the paths hold no run folder.
std::vector<JobRank> jobRanks(const QStringList &paths);

// Whether `paths` name the run folders of two or more ranks of one job (each path one rank, no
// rank twice): such paths are a job, not one workload recorded several times.
bool areRanksOfOneJob(const QStringList &paths);

// The rank of `ranks` to show first: `wanted` when it is there, else the lowest with a kernel
// table, else the lowest.
std::optional<JobRank> rankToShow(const std::vector<JobRank> &ranks, int wanted);

// "0, 1, 2": the rank numbers, for messages.
QString rankNumbers(const std::vector<JobRank> &ranks);
// The usage error for a rank the job does not have, naming those it has.
Error rankNotInJob(const std::vector<JobRank> &ranks, int rank, const QString &location);

} // namespace rl
