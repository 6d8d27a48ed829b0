// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/timeline/kernelscene.h"

#include "core/common/timearithmetic.h"
#include "core/common/tr.h"
#include "core/timeline/memorytracks.h"
#include "core/timeline/rowpacker.h"

#include <QHash>
#include <QMap>

#include <algorithm>
#include <limits>
#include <numeric>
#include <optional>
#include <tuple>

namespace rl {

namespace {

struct Box
{
    double startUs;
    double endUs;
    quint32 label;
    quint16 style;
    qint32 ref;
};

std::vector<IntervalRow> packBoxes(std::vector<Box> boxes)
{
    std::stable_sort(boxes.begin(), boxes.end(), [](const Box &a, const Box &b) { return a.startUs < b.startUs; });
    std::vector<double> starts(boxes.size()), ends(boxes.size());
    for (size_t i = 0; i < boxes.size(); ++i) {
        starts[i] = boxes[i].startUs;
        ends[i] = boxes[i].endUs;
    }
    const std::vector<int> sub = packSubRows(starts, ends);
    std::vector<IntervalRow> rows(size_t(std::max(1, subRowCount(sub))));
    for (size_t i = 0; i < boxes.size(); ++i)
        rows[size_t(sub[i])].append(boxes[i].startUs, boxes[i].endUs, boxes[i].label, boxes[i].style, boxes[i].ref);
    return rows;
}

int kindRank(TimelineLane::Kind kind)
{
    switch (kind) {
    case TimelineLane::Kind::DeviceStream:
        return 0;
    case TimelineLane::Kind::Communication:
        return 1;
    case TimelineLane::Kind::Overlap:
        return 2;
    case TimelineLane::Kind::HostThread:
        return 3;
    case TimelineLane::Kind::Other:
        return 4;
    }
    return 5;
}

Swatch laneSwatch(TimelineLane::Kind kind)
{
    switch (kind) {
    case TimelineLane::Kind::DeviceStream:
        return Swatch::Kernel;
    case TimelineLane::Kind::Communication:
        return Swatch::Communication;
    case TimelineLane::Kind::HostThread:
        return Swatch::HostCall;
    default:
        return Swatch::OtherPipe;
    }
}

quint16 operatorStyle(const Analysis *analysis, qint32 op, Swatch fallback)
{
    if (analysis && op >= 0 && size_t(op) < analysis->operators.size())
        return ItemStyle::make(swatchForCategory(analysis->operators[size_t(op)].category));
    return ItemStyle::make(fallback);
}

qint64 earliestNs(const Profile &profile)
{
    qint64 lo = std::numeric_limits<qint64>::max();
    if (profile.timeline.eventCount() > 0)
        lo = profile.timeline.minStartNs();
    for (const CounterSeries &c : profile.timeline.counters) {
        if (!c.tsNs.empty())
            lo = std::min(lo, *std::min_element(c.tsNs.begin(), c.tsNs.end()));
    }
    if (profile.timeline.eventCount() == 0) {
        for (const Operator &op : profile.operators) {
            if (op.startNs)
                lo = std::min(lo, *op.startNs);
        }
    }
    return lo == std::numeric_limits<qint64>::max() ? 0 : lo;
}

// Lanes that fold into a summary track with the others of their process: the communication
// planes ("Plane 3" of the HCCL process in trace_view.json, one per planeId from a profiler DB),
// the host threads (CANN, Python) and the overlap analysis (computing, communication, free).
std::optional<TimelineTrack::Members> foldKind(const TimelineLane &lane)
{
    if (lane.kind == TimelineLane::Kind::Communication && lane.thread.startsWith(u"Plane "))
        return TimelineTrack::Members::Planes;
    if (lane.kind == TimelineLane::Kind::HostThread)
        return TimelineTrack::Members::Threads;
    if (lane.kind == TimelineLane::Kind::Overlap)
        return TimelineTrack::Members::Overlap;
    return std::nullopt;
}

QString summaryName(TimelineTrack::Members kind, int members)
{
    switch (kind) {
    case TimelineTrack::Members::Planes:
        return Tr::tr("%n plane(s)", nullptr, members);
    case TimelineTrack::Members::Threads:
        return Tr::tr("%n thread(s)", nullptr, members);
    case TimelineTrack::Members::Overlap:
        return Tr::tr("%n overlap lane(s)", nullptr, members);
    case TimelineTrack::Members::Memory:
        return Tr::tr("%n memory lane(s)", nullptr, members);
    case TimelineTrack::Members::Counters:
        break;
    }
    return Tr::tr("%n counter(s)", nullptr, members);
}

void addTimelineTracks(TimelineScene &scene, const Profile &profile, const Analysis *analysis,
                       const KernelSceneOptions &options)
{
    const Timeline &tl = profile.timeline;
    std::vector<quint16> order(tl.lanes.size());
    std::iota(order.begin(), order.end(), quint16(0));
    std::stable_sort(order.begin(), order.end(),
                     [&tl](quint16 a, quint16 b) { return kindRank(tl.lanes[a].kind) < kindRank(tl.lanes[b].kind); });
    // Bucket by lane in one pass rather than trusting laneRange(): that needs finish(), and
    // a timeline that skipped it must still draw right.
    std::vector<std::vector<quint32>> eventsOf(tl.lanes.size());
    for (size_t i = 0; i < tl.eventCount(); ++i) {
        if (tl.lane[i] < tl.lanes.size())
            eventsOf[tl.lane[i]].push_back(quint32(i));
    }
    const auto shown = [&](quint16 laneIndex) {
        const TimelineLane &lane = tl.lanes[laneIndex];
        return !eventsOf[laneIndex].empty() && (options.hostLanes || lane.kind != TimelineLane::Kind::HostThread);
    };
    // The folding lanes of each process, by kind, in display order.
    using FoldKey = std::tuple<QString, qint64, int>;
    const auto foldKey = [&tl](quint16 laneIndex) {
        const TimelineLane &lane = tl.lanes[laneIndex];
        return FoldKey{lane.process, lane.pid, int(*foldKind(lane))};
    };
    QMap<FoldKey, std::vector<quint16>> foldsOf;
    for (quint16 laneIndex : order) {
        if (shown(laneIndex) && foldKind(tl.lanes[laneIndex]))
            foldsOf[foldKey(laneIndex)].push_back(laneIndex);
    }
    // The boxes of one lane; `place` records where its operators sit (not for summaries,
    // whose boxes are their planes').
    const auto boxesOf = [&](quint16 laneIndex, bool place, std::vector<Box> &boxes) {
        const Swatch fallback = laneSwatch(tl.lanes[laneIndex].kind);
        for (quint32 i : eventsOf[laneIndex]) {
            const double s = double(tl.startNs[i] - scene.originNs) / 1000.0;
            const double e = s + double(std::max<qint64>(0, tl.durNs[i])) / 1000.0;
            boxes.push_back(
                {s, e, tl.nameId[i], operatorStyle(analysis, tl.operatorIndex[i], fallback), tl.operatorIndex[i]});
            const qint32 op = tl.operatorIndex[i];
            if (place && op >= 0 && size_t(op) < scene.placements.size())
                scene.placements[size_t(op)] = {int(scene.tracks.size()), s, e};
        }
    };
    const auto addLane = [&](quint16 laneIndex, int summary) {
        const TimelineLane &lane = tl.lanes[laneIndex];
        std::vector<Box> boxes;
        boxes.reserve(eventsOf[laneIndex].size());
        boxesOf(laneIndex, true, boxes);
        TimelineTrack track;
        track.group = lane.process;
        track.name = lane.thread;
        track.swatch = laneSwatch(lane.kind);
        track.summary = summary;
        track.rows = packBoxes(std::move(boxes));
        scene.tracks.push_back(std::move(track));
    };
    for (quint16 laneIndex : order) {
        const TimelineLane &lane = tl.lanes[laneIndex];
        if (!shown(laneIndex))
            continue;
        const std::optional<TimelineTrack::Members> kind = foldKind(lane);
        const std::vector<quint16> members = kind ? foldsOf.value(foldKey(laneIndex)) : std::vector<quint16>{};
        if (members.size() < 2) {
            addLane(laneIndex, -1);
            continue;
        }
        if (members.front() != laneIndex)
            continue; // added with the first lane of its fold
        TimelineTrack summary;
        summary.group = lane.process;
        summary.name = summaryName(*kind, int(members.size()));
        summary.swatch = laneSwatch(lane.kind);
        summary.members = int(members.size());
        summary.membersKind = *kind;
        std::vector<Box> boxes;
        for (quint16 member : members)
            boxesOf(member, false, boxes);
        summary.rows = packBoxes(std::move(boxes));
        const int summaryIndex = int(scene.tracks.size());
        scene.tracks.push_back(std::move(summary));
        for (quint16 member : members)
            addLane(member, summaryIndex);
    }
}

// A run without a timeline (kernel tables only): one lane per stream from the operators'
// own start times.
void addOperatorTracks(TimelineScene &scene, const Profile &profile, const Analysis *analysis)
{
    QMap<int, std::vector<Box>> byStream;
    for (size_t i = 0; i < profile.operators.size(); ++i) {
        const Operator &op = profile.operators[i];
        if (!op.startNs)
            continue;
        const double s = differenceUs(*op.startNs, scene.originNs);
        const quint32 label = scene.labels.intern(op.name);
        byStream[op.streamId.value_or(-1)].push_back({s, s + std::max(0.0, op.durationUs), label,
                                                      operatorStyle(analysis, qint32(i), Swatch::Kernel), qint32(i)});
    }
    for (auto it = byStream.begin(); it != byStream.end(); ++it) {
        TimelineTrack track;
        track.group = Tr::tr("Kernels");
        track.name = it.key() >= 0 ? Tr::tr("Stream %1").arg(it.key()) : Tr::tr("Tasks");
        track.swatch = Swatch::Kernel;
        for (const Box &b : it.value())
            scene.placements[size_t(b.ref)] = {int(scene.tracks.size()), b.startUs, b.endUs};
        track.rows = packBoxes(std::move(it.value()));
        scene.tracks.push_back(std::move(track));
    }
}

void addDerivedTracks(TimelineScene &scene, const Profile &profile, const Analysis &analysis)
{
    for (ComponentId id : kAllComponents) {
        std::vector<Box> boxes;
        for (const OperatorResult &r : analysis.operators) {
            if (r.index < 0 || size_t(r.index) >= scene.placements.size())
                continue;
            const OperatorPlacement &p = scene.placements[size_t(r.index)];
            double ratio = 0.0; // both sides of a separated chip: the busier one
            for (const ComponentResult &c : r.components) {
                if (c.key.id != id)
                    continue;
                if (const OptionalNumber cr = c.R())
                    ratio = std::max(ratio, *cr);
            }
            if (p.track < 0 || !(ratio > 0.0))
                continue;
            const double busyEnd = p.startUs + std::min(ratio, 1.0) * (p.endUs - p.startUs);
            const quint32 label = scene.labels.intern(profile.operators[size_t(r.index)].name);
            boxes.push_back({p.startUs, busyEnd, label, ItemStyle::make(swatchForComponent(id)), qint32(r.index)});
        }
        if (boxes.empty())
            continue;
        TimelineTrack track;
        track.group = Tr::tr("Derived from pipe ratios");
        track.name = componentDisplayName(id);
        track.swatch = swatchForComponent(id);
        track.derived = true;
        track.rows = packBoxes(std::move(boxes));
        scene.tracks.push_back(std::move(track));
    }
}

CounterTrack counterTrack(const CounterSeries &series, qint64 originNs)
{
    CounterTrack counter;
    counter.name = series.name;
    std::vector<size_t> order(series.tsNs.size());
    std::iota(order.begin(), order.end(), size_t(0));
    std::stable_sort(order.begin(), order.end(),
                     [&series](size_t a, size_t b) { return series.tsNs[a] < series.tsNs[b]; });
    for (size_t i : order) {
        counter.timesUs.push_back(double(series.tsNs[i] - originNs) / 1000.0);
        counter.values.push_back(series.values[i]);
    }
    const auto [lo, hi] = std::minmax_element(counter.values.begin(), counter.values.end());
    counter.minValue = *lo;
    counter.maxValue = *hi;
    return counter;
}

// The counters (AI Core frequency, each HBM's read and write, LLC, NPU memory... thirty in a
// torch_npu Level2 trace) follow one summary track that draws them all when there are several.
void addCounterTracks(TimelineScene &scene, const Profile &profile)
{
    std::vector<const CounterSeries *> members;
    for (const CounterSeries &series : profile.timeline.counters) {
        if (!series.tsNs.empty() && series.tsNs.size() == series.values.size())
            members.push_back(&series);
    }
    // In process order, first seen first, so unfolded counters group under their process.
    QHash<QString, int> firstSeen;
    for (const CounterSeries *c : members) {
        if (!firstSeen.contains(c->process))
            firstSeen.insert(c->process, int(firstSeen.size()));
    }
    std::stable_sort(members.begin(), members.end(), [&firstSeen](const CounterSeries *a, const CounterSeries *b) {
        return firstSeen.value(a->process) < firstSeen.value(b->process);
    });
    int summaryIndex = -1;
    if (members.size() > 1) {
        TimelineTrack summary;
        summary.kind = TimelineTrack::Kind::Counter;
        summary.group = Tr::tr("Counters");
        summary.name = summaryName(TimelineTrack::Members::Counters, int(members.size()));
        summary.members = int(members.size());
        summary.membersKind = TimelineTrack::Members::Counters;
        summaryIndex = int(scene.tracks.size());
        scene.tracks.push_back(std::move(summary));
    }
    for (const CounterSeries *series : members) {
        TimelineTrack track;
        track.kind = TimelineTrack::Kind::Counter;
        track.group = series->process;
        track.name = series->name;
        track.counter = int(scene.counters.size());
        track.summary = summaryIndex;
        scene.counters.push_back(counterTrack(*series, scene.originNs));
        scene.tracks.push_back(std::move(track));
    }
}

} // namespace

TimelineScene buildKernelScene(const Profile &profile, const Analysis *analysis, const KernelSceneOptions &options)
{
    TimelineScene scene;
    scene.level = TimelineScene::Level::Kernel;
    scene.title = profile.name;
    scene.labels = profile.timeline.strings;
    scene.originNs = kernelSceneOriginNs(profile);
    scene.placements.resize(profile.operators.size());
    if (profile.timeline.eventCount() > 0)
        addTimelineTracks(scene, profile, analysis, options);
    else
        addOperatorTracks(scene, profile, analysis);
    if (options.derivedLanes && analysis)
        addDerivedTracks(scene, profile, *analysis);
    if (options.memoryLanes)
        addMemoryTracks(scene, profile, analysis);
    if (options.counters)
        addCounterTracks(scene, profile);
    scene.finalize();
    return scene;
}

qint64 kernelSceneOriginNs(const Profile &profile)
{
    return earliestNs(profile);
}

} // namespace rl
