// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/tables/metricgroups.h"
#include "core/model/operator.h"

#include <QMap>
#include <QString>
#include <QStringList>

namespace rl {

// The PMU values of one operator, by metric name without unit suffix ("aic_mac_time",
// "aiv_vec_ratio", "cube_utilization"), times already in µs. CSV columns and DB rows both
// become this, so one mapping to the model serves every table format.
using PmuValues = MetricMap;

// Fills core times, components (busy and work) and metrics of `op` from its PMU values
// (core/io/README.md §1.5; core/README.md §3.2). `separated` says whether the aic_/aiv_ prefixes
// name the two sides of a split chip; on coupled chips (and msprof op's 310P tables, whose
// columns are all aic_) components have no side. Block counts and task type must already be
// set on `op`: bandwidth columns are turned into bytes with them.
//
// A pipe's busy time comes from `*_time`, else `*_ratio` × the side's core time. Where both are
// written and disagree by more than 0.05 of the core time, `ratios` says which wins: kernel
// tables (torch_npu, msprof op_summary, the databases) take the profiler's ratio, which is what
// it computed its own utilisation from (torch_npu MIX rows: aic_mte2_ratio 0.872 against
// time / core time 0.472); msprof op runs take the times (CANN 8.5.2 divides its ratios by one
// kernel-wide time, not the side's core time).
enum class DisagreeingRatios { UseTime, UseRatio };
void applyPmuValues(Operator &op, const PmuValues &values, bool separated,
                    DisagreeingRatios ratios = DisagreeingRatios::UseTime);
// The same, taking `values` over as the operator's metrics when it has none yet: a table row's
// values are then not copied (a long run's rows each have a few dozen).
void applyPmuValues(Operator &op, PmuValues &&values, bool separated,
                    DisagreeingRatios ratios = DisagreeingRatios::UseTime);

} // namespace rl
