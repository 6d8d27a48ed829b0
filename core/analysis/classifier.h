// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/operatorresult.h"
#include "core/analysis/thresholds.h"
#include "core/hardware/hardwarespec.h"
#include "core/model/operator.h"

namespace rl {

// The paper's classification rules (core/README.md §3.3), applied to an operator whose
// components were already evaluated. classify() fills uThreshold, usesCube, category and
// boundComponent; evidence() says in one sentence which numbers decided. The sentence is
// made when it is shown or written, not kept: a long run has one per kernel. `hardware` is the
// analysis' (the chip memories' bandwidths the evidence quotes) and must outlive the classifier.
class Classifier
{
public:
    Classifier(const Thresholds &thresholds, const HardwareSpec &hardware)
        : m_thr(thresholds), m_hardware(&hardware) { }

    void classify(const Operator &op, OperatorResult &result) const;
    QString evidence(const Operator &op, const OperatorResult &result) const;
    static bool usesCube(const Operator &op, const OperatorResult &result);

private:
    Thresholds m_thr;
    const HardwareSpec *m_hardware;
};

} // namespace rl
