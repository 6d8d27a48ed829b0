// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/implausibleutilisation.h"

#include "core/common/tr.h"
#include "core/format/percentformat.h"

#include <utility>

namespace rl {

namespace {

bool impossibleU(const ComponentResult &c)
{
    const OptionalNumber u = c.U();
    return u && *u > kImplausibleU;
}

// The likely cause of likelyCauseOfImpossibleFigure() without the operator's own numbers: the
// same for every operator it applies to, so the GUI can group them (a key and a phrase).
std::pair<QString, QString> causeClass(const Operator &op, const OperatorResult &result, const ComponentResult &c)
{
    if (isChipMemory(c.key.id)) {
        if (result.l2HitRate)
            return {u"hit-rate"_qs, Tr::tr("the measured L2 hit rate or the global-memory byte count is wrong")};
        return {u"bytes-or-time"_qs,
                Tr::tr("the global-memory byte count or the wall time is wrong (even L2 cannot move the bytes that "
                       "fast)")};
    }
    const bool estimated = op.workSource == WorkSource::Estimated;
    if (!impossibleU(c))
        return estimated ? std::pair{u"busy-estimated"_qs, Tr::tr("the work estimated from the shapes is too large")}
                         : std::pair{u"busy-measured"_qs, Tr::tr("the busy time or the peak is wrong")};
    return estimated
        ? std::pair{u"work-estimated"_qs,
                    Tr::tr("the work estimated from the shapes is more than the kernel moves or computes")}
        : std::pair{u"work-measured"_qs, Tr::tr("the peak, the clock or the block count is too low for this chip")};
}

} // namespace

QString likelyCauseOfImpossibleFigure(const Operator &op, const OperatorResult &result, const ComponentResult &c,
                                      const HardwareSpec &hardware)
{
    if (isChipMemory(c.key.id)) {
        // The served level: even the fastest level cannot move these bytes in this time.
        if (result.l2HitRate)
            return Tr::tr("the measured L2 hit rate (%1) or the global-memory byte count is wrong")
                .arg(percent(*result.l2HitRate));
        return Tr::tr("the global-memory byte count or the wall time (%1 µs) is wrong: even L2 cannot move the "
                      "bytes that fast")
            .arg(op.durationUs, 0, 'f', 3);
    }
    if (!impossibleU(c)) {
        // U is possible but E = U / R is not: the component was busy for less time than the
        // ideal time of its work.
        if (op.workSource == WorkSource::Estimated)
            return Tr::tr("%1 was busy for less time than its estimated work needs at the peak: the work estimated "
                          "from the shapes (%2) is too large")
                .arg(c.key.displayName(), op.type.isEmpty() ? op.name : op.type);
        return Tr::tr("%1 was busy for less time than its measured work needs at the peak: its busy time or the "
                      "%2 peak is wrong")
            .arg(c.key.displayName(), c.dominantItem().isEmpty() ? c.key.toString() : c.dominantItem().str());
    }
    if (op.workSource == WorkSource::Estimated)
        return Tr::tr("the work estimated from the shapes (%1) is more than the kernel moves or computes")
            .arg(op.type.isEmpty() ? op.name : op.type);
    const QString clock = hardware.clockMhz > 0 ? QString::number(hardware.clockMhz, 'f', 0) : Tr::tr("unknown");
    return Tr::tr("the measured work is more than the peak allows: the %1 peak, the clock (%2 MHz) or the block "
                  "count (%3) is too low for this chip")
        .arg(c.dominantItem().isEmpty() ? c.key.toString() : c.dominantItem().str(), clock)
        .arg(c.blockDim);
}

bool hasImplausibleU(const OperatorResult &result)
{
    return result.implausible;
}

void ImplausibleUtilisation::check(const Operator &op, OperatorResult &result)
{
    const ComponentResult *worst = result.impossibleComponent();
    if (!worst)
        return;
    result.estimatedGainUs.reset();
    if (m_count++ >= kNamedOperators)
        return;
    const bool onU = impossibleU(*worst);
    const QString figure = onU ? u"U = "_qs + QString::number(*worst->U(), 'f', 2)
                               : u"E = "_qs + QString::number(*worst->E(), 'f', 2);
    Diagnostic d = warning(
        Tr::tr("%1: %2 on %3 is above what the hardware can do (%4); likely cause: %5. "
               "The verdict does not rest on it, the point is drawn marked and gets no estimated gain")
            .arg(op.name, figure, worst->key.toString())
            .arg(kImplausibleU, 0, 'f', 2)
            .arg(likelyCauseOfImpossibleFigure(op, result, *worst, m_hardware)),
        op.sourceLocation);
    // One group per component, figure and cause: "13 operators: U on gm above what the hardware
    // can do; likely cause: …" in the GUI.
    const auto [causeKey, causeWords] = causeClass(op, result, *worst);
    const QString letter = onU ? u"U"_qs : u"E"_qs;
    d.group = u"impossible-figure/"_qs + worst->key.toString() + u'/' + letter + u'/' + causeKey;
    d.groupTitle = Tr::tr("%1 on %2 above what the hardware can do; likely cause: %3")
                       .arg(letter, worst->key.toString(), causeWords);
    d.operatorIndex = result.index;
    m_named << d;
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
            Tr::tr("%n more operator(s) have a U or E above %1 (not named here)", nullptr, m_count - kNamedOperators)
                .arg(kImplausibleU, 0, 'f', 2));
    return all;
}

} // namespace rl
