// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/followupjoin.h"

#include "core/common/tr.h"
#include "core/io/kernelnamejoin.h"
#include "core/io/operatorfill.h"

#include <tuple>

namespace rl {

namespace {

QString sourceOf(const Profile &followUp, const Operator &op)
{
    if (!followUp.inputs.empty())
        return followUp.inputs.front().path;
    const QString location = op.sourceLocation.toString();
    return location.isEmpty() ? followUp.name : location;
}

// "main_kernel", or "Add_0, Add_1 and 2 more": the application names a follow-up joined.
QString namesOf(const Profile &profile, const std::vector<int> &joined)
{
    constexpr qsizetype kShown = 3;
    QStringList names;
    for (int i : joined) {
        const QString &name = profile.operators[size_t(i)].name;
        if (!names.contains(name))
            names << name;
    }
    if (names.size() <= kShown)
        return names.join(u", ");
    return Tr::tr("%1 and %n more", nullptr, int(names.size() - kShown)).arg(names.mid(0, kShown).join(u", "));
}

// Blocks launched on the AIC and the AIV side: a mix kernel's halves name the same launch
// with Block Dim and Mix Block Dim swapped.
struct SideBlocks
{
    std::optional<int> aic, aiv;
};
SideBlocks sideBlocks(const Operator &op)
{
    switch (op.taskType) {
    case TaskType::MixAic:
        return {op.blockDim, op.mixBlockDim};
    case TaskType::MixAiv:
        return {op.mixBlockDim, op.blockDim};
    case TaskType::AiVectorCore:
        return {std::nullopt, op.blockDim};
    default:
        return {op.blockDim, std::nullopt};
    }
}

// Counts of another launch shape would be joined as if of these launches: say so.
void checkBlocks(Profile &profile, const Operator &op, const std::vector<int> &joined, const QString &source)
{
    const SideBlocks mine = sideBlocks(op);
    for (int i : joined) {
        const Operator &target = profile.operators[size_t(i)];
        const SideBlocks theirs = sideBlocks(target);
        for (const auto &[side, a, b] :
             {std::tuple{u"AIC"_qs, mine.aic, theirs.aic}, std::tuple{u"AIV"_qs, mine.aiv, theirs.aiv}}) {
            if (!a || !b || *a == *b)
                continue;
            profile.diagnostics << warning(Tr::tr("the msprof op run of %1 ran with %2 blocks on the %3 side, the "
                                                  "application run's %4 with %5: its counts may be of another launch "
                                                  "shape")
                                               .arg(op.name)
                                               .arg(*a)
                                               .arg(side, target.name)
                                               .arg(*b),
                                           source);
            return;
        }
    }
}

// What `op` of a follow-up gives `target`: a pipe busy in the application run keeps its own busy
// and core time, and takes only the follow-up's work; a pipe busy only in the follow-up keeps the
// follow-up's busy time over the follow-up's own core time and blocks of that side, so its R
// is one replay's busy over the same replay's time, not over another run's.
Operator joinedPart(const Operator &op, const Operator &target)
{
    Operator part = op;
    const SideBlocks blocks = sideBlocks(op);
    for (ComponentSample &s : part.components) {
        if (const ComponentSample *own = target.component(s.key); own && own->busyUs) {
            s.busyUs = {};
            s.coreTimeUs = {};
            s.blockDim = {};
            continue;
        }
        if (!s.busyUs)
            continue;
        const Side side = s.key.side == Side::None ? defaultSide(s.key.id) : s.key.side;
        const bool aiv = side == Side::Aiv && op.aivTimeUs;
        if (!s.coreTimeUs)
            s.coreTimeUs = aiv ? op.aivTimeUs : op.coreTimeUs;
        const std::optional<int> count = aiv ? blocks.aiv : blocks.aic;
        if (!s.blockDim && count)
            s.blockDim = *count;
    }
    return part;
}

} // namespace

bool isFollowUpFormat(const QString &formatId)
{
    return formatId == u"msprof_op";
}

bool namesAnyOperator(const Profile &followUp, const std::vector<Operator> &operators)
{
    for (const Operator &op : followUp.operators) {
        if (!operatorsNamed(operators, op.name).empty())
            return true;
    }
    return false;
}

int joinFollowUp(Profile &profile, Profile followUp)
{
    int joinedTotal = 0;
    QStringList groups; // the groups it brought; without any, its own notes are of nothing used
    for (const Operator &op : followUp.operators) {
        const QString source = sourceOf(followUp, op);
        const std::vector<int> joined = operatorsNamed(profile.operators, op.name);
        if (joined.empty()) {
            profile.diagnostics << warning(
                Tr::tr("the msprof op run of %1 names no operator of the application run (names compared without "
                       "case, _mix_aic/_mix_aiv and instance suffixes such as _0); its measurements are not used")
                    .arg(op.name),
                source);
            continue;
        }
        checkBlocks(profile, op, joined, source);
        const PipelineTrace *pipeline = followUp.pipelineOf(op);
        int pipelineIndex = -1;
        for (int i : joined) {
            Operator &target = profile.operators[size_t(i)];
            fillMissingFrom(target, joinedPart(op, target));
            if (pipeline && target.pipelineIndex < 0) {
                if (pipelineIndex < 0) {
                    pipelineIndex = int(profile.pipelines.size());
                    profile.pipelines.push_back(*pipeline);
                }
                target.pipelineIndex = pipelineIndex;
            }
        }
        const QString what = op.metricGroups.isEmpty()
            ? Tr::tr("it recorded no metric group, so it adds no measurements")
            : Tr::tr("its metric groups %1 fill what the application run lacks").arg(op.metricGroups.join(u", "));
        profile.diagnostics << info(
            Tr::tr("the msprof op run of %1 is joined to %n operator(s) named %2: %3", nullptr, int(joined.size()))
                .arg(op.name, namesOf(profile, joined), what),
            source);
        for (const QString &g : op.metricGroups) {
            if (!groups.contains(g))
                groups << g;
        }
        joinedTotal += int(joined.size());
    }
    if (joinedTotal == 0)
        return 0;
    // The groups the analysis now has: the application run's and the follow-up's.
    if (profile.mergedGroups.isEmpty()) {
        for (const InputInfo &in : profile.inputs) {
            for (const QString &g : in.metricGroups) {
                if (!profile.mergedGroups.contains(g))
                    profile.mergedGroups << g;
            }
        }
    }
    for (const QString &g : groups) {
        if (!profile.mergedGroups.contains(g))
            profile.mergedGroups << g;
    }
    profile.inputs.insert(profile.inputs.end(), followUp.inputs.begin(), followUp.inputs.end());
    if (!groups.isEmpty())
        profile.diagnostics << followUp.diagnostics;
    profile.detected.fillMissingFrom(followUp.detected);
    return joinedTotal;
}

} // namespace rl
