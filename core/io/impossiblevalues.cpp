// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/impossiblevalues.h"

#include "core/common/tr.h"

#include <cmath>

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

} // namespace

void repairImpossibleValues(Profile &profile)
{
    RepairTally durations(Tr::tr("a negative or non-finite duration"));
    RepairTally times(Tr::tr("a negative or non-finite core or busy time"));
    RepairTally counts(Tr::tr("a negative block count"));
    RepairTally amounts(Tr::tr("a negative or non-finite work or metric value"));
    for (Operator &op : profile.operators) {
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
        // Metrics may be signed (a delta, an offset) but never infinite or NaN.
        for (auto it = op.metrics.begin(); it != op.metrics.end();) {
            if (std::isfinite(it.value())) {
                ++it;
            } else {
                it = op.metrics.erase(it);
                amounts.add(at);
            }
        }
    }
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
