// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/profile.h"

#include <QString>

namespace rl {

// msprof op runs beside an application-level run (core/io/README.md §8.8). The application run
// (msprof op_summary, torch_npu kernel_details, a profiler database) times every launch with
// the one metric group it recorded; a follow-up `msprof op` run replays one kernel with all
// of them. The follow-up is no second workload: its measurements belong to the application
// run's operators of that kernel.

// Whether a profile of this importer format is such a follow-up: an `OPPROF_*` run read by its
// metric-group CSVs.
bool isFollowUpFormat(const QString &formatId);

// Whether any operator of `followUp` names one of `operators` (operatorsNamed).
bool namesAnyOperator(const Profile &followUp, const std::vector<Operator> &operators);

// Joins each operator of `followUp` onto the operators of `profile` it names (operatorsNamed):
// every application-level launch of the kernel gets what it lacks (fillMissingFrom), the AIC
// and AIV halves' measurements under their own prefixes and sides, and the follow-up's
// instruction pipeline when it has one. Its input, metric groups, diagnostics (when it brought
// any group) and what it knew of the hardware are added to `profile`. An info says what was joined; a warning says
// when it names no operator, or ran with another block count. Returns the number of operators
// of `profile` joined.
int joinFollowUp(Profile &profile, Profile followUp);

} // namespace rl
