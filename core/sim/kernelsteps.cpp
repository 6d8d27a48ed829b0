// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/kernelsteps.h"

#include <cmath>

namespace rl::sim {

void moveChunks(KernelBuilder &b, const KernelKnobs &knobs, Pipe pipe, const QString &mnemonic, const QString &path,
                double bytes, std::initializer_list<int> reads, std::initializer_list<int> writes)
{
    if (bytes <= 0.0)
        return;
    const double chunk = knobs.transferBytes > 0 ? double(knobs.transferBytes) : bytes;
    const int count = qMax(1, int(std::ceil(bytes / chunk)));
    double left = bytes;
    for (int i = 0; i < count; ++i) {
        const double now = qMin(chunk, left);
        b.transfer(pipe, mnemonic, path, now, reads, writes);
        left -= now;
    }
}

void vectorRepeats(KernelBuilder &b, const KernelKnobs &knobs, const QString &mnemonic, const QString &precision,
                   qint64 repeats, double opsPerRepeat, std::initializer_list<int> reads,
                   std::initializer_list<int> writes)
{
    if (repeats <= 0)
        return;
    const qint64 perInstruction = qBound(1, knobs.vectorRepeat, 255);
    qint64 left = repeats;
    bool first = true;
    while (left > 0) {
        const qint64 now = qMin(perInstruction, left);
        if (!first)
            b.scalar(2, u"ADDI"_qs); // loop counter and address update of the software loop
        b.vector(mnemonic, precision, int(now), opsPerRepeat, reads, writes);
        left -= now;
        first = false;
    }
}

void tileBarriers(KernelBuilder &b, const KernelKnobs &knobs)
{
    for (int i = 0; i < knobs.extraBarriers; ++i)
        b.barrierAll();
}

} // namespace rl::sim
