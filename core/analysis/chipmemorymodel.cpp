// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/chipmemorymodel.h"

namespace rl {

namespace {

std::optional<double> metric(const Operator &op, const QString &name)
{
    auto it = op.metrics.constFind(name);
    if (it == op.metrics.constEnd() || !(it.value() >= 0.0))
        return std::nullopt;
    return it.value();
}

// An unprefixed whole-operator count, else the sum of the AIC and AIV ones.
std::optional<double> wholeOperator(const Operator &op, const QString &name)
{
    if (const auto v = metric(op, name))
        return v;
    const auto aic = metric(op, u"aic_" + name);
    const auto aiv = metric(op, u"aiv_" + name);
    if (!aic && !aiv)
        return std::nullopt;
    return aic.value_or(0.0) + aiv.value_or(0.0);
}

} // namespace

ComponentResult ChipMemoryModel::result(const Operator &op, ComponentId memory, double read, double write) const
{
    ComponentResult r;
    r.key = ComponentKey{memory, Side::None};
    r.kind = ComponentKind::Transfer;
    r.coreTimeUs = op.durationUs; // shared by all cores: measured against the wall time
    r.blockDim = 1;
    r.work.insert(u"read"_qs, read);
    r.work.insert(u"write"_qs, write);
    static const InternedName kRead(u"read"_qs), kWrite(u"write"_qs), kBandwidth(u"bandwidth"_qs);
    r.dominantItem = read >= write ? kRead : kWrite;
    r.dominantShare = read + write > 0.0 ? std::max(read, write) / (read + write) : 0.0;
    const std::optional<double> bandwidthGbs = m_hw.memoryBandwidthGbs(memory);
    if (!bandwidthGbs) {
        r.missingPeak = kBandwidth;
        return r;
    }
    // 1 GB/s moves 1e3 bytes per µs.
    r.idealUs = (read + write) / (*bandwidthGbs * 1e3);
    if (op.durationUs > 0.0)
        r.U = *r.idealUs / op.durationUs;
    return r;
}

std::optional<ComponentResult> ChipMemoryModel::evaluateGm(const Operator &op,
                                                           const std::vector<ComponentResult> &cores) const
{
    // msprof op Memory / MemoryAccess: read_main_memory_datas(KB), write_main_memory_datas(KB).
    const auto readKb = wholeOperator(op, u"read_main_memory_datas"_qs);
    const auto writeKb = wholeOperator(op, u"write_main_memory_datas"_qs);
    double read = 0.0, write = 0.0;
    if (readKb || writeKb) {
        read = readKb.value_or(0.0) * 1024.0;
        write = writeKb.value_or(0.0) * 1024.0;
    } else {
        for (const ComponentResult &c : cores) {
            if (c.kind != ComponentKind::Transfer || isChipMemory(c.key.id))
                continue;
            for (auto it = c.work.cbegin(); it != c.work.cend(); ++it) {
                if (!(it.value() > 0.0))
                    continue;
                if (isGmReadPath(it.key()))
                    read += it.value();
                else if (isGmWritePath(it.key()))
                    write += it.value();
            }
        }
    }
    if (!(read + write > 0.0))
        return std::nullopt;
    return result(op, ComponentId::Gm, read, write);
}

std::optional<ComponentResult> ChipMemoryModel::evaluateL2(const Operator &op) const
{
    double read = 0.0, write = 0.0;
    bool known = false;
    for (const auto &[prefix, side] :
         {std::pair{QString(), Side::None}, std::pair{u"aic_"_qs, Side::Aic}, std::pair{u"aiv_"_qs, Side::Aiv}}) {
        const auto r = metric(op, prefix + u"l2_read_bw");
        const auto w = metric(op, prefix + u"l2_write_bw");
        if (!r && !w)
            continue;
        // Per-core GB/s over the side's core time, times the side's blocks (as the Memory
        // group's main-memory bandwidths are read): bytes = GB/s × 1e3 × µs × blocks.
        ComponentSample probe;
        probe.key = ComponentKey{ComponentId::Mte2, side};
        const double scale = 1e3 * m_cores.coreTimeFor(op, probe) * m_cores.blockDimFor(op, probe);
        read += r.value_or(0.0) * scale;
        write += w.value_or(0.0) * scale;
        known = true;
    }
    if (!known || !(read + write > 0.0))
        return std::nullopt;
    return result(op, ComponentId::L2, read, write);
}

} // namespace rl
