// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/impossiblevalues.h"

#include "core/common/parallel.h"
#include "core/common/tr.h"

#include <cmath>
#include <vector>

namespace rl {

namespace {

bool possible(double v)
{
    return std::isfinite(v) && v >= 0.0;
}

// Counts the repairs of one kind; the warning names the first place.
class RepairTally
{
public:
    explicit RepairTally(QString what) : m_what(std::move(what)) { }
    // A location, made text only for the first (a table's rows keep a line number).
    void add(const SourceLocation &location)
    {
        if (m_count++ == 0)
            m_first = location;
    }
    // Takes in the repairs counted over the places that follow this tally's.
    void append(const RepairTally &later)
    {
        if (m_count == 0)
            m_first = later.m_first;
        m_count += later.m_count;
    }
    void report(Diagnostics &diagnostics) const
    {
        if (m_count > 0)
            diagnostics << warning(
                Tr::tr("%1 in %n place(s), taken as unknown (first here)", nullptr, int(m_count)).arg(m_what), m_first);
    }

private:
    QString m_what;
    qint64 m_count = 0;
    SourceLocation m_first;
};

// Any optional number: std::optional<T> or OptionalNumber.
template<typename Optional>
void repairOptional(Optional &value, RepairTally &tally, const SourceLocation &location)
{
    if (value && !possible(double(*value))) {
        value.reset();
        tally.add(location);
    }
}

// The repairs of operators' own figures, counted by kind.
struct OperatorRepairs
{
    RepairTally durations{Tr::tr("a negative or non-finite duration")};
    RepairTally times{Tr::tr("a negative or non-finite core or busy time")};
    RepairTally counts{Tr::tr("a negative block count")};
    RepairTally amounts{Tr::tr("a negative or non-finite work or metric value")};

    void repair(Operator &op)
    {
        const SourceLocation &at = op.sourceLocation;
        if (!possible(op.durationUs)) {
            op.durationUs = 0.0;
            durations.add(at);
        }
        repairOptional(op.coreTimeUs, times, at);
        repairOptional(op.aivTimeUs, times, at);
        repairOptional(op.blockDim, counts, at);
        repairOptional(op.mixBlockDim, counts, at);
        for (ComponentSample &c : op.components) {
            repairOptional(c.busyUs, times, at);
            repairOptional(c.coreTimeUs, times, at);
            repairOptional(c.blockDim, counts, at);
            for (auto it = c.work.begin(); it != c.work.end();) {
                if (possible(it.value())) {
                    ++it;
                } else {
                    it = c.work.erase(it);
                    amounts.add(at);
                }
            }
        }
        // Metrics may be signed (a delta, an offset) but never infinite or NaN. Looked at first
        // without a change: a walk that may erase would make packed numbers doubles again.
        if (op.metrics.allFinite())
            return;
        for (auto it = op.metrics.begin(); it != op.metrics.end();) {
            if (std::isfinite(it.value())) {
                ++it;
            } else {
                it = op.metrics.erase(it);
                amounts.add(at);
            }
        }
    }
    void append(const OperatorRepairs &later)
    {
        durations.append(later.durations);
        times.append(later.times);
        counts.append(later.counts);
        amounts.append(later.amounts);
    }
};

} // namespace

void repairImpossibleValues(Profile &profile)
{
    // Operators are repaired in slices on the cores, the tallies joined in order.
    constexpr size_t kMinOperatorsPerWorker = 16384; // a few milliseconds each: a thread pays
    const size_t count = profile.operators.size();
    const size_t workers = workersFor(count, kMinOperatorsPerWorker);
    std::vector<OperatorRepairs> slices(workers);
    runOnWorkers(workers, [&](size_t w) {
        const auto [first, last] = sliceOf(count, workers, w);
        for (size_t i = first; i < last; ++i)
            slices[w].repair(profile.operators[i]);
    });
    OperatorRepairs &repairs = slices[0];
    for (size_t w = 1; w < workers; ++w)
        repairs.append(slices[w]);
    RepairTally &durations = repairs.durations, &times = repairs.times, &counts = repairs.counts,
                &amounts = repairs.amounts;
    RepairTally events(Tr::tr("a timeline event with a negative duration"));
    for (qint64 &dur : profile.timeline.durNs) {
        if (dur < 0) {
            dur = 0;
            events.add(profile.name);
        }
    }
    RepairTally clock(Tr::tr("a recorded clock that is not a positive number"));
    if (profile.detected.clockMhz && !(possible(*profile.detected.clockMhz) && *profile.detected.clockMhz > 0.0)) {
        profile.detected.clockMhz.reset();
        clock.add(profile.name);
    }
    for (const RepairTally *t : {&durations, &times, &counts, &amounts, &events, &clock})
        t->report(profile.diagnostics);
}

} // namespace rl
