// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/componentpeaks.h"
#include "core/analysis/operatorresult.h"
#include "core/hardware/hardwarespec.h"
#include "core/model/operator.h"

#include <vector>

namespace rl {

// Equations 1–9 of the paper in the closed form of core/README.md §3.2, per component:
//   T_ideal,c = Σ_i work_i / (peak_i × clock), all blocks together
//   U_c = T_ideal,c / (block_dim × core_time)   R_c = busy_c / core_time   E_c = U_c / R_c
// Summing per-item ideal times is the operator-aware (harmonic-mean) peak of Eq. 4: work a
// component does serially in several precisions or paths is measured against the mix.
class ComponentModel
{
public:
    explicit ComponentModel(const HardwareSpec &hardware);

    // The side a sample belongs to on this chip (None on coupled chips).
    Side sideOf(const ComponentKey &key) const;
    double coreTimeFor(const Operator &op, const ComponentSample &sample) const;
    int blockDimFor(const Operator &op, const ComponentSample &sample) const;

    ComponentResult evaluate(const Operator &op, const ComponentSample &sample) const;
    // Every sample of the operator, then the chip memories gm and l2 where their traffic is known.
    std::vector<ComponentResult> evaluateAll(const Operator &op) const;

    // The hardware's figures for the chip memories (HardwareSpec::memory, memoryBandwidthGbs),
    // looked up once: every kernel with global-memory traffic asks for both levels.
    bool hasL2() const { return m_hasL2; }
    std::optional<double> memoryBandwidthGbs(ComponentId memory) const
    {
        return memory == ComponentId::Gm ? m_gmBandwidthGbs : m_l2BandwidthGbs;
    }

private:
    const HardwareSpec &m_hw;
    const ComponentPeaks m_peaks;
    bool m_hasL2 = false;
    std::optional<double> m_gmBandwidthGbs, m_l2BandwidthGbs;
};

} // namespace rl
