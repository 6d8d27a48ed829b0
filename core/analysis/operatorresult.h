// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/category.h"
#include "core/analysis/pipelinestats.h"
#include "core/common/optionalnumber.h"
#include "core/hierarchy/servedfrom.h"
#include "core/model/component.h"
#include "core/model/internedname.h"
#include "core/model/operator.h"

#include <QList>
#include <QString>

#include <cmath>
#include <memory>
#include <optional>
#include <vector>

namespace rl {

// No component can do more than its peak: a U (or an E) above this is an error in one of the
// model's inputs (the work, the peak, the clock or the block count), not a finding about the
// kernel. The 5 % margin covers rounding in the profilers' times and clocks.
inline constexpr double kImplausibleU = 1.05;

// The model's numbers for one component of one operator (app/README.md §4.3 `components.<id>`).
struct ComponentResult
{
    // Positions of items of `work` (dominantAt, missingPeakAt): a long run holds over a million
    // component results, and two names kept as pointers were a quarter of each. A work map
    // longer than the positions that fit is not measured (ComponentModel::evaluate).
    static constexpr quint8 kNoItem = 0xFF;
    static constexpr quint8 kBandwidth = 0xFE;    // a chip memory's bandwidth, not an item of its work
    static constexpr quint8 kTooManyItems = 0xFD; // work of more items than a position holds
    static constexpr qsizetype kMaxItems = kTooManyItems;

    ComponentKey key;
    quint8 dominantAt = kNoItem;    // the precision or path taking most of the ideal time
    quint8 missingPeakAt = kNoItem; // the item the hardware has no peak for (U unknown)
    int blockDim = 1;               // the side's block count used for this component
    OptionalNumber busyUs;
    double coreTimeUs = 0.0;    // the side's core time used for this component
    OptionalNumber idealUs;     // per-block ideal time: Σ work / (peak × clock) / blockDim
    WorkMap work;               // work used, empty when unknown
    double dominantShare = 0.0; // the dominant item's share of the ideal time

    ComponentKind kind() const { return kindOf(key.id); }
    InternedName dominantItem() const { return itemAt(dominantAt); }
    InternedName missingPeak() const;
    // U, R and E follow from the figures above, so they are computed when read, not kept: a
    // long run holds over a million component results. A ratio that would not be finite (a
    // core time too small for its busy or ideal time) is unknown; the analysis reports it
    // (Analyzer).
    OptionalNumber U() const // ideal / core time
    {
        return idealUs && coreTimeUs > 0.0 ? finiteOrNone(*idealUs / coreTimeUs) : OptionalNumber();
    }
    OptionalNumber R() const // busy / core time
    {
        return busyUs && coreTimeUs > 0.0 ? finiteOrNone(*busyUs / coreTimeUs) : OptionalNumber();
    }
    OptionalNumber E() const // U / R
    {
        const OptionalNumber u = U(), r = R();
        return u && r && *r > 0.0 ? finiteOrNone(*u / *r) : OptionalNumber();
    }
    static OptionalNumber finiteOrNone(double v) { return std::isfinite(v) ? OptionalNumber(v) : OptionalNumber(); }

    // A chip memory's (gm, l2) coreTimeUs is the operator's wall time. The bandwidth its U is
    // measured against and the HBM variant are the analysis hardware's
    // (HardwareSpec::memoryBandwidthGbs, hbmVariant), the same for every kernel: not kept here.

private:
    InternedName itemAt(quint8 position) const
    {
        // The markers are no positions, also in a map long enough to have such a position.
        return position < kMaxItems && position < work.size()
            ? InternedName::fromInterned(work.cbegin().namePosition()[position])
            : InternedName();
    }
};
static_assert(sizeof(ComponentResult) == 48, "a long run holds over a million of them");

// What an advice item says, in the analysis' language. Made once per analysis for each item
// of the catalogue and shared by every operator the item applies to: a long run holds a few
// hits per operator, and six strings in each hit made it 160 bytes of every operator.
struct AdviceEntry
{
    QString id;          // stable id ("RSD", "double_buffer"...)
    QString title;       // in the analysis' language
    QString explanation; // in the analysis' language
    QString metric;      // the metric that triggers it ("r.mte2")
    QString condition;   // the condition, readable ("r.max < 0.80")
    QString family;      // operator family the item is written for ("matmul"); empty: general
};

// An advice item whose evidence is present for this operator.
struct AdviceHit
{
    std::shared_ptr<const AdviceEntry> entry;
    OptionalNumber value; // the triggering metric's value for this operator

