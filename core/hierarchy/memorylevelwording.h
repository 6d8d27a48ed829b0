// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/operatorresult.h"
#include "core/hardware/hardwarespec.h"
#include "core/model/operator.h"

#include <QString>

namespace rl {

// The sentences that say which level served an operator's GM-side bytes and how far it was
// from that level's roof (core/hierarchy/README.md §4). None states more than kImplausibleU of
// a roof: the level the bytes did not come from is named by its bandwidth, not by a share.
class MemoryLevelWording
{
public:
    MemoryLevelWording(const OperatorResult &result, const HardwareSpec &hardware)
        : m_result(result), m_hw(hardware) { }

    // Why the level is what it is: "measured L2 hit rate 87.0%", "the bytes moved at 3.20 TB/s,
    // above HBM's 1.75 TB/s", "working set 300.0 MB, larger than L2's 192 MB", or what is missing.
    QString reason() const;
    // "L2 at 41.0% of 7.78 TB/s", with a measured hit rate "… of the 5.12 TB/s roof of 87.0% hits".
    QString servedShare() const;
    // "62.0% of HBM's 0.80 TB/s if from HBM, 12.4% of L2's 4.00 TB/s if from L2".
    QString bothShares() const;
    // The verdict's sentence when the served memory is the bound component.
    QString boundSentence(const QString &thresholdText, const QString &operatorKind) const;
    // One sentence for any other verdict: where the bytes came from and how far from that roof.
    QString note() const;

    // The same sentences appended to `out`: each level of them is said into the one text
    // instead of made apart and copied into the next (the evidence of every kernel of an
    // export says one).
    void appendReason(QString &out) const;
    void appendBothShares(QString &out) const;
    void appendBoundSentence(QString &out, const QString &thresholdText, const QString &operatorKind) const;
    void appendNote(QString &out) const;

private:
    void appendShareOf(QString &out, ComponentId memory) const;
    void appendServedShare(QString &out) const;

    const OperatorResult &m_result;
    const HardwareSpec &m_hw;
};

} // namespace rl
