// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/implausibleutilisation.h"

#include "core/common/tr.h"

namespace rl {

namespace {

QString likelyCause(const Operator &op, const ComponentResult &c, const HardwareSpec &hardware)
{
    // The bytes are what the kernel addresses in global memory; a tensor the previous kernel
    // just wrote is often still in L2, and that part never reaches HBM.
    if (c.key.id == ComponentId::Gm)
        return Tr::tr("the global-memory bytes include data served from L2 (a tensor the previous kernel wrote), "
                      "which is not HBM traffic; the HBM roof does not bind here");
    if (op.workSource == WorkSource::Estimated)
        return Tr::tr("the work estimated from the shapes (%1) is more than the kernel moves or computes")
            .arg(op.type.isEmpty() ? op.name : op.type);
    const QString clock = hardware.clockMhz > 0 ? QString::number(hardware.clockMhz, 'f', 0) : Tr::tr("unknown");
    return Tr::tr("the measured work is more than the peak allows: the %1 peak, the clock (%2 MHz) or the block "
                  "count (%3) is too low for this chip")
        .arg(c.dominantItem.isEmpty() ? c.key.toString() : c.dominantItem.str(), clock)
        .arg(c.blockDim);
}

} // namespace

bool hasImplausibleU(const OperatorResult &result)
{
    const ComponentResult *top = result.maxU();
    return top && *top->U() > kImplausibleU;
}

void ImplausibleUtilisation::check(const Operator &op, OperatorResult &result)
{
    const ComponentResult *worst = result.maxU(); // the first with the largest U
    if (!worst || !(*worst->U() > kImplausibleU))
        return;
    result.estimatedGainUs.reset();
    if (m_count++ >= kNamedOperators)
        return;
    m_named << warning(Tr::tr("%1: U = %2 on %3 is above what the hardware can do (%4); likely cause: %5. "
                              "The point is drawn marked and gets no estimated gain")
                           .arg(op.name)
                           .arg(*worst->U(), 0, 'f', 2)
                           .arg(worst->key.toString())
                           .arg(kImplausibleU, 0, 'f', 2)
                           .arg(likelyCause(op, *worst, m_hardware)),
                       op.sourceLocation);
}

void ImplausibleUtilisation::append(const ImplausibleUtilisation &later)
{
    for (const Diagnostic &d : later.m_named) {
        if (m_named.size() < kNamedOperators)
            m_named << d;
    }
    m_count += later.m_count;
}

Diagnostics ImplausibleUtilisation::diagnostics() const
{
    Diagnostics all = m_named;
    if (m_count > kNamedOperators)
        all << warning(
            Tr::tr("%n more operator(s) have a U above %1 (not named here)", nullptr, m_count - kNamedOperators)
                .arg(kImplausibleU, 0, 'f', 2));
    return all;
}

} // namespace rl
