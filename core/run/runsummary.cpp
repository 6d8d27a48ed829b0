// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/run/runsummary.h"

#include "core/common/tr.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <vector>

namespace rl {

namespace {

struct Shares
{
    double computing = 0.0;
    double communication = 0.0;
    double free = 0.0;
};

Shares sharesOf(const StepBreakdown &s)
{
    const double total = s.totalUs();
    if (total <= 0.0)
        return {};
    return {s.computingUs.value_or(0.0) / total, s.communicationNotOverlappedUs.value_or(0.0) / total,
            s.freeUs.value_or(0.0) / total};
}

QString percent(double share)
{
    return QString::number(std::lround(share * 100.0));
}

// "130 ms", "12.3 ms", "45 µs": enough digits to tell parts apart, never "0.0 ms".
QString duration(double us)
{
    if (us < 1000.0)
        return Tr::tr("%1 µs").arg(QString::number(us, 'f', 0));
    return Tr::tr("%1 ms").arg(QString::number(us / 1000.0, 'f', us >= 100000.0 ? 0 : 1));
}

// A rank listed from the job's folders whose figures are not read (yet, or at all) is in no
// share, mean or ranking.
bool hasFigures(const RankBreakdown &r)
{
    return !r.pending && r.problem.isEmpty();
}

// How much of the shown rank's communication not overlapped only waited for a peer: a long
// Notify_Wait is another rank arriving late, not a slow link.
QString waitingClause(const RunBreakdown &run)
{
    const RankBreakdown *rank = run.rank(run.analysedRank);
    if (!rank || !rank->totals.waitingUs || !rank->totals.communicationNotOverlappedUs)
        return {};
    const double notOverlapped = *rank->totals.communicationNotOverlappedUs;
    const double waiting = std::min(*rank->totals.waitingUs, notOverlapped);
    if (notOverlapped <= 0.0 || waiting < 0.1 * notOverlapped)
        return {};
    return Tr::tr("; of rank %1's %2 of communication not overlapped, %3 (%4 %) is waiting for a peer (Notify "
                  "Wait), not moving data")
        .arg(rank->rank)
        .arg(duration(notOverlapped), duration(waiting), percent(waiting / notOverlapped));
}

} // namespace

std::optional<int> slowestRank(const RunBreakdown &run)
{
    const RankBreakdown *slowest = nullptr;
    for (const RankBreakdown &r : run.ranks) {
        if (hasFigures(r) && (!slowest || r.totals.totalUs() > slowest->totals.totalUs()))
            slowest = &r;
    }
    return slowest ? std::optional<int>(slowest->rank) : std::nullopt;
}

std::optional<double> computingShare(const RunBreakdown &run)
{
    const RankBreakdown *rank = run.rank(run.analysedRank);
    if (!rank || rank->totals.totalUs() <= 0.0)
        return std::nullopt;
    return rank->totals.computingUs.value_or(0.0) / rank->totals.totalUs();
}

QString summarizeRun(const RunBreakdown &run)
{
    std::vector<const RankBreakdown *> counted;
    for (const RankBreakdown &r : run.ranks) {
        if (hasFigures(r))
            counted.push_back(&r);
    }
    if (counted.empty())
        return {};
    const RankBreakdown *slowest = run.slowestRank ? run.rank(*run.slowestRank) : nullptr;
    if (!slowest || !hasFigures(*slowest))
        slowest = counted.front();
    const Shares s = sharesOf(slowest->totals);
    bool agree = true;
    for (const RankBreakdown *rank : counted) {
        const RankBreakdown &r = *rank;
        const Shares o = sharesOf(r.totals);
        agree = agree && std::abs(o.computing - s.computing) <= 0.05
            && std::abs(o.communication - s.communication) <= 0.05 && std::abs(o.free - s.free) <= 0.05;
    }
    QString where;
    if (counted.size() == 1)
        where = Tr::tr("on rank %1").arg(slowest->rank);
    else if (agree)
        where = Tr::tr("on every rank");
    else
        where = Tr::tr("on rank %1, the slowest").arg(slowest->rank);
    QString sentence = Tr::tr("Communication not overlapped is %1 % of the step %2; computing %3 %; free %4 %")
                           .arg(percent(s.communication), where, percent(s.computing), percent(s.free));

    if (counted.size() > 1) {
        // What makes the slowest rank slow: the part by which it exceeds the others' mean most.
        double computing = 0.0, communication = 0.0, free = 0.0;
        int others = 0;
        for (const RankBreakdown *rank : counted) {
            const RankBreakdown &r = *rank;
            if (&r == slowest)
                continue;
            computing += r.totals.computingUs.value_or(0.0);
            communication += r.totals.communicationNotOverlappedUs.value_or(0.0);
            free += r.totals.freeUs.value_or(0.0);
            ++others;
        }
        const double dc = slowest->totals.computingUs.value_or(0.0) - computing / others;
        const double dm = slowest->totals.communicationNotOverlappedUs.value_or(0.0) - communication / others;
        const double df = slowest->totals.freeUs.value_or(0.0) - free / others;
        const double most = std::max({dc, dm, df});
        if (most > 0.0) {
            const QString part = most == dc ? Tr::tr("more computing")
                : most == dm                ? Tr::tr("more waiting on communication")
                                            : Tr::tr("more free time");
            sentence += Tr::tr("; rank %1 is the slowest (%2), with %3 %4 than the others' mean")
                            .arg(slowest->rank)
                            .arg(duration(slowest->totals.totalUs()), duration(most), part);
        }
    }
    sentence += waitingClause(run);
    for (const RankBreakdown &r : run.ranks) {
        if (r.largestGaps.empty())
            continue;
        const FreeGap &gap = r.largestGaps.front();
        const QString length = duration(double(gap.durationNs) / 1000.0);
        const QString since = duration(double(gap.sinceStepStartNs) / 1000.0);
        sentence += gap.step == u"all"
            ? Tr::tr("; largest gap %1, %2 after the first task").arg(length, since)
            : Tr::tr("; largest gap %1, %2 after the start of step %3").arg(length, since, gap.step);
        break;
    }
    return Tr::tr("%1.", "the summary sentence's full stop").arg(sentence);
}

} // namespace rl
