// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/freedmemory.h"

#include <cstdlib> // defines __GLIBC__ on glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace rl {

bool releaseFreedMemory()
{
#if defined(__GLIBC__)
    return ::malloc_trim(0) == 1;
#else
    return false;
#endif
}

} // namespace rl
