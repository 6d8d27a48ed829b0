// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/classifier.h"

#include "core/common/tr.h"
#include "core/hardware/hardwarespec.h"

namespace rl {

QString percent(double fraction)
{
    return QString::number(fraction * 100.0, 'f', 1) + u'%';
}

namespace {

// "MTE2, mostly gm_to_ub (72%)" — the drill-down of core/README.md §3.3 rule 3.
QString withDrillDown(const ComponentResult &c)
{
    if (c.dominantItem.isEmpty() || c.work.size() < 2)
        return c.key.displayName() + (c.dominantItem.isEmpty() ? QString() : u" (" + c.dominantItem.str() + u')');
    return Tr::tr("%1, mostly %2 (%3 of its ideal time)")
        .arg(c.key.displayName(), c.dominantItem.str(), percent(c.dominantShare));
}

// "global memory at 83.0% of 0.80 TB/s": the roof a chip memory's U is measured against.
QString chipMemoryAt(const ComponentResult &c, const HardwareSpec &hardware)
{
    const QString memory = c.key.id == ComponentId::Gm ? Tr::tr("global memory") : Tr::tr("L2");
    const std::optional<double> bandwidthGbs = hardware.memoryBandwidthGbs(c.key.id);
    if (!c.U() || !bandwidthGbs)
        return memory;
    return Tr::tr("%1 at %2 of %3").arg(memory, percent(*c.U()), chipBandwidthText(*bandwidthGbs));
}

} // namespace

bool Classifier::usesCube(const Operator &op, const OperatorResult &result)
{
    if (op.taskType == TaskType::MixAic || op.taskType == TaskType::MixAiv)
        return true;
    for (const ComponentResult &c : result.components) {
        if (c.key.id == ComponentId::Cube && ((c.busyUs && *c.busyUs > 0.0) || !c.work.isEmpty()))
            return true;
    }
    return false;
}

void Classifier::classify(const Operator &op, OperatorResult &result) const
{
    result.usesCube = usesCube(op, result);
    result.uThreshold = result.usesCube ? m_thr.uCubeOps : m_thr.uOtherOps;
    const double uThr = result.uThreshold;

    if (op.taskType == TaskType::AiCpu || op.taskType == TaskType::Communication || op.taskType == TaskType::Other) {
        result.category = Category::NotApplicable;
        return;
    }

    const ComponentResult *maxU = result.maxU();
    const ComponentResult *maxR = result.maxR();
    if (!maxU && !maxR) {
        result.category = Category::NoPmuData;
        return;
    }

    // Rule 1: some component at or above the utilisation threshold is the bound.
    if (maxU && *maxU->U() >= uThr) {
        const bool compute = maxU->kind == ComponentKind::Compute;
        result.category = compute ? Category::ComputeBound : Category::MteBound;
        result.boundComponent = maxU->key;
        return;
    }
    if (!maxR) {
        // Work without busy times: U is below threshold but R cannot tell why.
        result.category = Category::NoPmuData;
        result.boundComponent = maxU->key;
        return;
    }

    // Rule 2a: every component is active less than R_thr of the time.
    result.boundComponent = maxR->key;
    if (*maxR->R() < m_thr.r) {
        result.category = Category::InsufficientParallelism;
        return;
    }

    // Rule 2b: the busiest component is active enough but does little while active.
    if (!maxR->U()) {
        result.category = Category::BusyUnresolved;
        return;
    }
    const bool compute = maxR->kind == ComponentKind::Compute;
    result.category = compute ? Category::InefficientCompute : Category::InefficientMte;
}

QString Classifier::evidence(const Operator &op, const OperatorResult &result) const
{
    const QString uThrText = percent(result.uThreshold);
    const QString rThrText = percent(m_thr.r);
    const QString opKind = result.usesCube ? Tr::tr("cube operator") : Tr::tr("vector/scalar operator");
    const auto valueText = [](const std::optional<double> &v) { return v ? percent(*v) : u"?"_qs; };
    const ComponentResult *bound = result.boundComponent ? result.component(*result.boundComponent) : nullptr;

    if (result.category == Category::NotApplicable)
        return Tr::tr("%1 task: not executed on the AI Core, the model does not apply.")
            .arg(op.coreType.isEmpty() ? taskTypeName(op.taskType) : op.coreType.str());
    if (!bound) {
        return Tr::tr("No busy times or work counts were recorded for this operator "
                      "(profile with an aic-metrics group such as PipeUtilization).");
    }

    if (result.category == Category::ComputeBound || result.category == Category::MteBound) {
        if (isChipMemory(bound->key.id)) {
            // The roof every core shares: a faster path on one core cannot win this.
            return Tr::tr("The chip's %1 (read and write over the wall time), at or above the %2 "
                          "threshold for a %3: bound by the chip's memory bandwidth, not by one "
                          "core's transfer path.")
                .arg(chipMemoryAt(*bound, *m_hardware), uThrText, opKind);
        }
        return Tr::tr("%1 reaches U = %2, at or above the %3 threshold for a %4: bound by %5.")
            .arg(bound->key.displayName(), valueText(bound->U()), uThrText, opKind, withDrillDown(*bound));
    }

    const ComponentResult *maxU = result.maxU();
    QString bestU = maxU ? Tr::tr("best U is %1 at %2").arg(maxU->key.displayName(), percent(*maxU->U()))
                         : Tr::tr("no work counts, so U is unknown");
    // Name the chip's memory roof too, so a low per-core U is read against it.
    QString gmNote;
    for (const ComponentResult &c : result.components) {
        if (c.key.id == ComponentId::Gm && c.U()) {
            gmNote = u' ' + Tr::tr("The chip's %1.").arg(chipMemoryAt(c, *m_hardware));
            if (&c != maxU)
                bestU += u"; " + chipMemoryAt(c, *m_hardware);
        }
    }
    switch (result.category) {
    case Category::NoPmuData:
        return Tr::tr("All components are below U %1 (%2), but no busy times were recorded, "
                      "so R cannot separate parallelism from efficiency.")
            .arg(uThrText, bestU);
    case Category::InsufficientParallelism:
        return Tr::tr("No component reaches U %1 and every component is active less than %2 "
                      "of the core time (busiest: %3 at R = %4; %5): components run "
                      "nearly serially.")
            .arg(uThrText, rThrText, bound->key.displayName(), valueText(bound->R()), bestU);
    case Category::BusyUnresolved:
        return Tr::tr("%1 is active %2 of the core time (R ≥ %3) but its work is unknown, "
                      "so bound and inefficient cannot be told apart.")
            .arg(bound->key.displayName(), valueText(bound->R()), rThrText);
    default:
        break;
    }
    const bool compute = result.category == Category::InefficientCompute;
    return Tr::tr("%1 is active %2 of the core time (R ≥ %3) yet reaches only U = %4 "
                  "(E = %5 while active): inefficient %6; suspect %7.")
               .arg(bound->key.displayName(), valueText(bound->R()), rThrText, valueText(bound->U()),
                    valueText(bound->E()), compute ? Tr::tr("compute") : Tr::tr("transfer"),
                    bound->dominantItem.isEmpty() ? bound->key.displayName() : withDrillDown(*bound))
        + gmNote;
}

} // namespace rl
