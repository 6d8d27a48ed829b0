// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/operatorresult.h"
#include "core/common/diagnostics.h"
#include "core/hardware/hardwarespec.h"
#include "core/model/operator.h"

namespace rl {

// Whether some figure of the result cannot be (OperatorResult::implausible: drawn marked, no gain).
bool hasImplausibleU(const OperatorResult &result);

// The input that must be wrong for `c`'s U or E to be above kImplausibleU, in words.
QString likelyCauseOfImpossibleFigure(const Operator &op, const OperatorResult &result, const ComponentResult &c,
                                      const HardwareSpec &hardware);

// Collects operators with an impossible figure (U or E above kImplausibleU on a component that
// counts, OperatorResult::impossibleComponent): takes its estimated gain (a gain computed from
// an impossible figure does not exist) and names the likely cause in one warning per operator,
// up to a limit, then one summary. The result is marked by the classifier.
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
