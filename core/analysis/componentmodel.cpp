// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/componentmodel.h"

#include "core/analysis/chipmemorymodel.h"

namespace rl {

ComponentModel::ComponentModel(const HardwareSpec &hardware)
    : m_hw(hardware), m_peaks(hardware), m_hasL2(hardware.memory(ComponentId::L2) != nullptr),
      m_gmBandwidthGbs(hardware.memoryBandwidthGbs(ComponentId::Gm)),
      m_l2BandwidthGbs(hardware.memoryBandwidthGbs(ComponentId::L2))
{ }

Side ComponentModel::sideOf(const ComponentKey &key) const
{
    if (!m_hw.isSeparated())
        return Side::None;
    return key.side != Side::None ? key.side : defaultSide(key.id);
}

double ComponentModel::coreTimeFor(const Operator &op, const ComponentSample &sample) const
{
    if (sample.coreTimeUs && *sample.coreTimeUs > 0.0)
        return *sample.coreTimeUs;
    // Each side uses its own core time (core/README.md §3.2); a pure-vector operator may carry only
    // aiv_time and a pure-cube one only aicore_time, so fall back to the other, then to the
    // wall time.
    const auto positive = [](const std::optional<double> &v) { return v && *v > 0.0; };
    const bool aiv = sideOf(sample.key) == Side::Aiv;
    const std::optional<double> &own = aiv ? op.aivTimeUs : op.coreTimeUs;
    const std::optional<double> &other = aiv ? op.coreTimeUs : op.aivTimeUs;
    if (positive(own))
        return *own;
    if (positive(other))
        return *other;
    return op.durationUs;
}

int ComponentModel::blockDimFor(const Operator &op, const ComponentSample &sample) const
{
    if (sample.blockDim && *sample.blockDim > 0)
        return *sample.blockDim;
    // MIX operators launch on one side with Block Dim and on the other with Mix Block Dim:
    // MIX_AIC's vector part and MIX_AIV's cube part use the mix count (core/README.md §3.2).
    const Side side = sideOf(sample.key);
    const bool mixOther = (op.taskType == TaskType::MixAic && side == Side::Aiv)
        || (op.taskType == TaskType::MixAiv && side == Side::Aic);
    if (mixOther && op.mixBlockDim && *op.mixBlockDim > 0)
        return *op.mixBlockDim;
    return op.blockDim && *op.blockDim > 0 ? *op.blockDim : 1;
}

ComponentResult ComponentModel::evaluate(const Operator &op, const ComponentSample &sample) const
{
    ComponentResult r;
    r.key = sample.key;
    r.busyUs = sample.busyUs;
    r.coreTimeUs = coreTimeFor(op, sample);
    r.blockDim = blockDimFor(op, sample);
    // Kept per component of every kernel: the names as one shared list (most maps name one or
    // two items, the same few over a run), the numbers alone in the map's own block.
    r.work = MetricMap::sharingNamesOf(sample.work);
    if (sample.work.isEmpty() || r.coreTimeUs <= 0.0)
        return r;
    // Items are named by their position in a byte (ComponentResult::kMaxItems): no chip has
    // peaks for anywhere near as many precisions and paths.
    if (sample.work.size() > ComponentResult::kMaxItems) {
        r.missingPeakAt = ComponentResult::kTooManyItems;
        return r;
    }
    double idealTotalUs = 0.0; // all blocks together
    double dominantUs = -1.0;
    quint8 position = 0;
    for (auto it = sample.work.cbegin(); it != sample.work.cend(); ++it, ++position) {
        if (it.value() <= 0.0)
            continue;
        const auto peak = m_peaks.perCycle(sample.key, it.internedKey());
        if (!peak) {
            r.missingPeakAt = position;
            return r; // one unknown peak makes the operator-aware peak unknown
        }
        // peak per cycle × clock in MHz = operations (or bytes) per µs
        const double us = it.value() / (*peak * m_hw.clockMhz);
        idealTotalUs += us;
        if (us > dominantUs) {
            dominantUs = us;
            r.dominantAt = position;
        }
    }
    r.idealUs = idealTotalUs / r.blockDim;
    r.dominantShare = idealTotalUs > 0.0 ? dominantUs / idealTotalUs : 0.0;
    return r;
}

std::vector<ComponentResult> ComponentModel::evaluateAll(const Operator &op) const
{
    // Kept per operator, so reserved to the slot count it can need: the samples, then gm and
    // l2; an operator that moves no global memory gives the spare slots back below.
    const ChipMemoryModel chip(*this);
    std::vector<ComponentResult> out;
    out.reserve(op.components.size() + 2);
    for (const ComponentSample &s : op.components)
        out.push_back(evaluate(op, s));
    // The memories every core shares come last, after the per-core paths they add up. Every
    // GM-side byte passes L2 (core/hierarchy/README.md §1), so an operator with GM traffic
    // has both levels; L2's own counters win over the GM bytes where they were recorded.
    auto gm = chip.evaluateGm(op, out);
    auto l2 = chip.evaluateL2(op);
    if (!l2 && gm)
        l2 = chip.l2FromGm(op, *gm);
    for (auto *m : {&gm, &l2}) {
        if (*m)
            out.push_back(std::move(**m));
    }
    // A spare slot is 136 bytes, and a long run has a quarter of a million operators.
    if (out.size() < out.capacity())
        out.shrink_to_fit();
    return out;
}

} // namespace rl
