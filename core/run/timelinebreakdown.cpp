// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/run/timelinebreakdown.h"

#include "core/common/spanunion.h"
#include "core/common/timearithmetic.h"

#include <QRegularExpression>

#include <algorithm>

namespace rl {

namespace {

struct Span
{
    qint64 start = 0;
    qint64 end = 0;
};

struct StepWindow
{
    QString label;
    qint64 start = 0;
    qint64 end = -1; // -1: open, the window ends with the last task assigned to it
    std::vector<Span> compute;
    std::vector<Span> communication;
    std::vector<Span> waiting; // Notify_Wait tasks
    std::vector<Span> moving;  // copies and reductions: data on the wire
};

enum class CommunicationTask { Other, Waiting, Moving };

// HCCL task names as trace_view.json and the profiler DB write them (Notify_Wait, Memcpy,
// Reduce_Inline, RDMASend…); the collective itself (hcom_allReduce_…) is neither.
CommunicationTask communicationTaskOf(std::string_view name)
{
    if (name == "Notify_Wait" || name == "Notify Wait")
        return CommunicationTask::Waiting;
    if (name == "Memcpy" || name == "Reduce_Inline" || name == "Reduce Inline" || name.substr(0, 4) == "RDMA"
        || name.substr(0, 4) == "SDMA")
        return CommunicationTask::Moving;
    return CommunicationTask::Other;
}

// In ns, as a double: the spans of a damaged file may be further apart than 64 bits hold.
double lengthOf(const std::vector<Span> &spans)
{
    double sum = 0.0;
    for (const Span &s : spans)
        sum += double(s.end) - double(s.start);
    return sum;
}

double intersectionOf(const std::vector<Span> &a, const std::vector<Span> &b)
{
    double sum = 0.0;
    size_t i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        const qint64 lo = std::max(a[i].start, b[j].start);
        const qint64 hi = std::min(a[i].end, b[j].end);
        if (hi > lo)
            sum += double(hi) - double(lo);
        (a[i].end < b[j].end) ? ++i : ++j;
    }
    return sum;
}

bool isComputeTask(TaskType type)
{
    return isAiCoreTask(type) || type == TaskType::AiCpu;
}

// Step windows from the markers the timeline holds.
std::vector<StepWindow> stepWindows(const Timeline &timeline, RunBreakdown::Source &source)
{
    static const QRegularExpression profilerStep(QStringLiteral("^ProfilerStep#(\\d+)$"));
    static const QRegularExpression iteration(QStringLiteral("^Iteration (\\d+)$"));
    std::vector<StepWindow> host, iterations;
    for (size_t i = 0; i < timeline.eventCount(); ++i) {
        const std::string_view raw = timeline.strings.view(timeline.nameId[i]);
        if (raw.empty() || (raw.front() != 'P' && raw.front() != 'I'))
            continue;
        const QString name = QString::fromUtf8(raw.data(), qsizetype(raw.size()));
        const TimelineLane &lane = timeline.lanes[timeline.lane[i]];
        if (lane.kind == TimelineLane::Kind::HostThread) {
            if (const auto m = profilerStep.match(name); m.hasMatch())
                host.push_back({m.captured(1), timeline.startNs[i], -1, {}, {}, {}, {}});
        } else if (const auto m = iteration.match(name); m.hasMatch()) {
            iterations.push_back(
                {m.captured(1), timeline.startNs[i], timeline.startNs[i] + timeline.durNs[i], {}, {}, {}, {}});
        }
    }
    auto byStart = [](const StepWindow &a, const StepWindow &b) { return a.start < b.start; };
    if (!host.empty()) {
        std::sort(host.begin(), host.end(), byStart);
        source = RunBreakdown::Source::TraceView;
        return host;
    }
    if (!iterations.empty()) {
        std::sort(iterations.begin(), iterations.end(), byStart);
        source = RunBreakdown::Source::MsprofStepTrace;
        return iterations;
    }
    source = RunBreakdown::Source::TraceView;
    return {StepWindow{u"all"_qs, std::numeric_limits<qint64>::min(), -1, {}, {}, {}, {}}};
}

// The window a task starting at `start` belongs to, or nullptr (outside every iteration).
StepWindow *windowFor(std::vector<StepWindow> &windows, qint64 start)
{
    auto it = std::upper_bound(windows.begin(), windows.end(), start,
                               [](qint64 s, const StepWindow &w) { return s < w.start; });
    if (it == windows.begin())
        return windows.front().end < 0 ? &windows.front() : nullptr; // before the first host step
    --it;
    return (it->end < 0 || start < it->end) ? &*it : nullptr;
}

} // namespace

