// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sim/simulatedworkload.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace rl::sim {

// The aic-metrics groups a coupled chip's op_summary can carry (core/io/README.md §1.4); msprof
// records one per run.
enum class MetricGroup { PipeUtilization, ArithmeticUtilization, Memory };

QString metricGroupName(MetricGroup group); // "PipeUtilization"...

// The group's measurement columns of a coupled chip, after aicore_time(us) and total_cycles,
// and one launch's values for them (`coreTimeUs` as written, so readers recompute exactly).
QStringList metricGroupHeader(MetricGroup group);
QStringList metricGroupValues(MetricGroup group, const KernelMeasurement &m, double coreTimeUs);

// One CSV cell listing a field of every tensor, ';'-separated; msprof quotes shapes literally:
// the cell """8,3,224,224""" holds "8,3,224,224".
QString tensorListCell(const TensorList &tensors, QString TensorDesc::*field, bool quoted);

// An msprof op_summary_*.csv of a coupled chip (unprefixed columns) for one metric group:
// base columns, aicore_time(us) and total_cycles, then the group's metrics. Start times are
// epoch microseconds from `startNs`; numbers have fixed decimals so output is reproducible.
QByteArray writeOpSummary(const SimulatedWorkload &workload, MetricGroup group, qint64 startNs);

} // namespace rl::sim
