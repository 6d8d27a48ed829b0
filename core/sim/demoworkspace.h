// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/result.h"

#include <QString>
#include <QStringList>

namespace rl::sim {

// What `rooflens demo DIR` wrote.
struct DemoReport
{
    QString directory;
    QStringList files;          // relative to directory, in writing order
    double beforeTotalUs = 0.0; // operator time as simulated
    double afterTotalUs = 0.0;
    int operatorCount = 0;
};

// The built-in demo workspace: MobileNetV3-Large inference simulated on the Ascend 310 before
// and after the paper's optimisations, written in the real profiler formats (core/io/README.md):
//   DIR/README.txt                       what this is (also marks DIR as a demo workspace)
//   DIR/{before,after}/PROF_*/           one msprof run per metric group (PipeUtilization,
//                                        ArithmeticUtilization, Memory): op_summary + info.json
//   DIR/{before,after}/OPPROF_*/         one msprof op simulator run per Table 1 operator:
//                                        OpBasicInfo.csv and simulator/trace.json
// Byte-identical on every run. Refuses (Usage error) a DIR that exists, is not empty and is
// not a previous demo workspace; a previous demo's before/ and after/ are replaced.
Result<DemoReport> writeDemoWorkspace(const QString &directory);

// True when `directory` holds a workspace written by writeDemoWorkspace().
bool isDemoWorkspace(const QString &directory);

} // namespace rl::sim
