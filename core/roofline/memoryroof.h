// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/hardware/hardwarespec.h"
#include "core/roofline/componentpair.h"

#include <QList>
#include <QPointF>
#include <QString>

#include <vector>

namespace rl {

// The roof of a memory every core shares (GM, L2) on a component-pair chart: y = bandwidth × x.
// Drawn beside the per-core path roof, it shows how far a point is from the chip's limit when
// all cores stream, which the per-core roof × cores overstates (910B4: 40 × 195 GB/s per core
// against 0.8 TB/s of HBM).
struct MemoryRoof
{
    ComponentId memory = ComponentId::Gm;
    double chipGBps = 0.0;  // the chip's bandwidth for the variant in use
    double drawnGBps = 0.0; // as drawn: the chip's, or its share per core in the per-core view
    int cores = 1;          // the share's divisor (1 in the whole-operator view)
    QString variant;
    QList<QPointF> line; // from xLo to xHi

    QString label() const; // "HBM 1.75 TB/s (default)", "HBM 1.75 TB/s / 48 cores (default)"
};

// The level a chip memory is, as users know it: "HBM" for global memory, "L2".
QString memoryLevelName(ComponentId memory);

// Whether the pair's transfer component moves data to or from global memory (MTE2 reads it,
// MTE3 and FixPipe write it): only those charts are capped by GM and L2.
bool isGmFacing(const ComponentPair &pair);

// The GM and L2 roofs for the pair, for the memories whose bandwidth the chip spec has.
// `perCore` divides by the cores of the transfer component's side: each core's fair share.
std::vector<MemoryRoof> memoryRoofsFor(const HardwareSpec &hardware, const ComponentPair &pair, bool perCore,
                                       double xLo, double xHi);

} // namespace rl
