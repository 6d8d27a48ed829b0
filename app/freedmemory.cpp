// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/freedmemory.h"

#include <cstdlib> // defines __GLIBC__ on glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace rl {

bool returnFreedMemoryToTheSystem()
{
#if defined(__GLIBC__)
    constexpr int kTrimThresholdBytes = 1 << 20;
    return mallopt(M_TRIM_THRESHOLD, kTrimThresholdBytes) == 1;
#else
    return false;
#endif
}

} // namespace rl
