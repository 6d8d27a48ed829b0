// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/pipelinetrace.h"
#include "core/model/stringtable.h"
#include "core/timeline/intervalrow.h"
#include "core/timeline/ribbonsampler.h"
#include "core/timeline/swatch.h"

#include <QString>

#include <optional>
#include <vector>

namespace rl {

// One horizontal band of the swimlane: a pipe of a unit, a stream, a derived component
// lane, a unit's parallelism ribbon or a counter.
struct TimelineTrack
{
    enum class Kind : quint8 { Lanes, Ribbon, Counter };
    Kind kind = Kind::Lanes;
    QString group; // unit ("core0.veccore0") or process ("Ascend Hardware")
    QString name;  // pipe ("MTE2"), thread ("Stream 2"), component ("Cube")
    Swatch swatch = Swatch::OtherPipe;
    bool derived = false;               // drawn from pipe ratios, not from recorded events
    std::vector<IntervalRow> rows;      // sub-rows of overlapping items, packed
    std::vector<IntervalRow> stallRows; // issue stalls (cache_time / ccu_time), packed
    int ribbon = -1;                    // into TimelineScene::ribbons (Kind::Ribbon)
    int counter = -1;                   // into TimelineScene::counters (Kind::Counter)
    int counterCount = 1;               // Kind::Counter: the consecutive counters from `counter` it draws
    int unit = -1;                      // into the PipelineTrace units (instruction level)
    // A job's HCCL planes (8 per group and more), a process's host threads and overlap-analysis
    // lanes, and the run's counters would take most of a short dock, so each set folds into one
    // summary track the view shows until the user expands it: the summary holds every task of
    // its `members` tracks, which follow it directly, packed into rows drawn over one another in
    // one band (nothing disappears; a counter summary draws each member's line, scaled to its
    // own range; a rank's device-memory summary draws its footprint, its own `counter`); each
    // member track names its summary.
    enum class Members : quint8 { Planes, Threads, Counters, Overlap, Memory };
    int members = 0;  // a summary track: how many tracks it stands for
    int summary = -1; // a member track: the index of its summary track
    Members membersKind = Members::Planes;

    size_t itemCount() const;
    bool isSummary() const { return members > 0; }
};

// A horizontal line across a counter's lane with its name: the chip's capacity, a roof.
struct CounterReference
{
    double value = 0.0;
    QString label;
};

// One sample singled out, with its name: the peak of a memory footprint.
struct CounterMark
{
    double timeUs = 0.0;
    double value = 0.0;
    QString label;
};

struct CounterTrack
{
    QString name;                // "AI Core Freq MHz", "HBM 0/Read Read(MB/s)"
    std::vector<double> timesUs; // sorted
    std::vector<double> values;
    double minValue = 0.0;
    double maxValue = 0.0;
    // The range the lane draws: the counters of one lane (TimelineTrack::counterCount) share it,
    // so their lines compare; unset, each line fills the lane from its own minimum to maximum.
    std::optional<double> scaleMin;
    std::optional<double> scaleMax;
    Swatch swatch = Swatch::OtherPipe; // the line's colour
    QString unit;                      // "MB", "GB/s", "%" for the hover text; empty when the name says it
    std::vector<CounterReference> references;
    std::optional<CounterMark> mark;

    double drawnMin() const { return scaleMin.value_or(minValue); }
    double drawnMax() const { return scaleMax.value_or(maxValue); }
    // The sample in force at `t` (the last at or before it); nullopt before the first.
    std::optional<double> valueAt(double t) const;
};

// A dependency drawn between two tracks.
struct SceneLink
{
    PipeLink::Kind kind = PipeLink::Kind::Flow;
    int fromTrack = -1;
    double fromUs = 0.0;
    int toTrack = -1;
    double toUs = 0.0;
    QString label;
    double firstUs() const { return fromUs < toUs ? fromUs : toUs; }
    double lastUs() const { return fromUs < toUs ? toUs : fromUs; }
};

// Where an operator of the profile sits on the kernel-level timeline.
struct OperatorPlacement
{
    int track = -1; // -1: not on the timeline
    double startUs = 0.0;
    double endUs = 0.0;
};

// Everything a swimlane view draws, already laid out in time: built once from the model
// (off the widgets), then only read. Times are µs from `originNs` (kernel level) or from
// the kernel start (instruction level).
struct TimelineScene
{
    enum class Level : quint8 { Empty, Instruction, Kernel };
    Level level = Level::Empty;
    QString title;
    StringTable labels; // item labels (mnemonics, kernel names)
    std::vector<TimelineTrack> tracks;
    std::vector<RibbonSampler> ribbons;
    std::vector<CounterTrack> counters;
    std::vector<SceneLink> links; // sorted by firstUs()
    double maxLinkSpanUs = 0.0;   // longest link, bounds the visible-link search
    double startUs = 0.0;         // extent of the tasks drawn (of the sampled lines when there are none)
    double endUs = 0.0;
    qint64 originNs = 0;                       // kernel level: source-clock ns of time 0
    int operatorIndex = -1;                    // instruction level: the operator shown, if known
    std::vector<OperatorPlacement> placements; // kernel level: per profile operator

    // Items of the scene, each counted once (a summary track repeats its planes' items).
    size_t itemCount() const;
    // The links whose time span meets (t0, t1), as [first, last) into `links` plus a filter
    // the caller applies (a link before t0 may still reach into the window).
    std::pair<size_t, size_t> linkCandidates(double t0, double t1) const;
    // Finish: sort links, compute the extent. Builders call it last.
    void finalize();
};

} // namespace rl
