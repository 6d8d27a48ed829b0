// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/classifier.h"

#include "core/analysis/implausibleutilisation.h"
#include "core/common/tr.h"
#include "core/format/heldtranslations.h"
#include "core/format/percentformat.h"
#include "core/format/recenttexts.h"
#include "core/hardware/hardwarespec.h"
#include "core/hierarchy/memorylevelwording.h"

namespace rl {

namespace {

// "MTE2, mostly gm_to_ub (72%)" — the drill-down of core/README.md §3.3 rule 3.
QString withDrillDown(const ComponentResult &c)
{
    const InternedName dominant = c.dominantItem();
    if (dominant.isEmpty() || c.work.size() < 2)
        return c.key.displayName() + (dominant.isEmpty() ? QString() : u" (" + dominant.str() + u')');
    return heldArg([] { return Tr::tr("%1, mostly %2 (%3 of its ideal time)"); }, c.key.displayName(), dominant.str(),
                   percent(c.dominantShare));
}

// A threshold as the sentences say it ("65.0%"): a run has two or three thresholds and says
// them for nearly every kernel, so the last few texts are kept per thread.
QString thresholdText(double fraction)
{
    thread_local RecentTexts<4> said;
    return said.of(fraction, [](double f) { return percent(f); });
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

    // The verdict reads only figures that can be (OperatorResult::counts): an impossible U or
    // E marks the operator and leaves the verdict to the others.
    result.implausible = result.impossibleComponent() != nullptr;
    const ComponentResult *maxU = result.maxU();
    const ComponentResult *maxR = result.maxR();
    if (!maxU && !maxR) {
        // Nothing possible is left: nothing can be said but that the figures disagree.
        result.category = result.implausible ? Category::BusyUnresolved : Category::NoPmuData;
        return;
    }

    // Rule 1: some component at or above the utilisation threshold is the bound.
    if (maxU && *maxU->U() >= uThr) {
        const bool compute = maxU->kind() == ComponentKind::Compute;
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
    if (!result.counts(*maxR)) {
        // Its work cannot be right: unresolved, and no bound rests on an impossible figure.
        result.boundComponent.reset();
        result.category = Category::BusyUnresolved;
        return;
    }
    if (!maxR->U()) {
        result.category = Category::BusyUnresolved;
        return;
    }
    const bool compute = maxR->kind() == ComponentKind::Compute;
    result.category = compute ? Category::InefficientCompute : Category::InefficientMte;
}

QString Classifier::evidence(const Operator &op, const OperatorResult &result) const
{
    if (result.category == Category::NotApplicable)
        return heldArg([] { return Tr::tr("%1 task: not executed on the AI Core, the model does not apply."); },
                       op.coreType.isEmpty() ? taskTypeName(op.taskType) : op.coreType.str());
    // Each text is made in the branch that says it: a long export writes one sentence per kernel.
    const auto uThrText = [&] { return thresholdText(result.uThreshold); };
    const auto rThrText = [&] { return thresholdText(m_thr.r); };
    const auto opKind = [&] {
        return result.usesCube ? heldText([] { return Tr::tr("cube operator"); })
                               : heldText([] { return Tr::tr("vector/scalar operator"); });
    };
    const auto valueText = [](const std::optional<double> &v) { return v ? percent(*v) : u"?"_qs; };
    const ComponentResult *bound = result.boundComponent ? result.component(*result.boundComponent) : nullptr;
    const MemoryLevelWording levels(result, *m_hardware);
    // Where the GM-side bytes came from, said beside any verdict that does not rest on them.
    const auto levelNote = [&] { return result.servedMemory() ? u' ' + levels.note() : QString(); };

    const ComponentResult *impossible = result.impossibleComponent();
    // Names the figure the verdict left out and the input that must be wrong.
    const QString implausibleNote = impossible
        ? u' '
            + heldArg(
                [] { return Tr::tr("Not judged on %1: its %2 is above what the hardware can do; likely cause: %3."); },
                impossible->key.displayName(), impossible->U() && *impossible->U() > kImplausibleU ? u"U"_qs : u"E"_qs,
                likelyCauseOfImpossibleFigure(op, result, *impossible, *m_hardware))
        : QString();
    if (!bound) {
        if (const ComponentResult *busiest = result.maxR(); impossible && busiest)
            return heldArg(
                       [] {
                           return Tr::tr("%1 is active %2 of the core time (R ≥ %3) but its work cannot be right, "
                                         "so bound and inefficient cannot be told apart.");
                       },
                       busiest->key.displayName(), valueText(busiest->R()), rThrText())
                + levelNote() + implausibleNote;
        if (impossible)
            return heldText([] { return Tr::tr("No figure of this operator can be judged."); }) + implausibleNote;
        return heldText([] {
            return Tr::tr("No busy times or work counts were recorded for this operator "
                          "(profile with an aic-metrics group such as PipeUtilization).");
        });
    }

    if (result.category == Category::ComputeBound || result.category == Category::MteBound) {
        // The roof every core shares: a faster path on one core cannot win this.
        if (isChipMemory(bound->key.id))
            return levels.boundSentence(uThrText(), opKind()) + implausibleNote;
        return heldArg([] { return Tr::tr("%1 reaches U = %2, at or above the %3 threshold for a %4: bound by %5."); },
                       bound->key.displayName(), valueText(bound->U()), uThrText(), opKind(), withDrillDown(*bound))
            + levelNote() + implausibleNote;
    }

    const ComponentResult *maxU = result.maxU();
    const auto bestU = [&] {
        return maxU ? heldArg([] { return Tr::tr("best U is %1 at %2"); }, maxU->key.displayName(), percent(*maxU->U()))
                    : heldText([] { return Tr::tr("no work counts, so U is unknown"); });
    };
    switch (result.category) {
    case Category::NoPmuData:
        return heldArg(
                   [] {
                       return Tr::tr("All components are below U %1 (%2), but no busy times were recorded, "
                                     "so R cannot separate parallelism from efficiency.");
                   },
                   uThrText(), bestU())
            + levelNote() + implausibleNote;
    case Category::InsufficientParallelism:
        return heldArg(
                   [] {
                       return Tr::tr("No component reaches U %1 and every component is active less than %2 "
                                     "of the core time (busiest: %3 at R = %4; %5): components run "
                                     "nearly serially.");
                   },
                   uThrText(), rThrText(), bound->key.displayName(), valueText(bound->R()), bestU())
            + levelNote() + implausibleNote;
    case Category::BusyUnresolved:
        return heldArg(
                   [] {
                       return Tr::tr("%1 is active %2 of the core time (R ≥ %3) but its work is unknown, "
                                     "so bound and inefficient cannot be told apart.");
                   },
                   bound->key.displayName(), valueText(bound->R()), rThrText())
            + levelNote() + implausibleNote;
    default:
        break;
    }
    const bool compute = result.category == Category::InefficientCompute;
    return heldArg(
               [] {
                   return Tr::tr("%1 is active %2 of the core time (R ≥ %3) yet reaches only U = %4 "
                                 "(E = %5 while active): inefficient %6; suspect %7.");
               },
               bound->key.displayName(), valueText(bound->R()), rThrText(), valueText(bound->U()),
               valueText(bound->E()),
               compute ? heldText([] { return Tr::tr("compute"); }) : heldText([] { return Tr::tr("transfer"); }),
               bound->dominantItem().isEmpty() ? bound->key.displayName() : withDrillDown(*bound))
        + levelNote() + implausibleNote;
}

} // namespace rl
