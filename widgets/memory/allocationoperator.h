// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rl {

struct Profile; // core/model/profile.h

// The operator an allocation stands for on the kernel timeline: the device operator named as
// the allocation is (a TransData the profiler recorded both ways), the one starting last at or
// before the allocation when several are; else the first device operator starting at or after
// the allocation time (the host op "aten::mm" allocates, then its kernel runs). -1 when none.
int operatorForAllocation(const Profile &profile, const QString &name, qint64 allocationNs);

} // namespace rl
