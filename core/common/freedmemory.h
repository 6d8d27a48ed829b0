// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace rl {

// Hands memory freed inside the process back to the system, in every malloc arena. A reader
// that parsed on several threads leaves their freed batches in the threads' own arenas, where
// the thread that goes on (building the operators, the analysis) does not reuse them: a 1 GB
// trace's whole analysis peaked 20-30 MB of anonymous memory higher without this. Does nothing
// where the C library has no such call. Returns whether any memory was handed back.
bool releaseFreedMemory();

} // namespace rl
