// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/timeline/timelinetooltip.h"

#include "core/common/tr.h"
#include "core/timeline/instructionfamily.h"
#include "core/timeline/timeformat.h"

#include <cmath>

namespace rl {

namespace {

QString percent(double fraction)
{
    return QString::number(fraction * 100.0, 'f', 1) + u" %";
}

// The lane an item is on; for a summary's item, the member lane holding it.
QString memberOf(const TimelineScene &scene, int track, const IntervalRow &row, size_t index)
{
    const TimelineTrack &t = scene.tracks[size_t(track)];
    for (int m = 1; t.isSummary() && m <= t.members && size_t(track + m) < scene.tracks.size(); ++m) {
        for (const IntervalRow &r : scene.tracks[size_t(track + m)].rows) {
            const std::optional<size_t> i = r.itemAt(row.start(index));
            if (i && r.start(*i) == row.start(index) && r.end(*i) == row.end(index) && r.label(*i) == row.label(index))
                return scene.tracks[size_t(track + m)].name;
        }
    }
    return t.name;
}

} // namespace

QString itemToolTip(const TimelineScene &scene, int track, const IntervalRow &row, size_t index, bool stall,
                    double originUs, const Analysis *analysis)
{
    const TimelineTrack &t = scene.tracks[size_t(track)];
    const QString name = scene.labels.at(row.label(index));
    const double dur = row.end(index) - row.start(index);
    QString text = u"<b>"_qs + name.toHtmlEscaped() + u"</b><br/>"_qs;
    text += Tr::tr("%1 · %2").arg(t.group.toHtmlEscaped(), memberOf(scene, track, row, index).toHtmlEscaped())
        + u"<br/>"_qs;
    text += Tr::tr("Start %1, duration %2").arg(formatDuration(row.start(index) - originUs), formatDuration(dur));
    if (scene.level == TimelineScene::Level::Instruction) {
        if (stall)
            text += u"<br/>"_qs + Tr::tr("Issue stall: the instruction waits to be fetched or issued");
        else
            text += u"<br/>"_qs + Tr::tr("Family: %1").arg(instructionFamily(t.name, name).name);
        return text;
    }
    const qint32 op = row.ref(index);
    if (t.isSummary())
        text += u"<br/>"_qs
            + Tr::tr("%n lane(s) share this one: click its name (or press E) to show each", nullptr, t.members);
    if (t.derived) {
        text += u"<br/>"_qs
            + Tr::tr("Derived from pipe ratios: %1 busy for R × duration = %2").arg(t.name, formatDuration(dur));
    }
    if (analysis && op >= 0 && size_t(op) < analysis->operators.size()) {
        const OperatorResult &r = analysis->operators[size_t(op)];
        text += u"<br/>"_qs + Tr::tr("Category: %1").arg(categoryDisplayName(r.category));
        if (r.boundComponent)
            text += u"<br/>"_qs + Tr::tr("Limiting component: %1").arg(r.boundComponent->displayName());
        if (r.estimatedGainUs)
            text += u"<br/>"_qs + Tr::tr("Estimated gain: %1").arg(formatDuration(*r.estimatedGainUs));
    }
    return text;
}

QString ribbonToolTip(const TimelineScene &scene, int track, double t, double windowUs)
{
    const TimelineTrack &tr = scene.tracks[size_t(track)];
    if (tr.ribbon < 0)
        return {};
    const RibbonSample s = scene.ribbons[size_t(tr.ribbon)].sample(t - windowUs / 2, t + windowUs / 2);
    if (s.coveredUs <= 0.0)
        return {};
    QString text = u"<b>"_qs + tr.group.toHtmlEscaped() + u"</b><br/>"_qs;
    text += Tr::tr("Busy pipes: %1").arg(QString::number(s.meanBusy, 'f', 2)) + u"<br/>"_qs;
    text += Tr::tr("Serial %1 · overlap %2 · idle %3")
                .arg(percent(s.serialShare), percent(s.overlapShare), percent(s.idleShare));
    return text;
}

QString counterToolTip(const TimelineScene &scene, int track, double t, double originUs)
{
    const TimelineTrack &tr = scene.tracks[size_t(track)];
    if (tr.counter < 0)
        return {};
    QString text = u"<b>"_qs + Tr::tr("%1 · %2").arg(tr.group, tr.name).toHtmlEscaped() + u"</b><br/>"_qs;
    text += Tr::tr("At %1").arg(formatDuration(t - originUs));
    bool any = false;
    QString marks;
    for (int k = 0; k < tr.counterCount && size_t(tr.counter + k) < scene.counters.size(); ++k) {
        const CounterTrack &c = scene.counters[size_t(tr.counter + k)];
        const std::optional<double> v = c.valueAt(t);
        if (!v)
            continue;
        any = true;
        const QString value = QString::number(*v, 'f', std::fabs(*v) >= 100.0 ? 1 : 2);
        text += u"<br/>"_qs
            + (c.unit.isEmpty() ? Tr::tr("%1: %2").arg(c.name.toHtmlEscaped(), value)
                                : Tr::tr("%1: %2 %3").arg(c.name.toHtmlEscaped(), value, c.unit.toHtmlEscaped()));
        for (const CounterReference &r : c.references) {
            if (r.value > 0.0 && k == 0)
                text += Tr::tr(" (%1 % of the %2)")
                            .arg(QString::number(*v / r.value * 100.0, 'f', 1), r.label.toHtmlEscaped());
        }
        if (c.mark)
            marks += u"<br/>"_qs
                + Tr::tr("%1 at %2").arg(c.mark->label.toHtmlEscaped(), formatDuration(c.mark->timeUs - originUs));
    }
    return any ? text + marks : QString();
}

} // namespace rl
