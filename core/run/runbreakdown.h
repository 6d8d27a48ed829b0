// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/diagnostics.h"

#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace rl {

struct CommunicationData; // core/comm/communicationdata.h
struct MemoryData;        // core/memory/memorydata.h

// Where a step's time goes on one rank, as the step-trace files name the parts
// (app/README.md §4.5, core/io/README.md §9.2). Microseconds; a part the source does not give is
// empty.
struct StepBreakdown
{
    QString step; // as written: profilers write numbers, some write labels
    std::optional<double> computingUs;
    std::optional<double> communicationNotOverlappedUs;
    std::optional<double> overlappedUs;
    std::optional<double> communicationUs;
    std::optional<double> freeUs;
    std::optional<double> stageUs;
    std::optional<double> bubbleUs;
    std::optional<double> communicationNotOverlappedExcludeReceiveUs;
    std::optional<double> preparingUs;
    // Of the communication not overlapped, the time the rank only waited for a peer (Notify
    // Wait tasks while no data moved and nothing computed). Only a timeline gives it.
    std::optional<double> waitingUs;
    qint64 startNs = -1; // on the timeline's clock, when the step was derived from one

    // Computing + communication not overlapped + free: the step as the three parts cover it
    // (the profiler's own Free is the step minus the other two).
    double totalUs() const;
    // Adds every part of `other` to this one (a part is kept empty only if both are).
    void accumulate(const StepBreakdown &other);
};

// One idle stretch of the device inside a step: no compute and no communication task.
struct FreeGap
{
    qint64 startNs = 0;
    qint64 durationNs = 0;
    qint64 sinceStepStartNs = 0;
    QString step;
};

// One transport type of communication.json's "Communication Bandwidth Info", summed over the
// rank's communication operators.
struct TransportBandwidth
{
    QString transport; // "HCCS", "PCIE", "RDMA", "SDMA"
    double transitSizeMb = 0.0;
    double transitTimeMs = 0.0;
    std::optional<double> peakGBps; // the link's peak when the catalogue knows it

    std::optional<double> bandwidthGBps() const; // size / time, when time > 0
};

// communication.json of one rank, summed over its communication operators.
struct CommunicationSummary
{
    int operators = 0;
    double elapseMs = 0.0;
    double transitMs = 0.0;
    double waitMs = 0.0;
    double synchronizationMs = 0.0;
    std::vector<TransportBandwidth> transports; // in the order first seen
    QString path;
};

// One operator group (same type) on one rank, for the comparison across ranks.
struct RankGroupFigures
{
    int rank = 0;
    int calls = 0;
    double totalUs = 0.0;
    double minUs = 0.0;
    double maxUs = 0.0;
    QString category; // contract id of the category with the most time in the group
};

// The same operator group on every rank that has a kernel table: whether one rank's MatMul is
// slower or all are.
struct GroupAcrossRanks
{
    QString group;                       // operator type (the name when a row has no type)
    std::vector<RankGroupFigures> ranks; // by rank
    double spread = 0.0;                 // (largest − smallest total) / smallest total
    int slowestRank = 0;                 // the rank with the largest total
};

struct RankBreakdown
{
    int rank = 0;
    QString path; // the rank's profile folder (or the file the numbers came from)
    bool hasKernels = false;
    std::vector<StepBreakdown> steps;
    StepBreakdown totals; // the parts summed over steps (step is empty)
    std::optional<CommunicationSummary> communication;
    std::optional<double> aiCpuUs;    // AI_CPU task time, when a timeline or table gives it
    std::vector<FreeGap> largestGaps; // longest first, a few per rank (timeline-derived only)
    // totals = the parts of every step summed.
    void sumSteps();
    // Listed from the job's folders but not read yet (core/job/README.md §2): a job without step
    // traces derives each rank's steps from that rank's own timeline, read after the first
    // rank is on screen.
    bool pending = false;
    QString problem; // why the rank's figures could not be read, when they could not
};

// The run-level view of a job: per rank and step, how much is compute, communication and
// free time, so a user knows how much of the step the operators can win back.
struct RunBreakdown
{
    enum class Source { StepTraceTime, ClusterStepTraceTime, MsprofStepTrace, TraceView };
    Source source = Source::StepTraceTime;
    std::vector<RankBreakdown> ranks;     // by rank
    std::optional<int> slowestRank;       // the rank with the largest total
    int analysedRank = -1;                // the rank whose operators the analysis holds, -1 if none
    QString summary;                      // one sentence (in the UI language when computed)
    std::vector<GroupAcrossRanks> groups; // with two or more ranks with kernels: largest first
    // Every collective of the job as its communication files give it (core/comm/README.md),
    // when the job has any; judged against the chip's link roofs by the analysis.
    std::shared_ptr<const CommunicationData> communication;
    // Every rank's device memory records as the files give them (core/memory/README.md), when
    // the job has any: the allocators' totals, the allocations, the sampled HBM and L2.
    std::shared_ptr<const MemoryData> memory;
    Diagnostics diagnostics;

    const RankBreakdown *rank(int number) const;
};

QString runSourceName(RunBreakdown::Source source); // app/README.md §4.5 "source" values

// Where each step sits on the rank's timeline and how long it only waited for a peer, from the
// steps derived from that timeline: matched by label, or the one step with the one step.
void placeOnTimeline(std::vector<StepBreakdown> &steps, const std::vector<StepBreakdown> &fromTimeline);

} // namespace rl
