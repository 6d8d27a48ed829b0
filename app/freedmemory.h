// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace rl {

// The window is a long-lived process whose big passes (loading a run, laying the charts out
// for single calls) free tens of megabytes they are done with. glibc keeps free memory at the
// top of its heaps up to a threshold that it raises to as much as 32 MB once large blocks have
// been freed, so the window kept about 40 MB it no longer used (a quarter of a million kernels:
// README.md, long runs). This fixes the threshold at 1 MB, so freed memory goes back to the system.
// Process-wide; returns whether the allocator took the setting (false off glibc and under
// sanitizers, which bring their own allocator).
bool returnFreedMemoryToTheSystem();

} // namespace rl