DerivedRun deriveRunFromTimeline(const Timeline &timeline, const std::vector<Operator> &operators, size_t gapsKept)
{
    DerivedRun run;
    std::vector<StepWindow> windows = stepWindows(timeline, run.source);

    // Which lanes hold the two sets.
    int overlapComputing = -1, overlapCommunication = -1;
    bool hasCommunicationLanes = false;
    for (size_t l = 0; l < timeline.lanes.size(); ++l) {
        const TimelineLane &lane = timeline.lanes[l];
        if (lane.kind == TimelineLane::Kind::Overlap && lane.thread == u"Computing")
            overlapComputing = int(l);
        else if (lane.kind == TimelineLane::Kind::Overlap && lane.thread == u"Communication")
            overlapCommunication = int(l);
        else if (lane.kind == TimelineLane::Kind::Communication)
            hasCommunicationLanes = true;
    }
    const bool useOverlapLanes = overlapComputing >= 0;

    for (size_t i = 0; i < timeline.eventCount(); ++i) {
        const int laneIndex = timeline.lane[i];
        const TimelineLane &lane = timeline.lanes[size_t(laneIndex)];
        bool compute = false, communication = false;
        if (useOverlapLanes) {
            compute = laneIndex == overlapComputing;
            communication = laneIndex == overlapCommunication;
        } else if (lane.kind == TimelineLane::Kind::DeviceStream) {
            const qint32 op = i < timeline.operatorIndex.size() ? timeline.operatorIndex[i] : -1;
            if (op >= 0 && size_t(op) < operators.size()) {
                compute = isComputeTask(operators[size_t(op)].taskType);
                communication = !hasCommunicationLanes && operators[size_t(op)].taskType == TaskType::Communication;
            }
        } else if (lane.kind == TimelineLane::Kind::Communication) {
            communication = true;
        }
        // The HCCL tasks say whether communication time waited or moved data, whichever
        // lanes measure the communication itself (the overlap lanes when there are).
        const CommunicationTask task = lane.kind == TimelineLane::Kind::Communication
            ? communicationTaskOf(timeline.strings.view(timeline.nameId[i]))
            : CommunicationTask::Other;
        if (!compute && !communication && task == CommunicationTask::Other)
            continue;
        const qint64 start = timeline.startNs[i];
        const qint64 end = saturatingAdd(start, std::max<qint64>(timeline.durNs[i], 0));
        StepWindow *w = windowFor(windows, start);
        if (!w)
            continue;
        if (task == CommunicationTask::Waiting)
            w->waiting.push_back({start, end});
        else if (task == CommunicationTask::Moving)
            w->moving.push_back({start, end});
        if (compute || communication)
            (compute ? w->compute : w->communication).push_back({start, end});
    }

    std::vector<FreeGap> gaps;
    for (StepWindow &w : windows) {
        const std::vector<Span> compute = unionOfSpans(std::move(w.compute));
        const std::vector<Span> communication = unionOfSpans(std::move(w.communication));
        std::vector<Span> all = compute;
        all.insert(all.end(), communication.begin(), communication.end());
        all = unionOfSpans(std::move(all));
        if (all.empty())
            continue;
        const bool fixed = w.end >= 0; // an iteration span is the step; otherwise its tasks are
        const qint64 begin = fixed ? w.start : all.front().start;
        const qint64 end = fixed ? std::max(w.end, all.back().end) : all.back().end;
        const double computing = lengthOf(compute);
        const double communicating = lengthOf(communication);
        const double overlapped = intersectionOf(compute, communication);
        const double busy = lengthOf(all);
        StepBreakdown step;
        step.step = w.label;
        step.startNs = begin;
        step.computingUs = computing / 1000.0;
        step.communicationUs = communicating / 1000.0;
        step.overlappedUs = overlapped / 1000.0;
        step.communicationNotOverlappedUs = std::max(0.0, communicating - overlapped) / 1000.0;
        step.freeUs = std::max(0.0, (double(end) - double(begin)) - busy) / 1000.0;
        if (!w.waiting.empty()) {
            // Waiting only: a Notify_Wait while no plane moves data and no core computes.
            const std::vector<Span> waiting = unionOfSpans(std::move(w.waiting));
            std::vector<Span> working = compute;
            working.insert(working.end(), w.moving.begin(), w.moving.end());
            working = unionOfSpans(std::move(working));
            step.waitingUs = std::max(0.0, lengthOf(waiting) - intersectionOf(waiting, working)) / 1000.0;
        }
        run.steps.push_back(step);
        qint64 cursor = begin;
        for (const Span &s : all) {
            if (s.start > cursor)
                gaps.push_back({cursor, saturatingSub(s.start, cursor), saturatingSub(cursor, begin), w.label});
            cursor = std::max(cursor, s.end);
        }
        if (end > cursor)
            gaps.push_back({cursor, saturatingSub(end, cursor), saturatingSub(cursor, begin), w.label});
    }
    std::sort(gaps.begin(), gaps.end(), [](const FreeGap &a, const FreeGap &b) {
        return a.durationNs != b.durationNs ? a.durationNs > b.durationNs : a.startNs < b.startNs;
    });
    if (gaps.size() > gapsKept)
        gaps.resize(gapsKept);
    run.largestGaps = std::move(gaps);
    return run;
}

} // namespace rl