    const QString &id() const { return words().id; }
    const QString &title() const { return words().title; }
    const QString &explanation() const { return words().explanation; }
    const QString &metric() const { return words().metric; }
    const QString &condition() const { return words().condition; }
    const QString &family() const { return words().family; }

private:
    const AdviceEntry &words() const;
};

struct OperatorResult
{
    // The small fields first, so they share one word (a long run holds one result per kernel).
    int index = 0; // into Profile::operators
    bool usesCube = false;
    Category category = Category::NoPmuData;
    WorkSource workSource = WorkSource::None;
    // Which level served the GM-side bytes; meaningful where a `gm` component exists
    // (core/hierarchy/README.md §2).
    ServedFrom servedFrom = ServedFrom::Unknown;
    // Some figure of this operator cannot be (U or E above kImplausibleU on a component that
    // counts): the verdict rests on the others, the point is drawn marked, no gain is promised
    // (core/hierarchy/README.md §3).
    bool implausible = false;
    std::optional<ComponentKey> boundComponent;
    // Which components `components` holds, so that a walk over a long run's results can pass by
    // one without the component it looks for without reading its components (each result's are a
    // block of memory of their own: a chart's walk over a quarter of a million of them read
    // 90 MB). Bit 3 × id + side of each key, and kComponentKeysKnown once noteComponentKeys()
    // ran after the components were made; a result made elsewhere leaves it 0, and then every
    // component is looked at.
    static constexpr quint32 kComponentKeysKnown = quint32(1) << 31;
    quint32 componentKeys = 0;
    std::vector<ComponentResult> components;
    double uThreshold = 0.8;
    OptionalNumber estimatedGainUs;
    OptionalNumber l2HitRate;       // measured L2 hit rate of the GM-side bytes, 0–1
    OptionalNumber workingSetBytes; // inputs + outputs from the shapes and data types
    QString workAssumption;         // what an estimate had to assume (WorkEstimate::assumption)
    // Only operators with an instruction trace have one; shared, not inline, so a kernel-table
    // run does not carry 72 empty bytes per kernel.
    std::shared_ptr<const PipelineStats> pipeline;

    const ComponentResult *component(const ComponentKey &key) const;
    void noteComponentKeys();
    // False only when no component has this id (on any side), which the keys noted say.
    bool mayHold(ComponentId id) const
    {
        return !(componentKeys & kComponentKeysKnown) || ((componentKeys >> (3 * unsigned(id))) & 7u) != 0;
    }
    // Whether the verdict may read `c` (core/hierarchy/README.md §3): its U and E are possible
    // (at most kImplausibleU), and of the chip memories only the level that served the bytes
    // counts (above the HBM roof, `gm` is the proof that L2 served them, not a finding).
    bool counts(const ComponentResult &c) const;
    // The first component that would count but for an impossible U or E; null when none.
    const ComponentResult *impossibleComponent() const;
    const ComponentResult *maxU() const; // component that counts with the largest known U
    const ComponentResult *maxR() const; // component with the largest known R
    // The chip memory the verdict reads: `l2` when L2 served the bytes, else `gm`; null
    // without GM-side traffic.
    const ComponentResult *servedMemory() const;
};

} // namespace rl
