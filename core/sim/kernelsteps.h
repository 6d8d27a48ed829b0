// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sim/kernelbuilder.h"
#include "core/sim/kernelknobs.h"

#include <initializer_list>

namespace rl::sim {

// Building blocks shared by the kernel templates.

// A move split into instructions of at most knobs.transferBytes (ITG).
void moveChunks(KernelBuilder &b, const KernelKnobs &knobs, Pipe pipe, const QString &mnemonic, const QString &path,
                double bytes, std::initializer_list<int> reads, std::initializer_list<int> writes);

// `repeats` vector repeats split into instructions of knobs.vectorRepeat (AIP); a software
// loop costs the scalar `loopCycles` per extra instruction.
void vectorRepeats(KernelBuilder &b, const KernelKnobs &knobs, const QString &mnemonic, const QString &precision,
                   qint64 repeats, double opsPerRepeat, std::initializer_list<int> reads,
                   std::initializer_list<int> writes);

// knobs.extraBarriers x pipe_barrier(PIPE_ALL) (RUS).
void tileBarriers(KernelBuilder &b, const KernelKnobs &knobs);

} // namespace rl::sim
