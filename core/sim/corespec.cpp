// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/corespec.h"

#include <cmath>

namespace rl::sim {

namespace {

int fractals(int n)
{
    return (qMax(1, n) + 15) / 16;
}

} // namespace

CoreSpec CoreSpec::fromHardware(const HardwareSpec &hw)
{
    CoreSpec s;
    if (hw.clockMhz > 0.0)
        s.clockMhz = hw.clockMhz;
    if (hw.cubeCores > 0)
        s.cores = hw.cubeCores;
    const auto peak = [&](ComponentId id, const QString &item, double fallback) {
        return hw.peakPerCycle(ComponentKey{id, Side::None}, item).value_or(fallback);
    };
    s.cubeOpsPerCycle = peak(ComponentId::Cube, u"fp16"_qs, s.cubeOpsPerCycle);
    s.vectorOpsPerCycle = peak(ComponentId::Vector, u"fp16"_qs, s.vectorOpsPerCycle);
    s.bytesPerCycle = {
        {u"gm_to_l1"_qs, peak(ComponentId::Mte2, u"gm_to_l1"_qs, 67.0)},
        {u"gm_to_ub"_qs, peak(ComponentId::Mte2, u"gm_to_ub"_qs, 67.0)},
        {u"l1_to_l0a"_qs, peak(ComponentId::Mte1, u"l1_to_l0a"_qs, 512.0)},
        {u"l1_to_l0b"_qs, peak(ComponentId::Mte1, u"l1_to_l0b"_qs, 256.0)},
        {u"ub_to_gm"_qs, peak(ComponentId::Mte3, u"ub_to_gm"_qs, 64.0)},
    };
    return s;
}

qint64 CoreSpec::transferCycles(const QString &path, double bytes) const
{
    const double rate = bytesPerCycle.value(path, 64.0);
    const bool gm = path.startsWith(u"gm_") || path.endsWith(u"_gm");
    return (gm ? gmLatency : localLatency) + qint64(std::ceil(bytes / rate));
}

qint64 CoreSpec::mmadCycles(int m, int k, int n) const
{
    const double fractalOps = 2.0 * 16 * 16 * 16;
    const double cycles = double(fractals(m)) * fractals(k) * fractals(n) * fractalOps / cubeOpsPerCycle;
    return cubeStartup + qint64(std::ceil(cycles));
}

double CoreSpec::mmadOps(int m, int k, int n)
{
    return 2.0 * 16 * 16 * 16 * double(fractals(m)) * fractals(k) * fractals(n);
}

} // namespace rl::sim
