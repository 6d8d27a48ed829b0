// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/operatorresult.h"
#include "core/common/diagnostics.h"
#include "core/hardware/hardwarespec.h"
#include "core/model/operator.h"

namespace rl {

// No component can do more than its peak: a U above this is an error in one of the model's
// inputs (the work, the peak, the clock or the block count), not a finding about the kernel.
// The 5 % margin covers rounding in the profilers' times and clocks.
inline constexpr double kImplausibleU = 1.05;

// Whether some component of the result is above kImplausibleU (drawn marked, no gain).
bool hasImplausibleU(const OperatorResult &result);

// Collects operators whose U exceeds kImplausibleU: marks the result (charts draw it marked),
// takes its estimated gain (a gain computed from an impossible figure does not exist) and
// names the likely cause in one warning per operator, up to a limit, then one summary.
class ImplausibleUtilisation
{
public:
    explicit ImplausibleUtilisation(const HardwareSpec &hardware) : m_hardware(hardware) { }

    void check(const Operator &op, OperatorResult &result);
    Diagnostics diagnostics() const;
    // Takes in what another collector found over the operators that follow this one's, as if
    // one collector had seen them all in order.
    void append(const ImplausibleUtilisation &later);

private:
    static constexpr int kNamedOperators = 20;

    const HardwareSpec &m_hardware;
    Diagnostics m_named;
    int m_count = 0;
};

} // namespace rl
