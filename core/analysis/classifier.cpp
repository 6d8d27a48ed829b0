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
        return c.key.displayName() + (c.dominantItem.isEmpty() ? QString() : u" (" + c.dominantItem + u')');
    return Tr::tr("%1, mostly %2 (%3 of its ideal time)")
        .arg(c.key.displayName(), c.dominantItem, percent(c.dominantShare));
}

// "global memory at 83.0% of 0.80 TB/s": the roof a chip memory's U is measured against.
QString chipMemoryAt(const ComponentResult &c)
{
    const QString memory = c.key.id == ComponentId::Gm ? Tr::tr("global memory") : Tr::tr("L2");
    if (!c.U || !c.bandwidthGbs)
        return memory;
    return Tr::tr("%1 at %2 of %3").arg(memory, percent(*c.U), chipBandwidthText(*c.bandwidthGbs));
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
    const QString uThrText = percent(uThr);
    const QString rThrText = percent(m_thr.r);
    const QString opKind = result.usesCube ? Tr::tr("cube operator") : Tr::tr("vector/scalar operator");

    if (op.taskType == TaskType::AiCpu || op.taskType == TaskType::Communication || op.taskType == TaskType::Other) {
        result.category = Category::NotApplicable;
        result.evidence = Tr::tr("%1 task: not executed on the AI Core, the model does not apply.")
                              .arg(op.coreType.isEmpty() ? taskTypeName(op.taskType) : op.coreType);
        return;
    }

    const ComponentResult *maxU = result.maxU();
    const ComponentResult *maxR = result.maxR();
    if (!maxU && !maxR) {
        result.category = Category::NoPmuData;
        result.evidence = Tr::tr("No busy times or work counts were recorded for this operator "
                                 "(profile with an aic-metrics group such as PipeUtilization).");
        return;
    }

    // Rule 1: some component at or above the utilisation threshold is the bound.
    if (maxU && *maxU->U >= uThr) {
        const bool compute = maxU->kind == ComponentKind::Compute;
        result.category = compute ? Category::ComputeBound : Category::MteBound;
        result.boundComponent = maxU->key;
        if (isChipMemory(maxU->key.id)) {
            // The roof every core shares: a faster path on one core cannot win this.
            result.evidence = Tr::tr("The chip's %1 (read and write over the wall time), at or above the %2 "
                                     "threshold for a %3: bound by the chip's memory bandwidth, not by one "
                                     "core's transfer path.")
                                  .arg(chipMemoryAt(*maxU), uThrText, opKind);
            return;
        }
        result.evidence = Tr::tr("%1 reaches U = %2, at or above the %3 threshold for a %4: bound by %5.")
                              .arg(maxU->key.displayName(), percent(*maxU->U), uThrText, opKind, withDrillDown(*maxU));
        return;
    }

    QString bestU = maxU ? Tr::tr("best U is %1 at %2").arg(maxU->key.displayName(), percent(*maxU->U))
                         : Tr::tr("no work counts, so U is unknown");
    // Name the chip's memory roof too, so a low per-core U is read against it.
    QString gmNote;
    for (const ComponentResult &c : result.components) {
        if (c.key.id == ComponentId::Gm && c.U) {
            gmNote = u' ' + Tr::tr("The chip's %1.").arg(chipMemoryAt(c));
            if (&c != maxU)
                bestU += u"; " + chipMemoryAt(c);
        }
    }
    if (!maxR) {
        // Work without busy times: U is below threshold but R cannot tell why.
        result.category = Category::NoPmuData;
        result.boundComponent = maxU->key;
        result.evidence = Tr::tr("All components are below U %1 (%2), but no busy times were recorded, "
                                 "so R cannot separate parallelism from efficiency.")
                              .arg(uThrText, bestU);
        return;
    }

    // Rule 2a: every component is active less than R_thr of the time.
    if (*maxR->R < m_thr.r) {
        result.category = Category::InsufficientParallelism;
        result.boundComponent = maxR->key;
        result.evidence = Tr::tr("No component reaches U %1 and every component is active less than %2 "
                                 "of the core time (busiest: %3 at R = %4; %5): components run "
                                 "nearly serially.")
                              .arg(uThrText, rThrText, maxR->key.displayName(), percent(*maxR->R), bestU);
        return;
    }

    // Rule 2b: the busiest component is active enough but does little while active.
    result.boundComponent = maxR->key;
    if (!maxR->U) {
        result.category = Category::BusyUnresolved;
        result.evidence = Tr::tr("%1 is active %2 of the core time (R ≥ %3) but its work is unknown, "
                                 "so bound and inefficient cannot be told apart.")
                              .arg(maxR->key.displayName(), percent(*maxR->R), rThrText);
        return;
    }
    const bool compute = maxR->kind == ComponentKind::Compute;
    result.category = compute ? Category::InefficientCompute : Category::InefficientMte;
    result.evidence = Tr::tr("%1 is active %2 of the core time (R ≥ %3) yet reaches only U = %4 "
                             "(E = %5 while active): inefficient %6; suspect %7.")
                          .arg(maxR->key.displayName(), percent(*maxR->R), rThrText, percent(*maxR->U),
                               maxR->E ? percent(*maxR->E) : u"?"_qs, compute ? Tr::tr("compute") : Tr::tr("transfer"),
                               maxR->dominantItem.isEmpty() ? maxR->key.displayName() : withDrillDown(*maxR))
        + gmNote;
}

} // namespace rl
