// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/hardware/hardwarespec.h"

#include <QMap>
#include <QString>

namespace rl::sim {

// Timing of one simulated AI Core. Peaks come from the hardware catalogue; the latencies are
// the simulator's own assumptions (no public figure exists), chosen so small transfers and
// short vector instructions lose the efficiency the paper describes (ITG, AIP).
struct CoreSpec
{
    double clockMhz = 488.0;
    int cores = 2;
    double cubeOpsPerCycle = 8192.0;     // fp16 MMAD: one 16x16x16 fractal per cycle
    double vectorOpsPerCycle = 256.0;    // fp16: 128 lanes, a fused multiply-add counts 2
    int vectorLanesFp16 = 128;           // elements of one repeat (256 bytes)
    QMap<QString, double> bytesPerCycle; // per transfer path

    // Assumptions of the simulator (cycles).
    int gmLatency = 40;    // MTE2/MTE3 instruction start-up towards GM
    int localLatency = 12; // MTE1 (L1 -> L0A/L0B) start-up
    int vectorStartup = 5; // a vector instruction's fixed cost before its first repeat
    int cubeStartup = 8;   // an MMAD's fixed cost
    int issueCycles = 1;   // scalar cycles to dispatch one pipe instruction
    int barrierCycles = 4; // pipe_barrier(PIPE_ALL) after the pipes drain
    int queueDepth = 32;   // entries of each pipe queue; a full queue stalls dispatch

    // Ascend 310-class defaults, or the peaks of `hw` when it has them.
    static CoreSpec fromHardware(const HardwareSpec &hw);

    qint64 transferCycles(const QString &path, double bytes) const;
    qint64 vectorCycles(int repeat) const { return vectorStartup + qMax(1, repeat); }
    // MMAD of m x k x n (padded to 16-multiples, as the cube computes whole fractals).
    qint64 mmadCycles(int m, int k, int n) const;
    static double mmadOps(int m, int k, int n);
    double cyclesToUs(double cycles) const { return cycles / clockMhz; }
};

} // namespace rl::sim
