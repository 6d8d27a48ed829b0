// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/metriccontext.h"

#include "core/analysis/corepaths.h"
#include "core/analysis/fixedmetricreader.h"
#include "core/analysis/operatorfamily.h"
#include "core/model/metricnames.h"

#include <QHash>

#include <algorithm>
#include <array>
#include <cstring>

namespace rl {

namespace {

// Every component id, the per-core components then the chip memories; names are looked up
// by the id's value.
constexpr auto kIds = [] {
    std::array<ComponentId, kAllComponents.size() + kChipMemories.size()> all{};
    std::copy(kAllComponents.begin(), kAllComponents.end(), all.begin());
    std::copy(kChipMemories.begin(), kChipMemories.end(), all.begin() + kAllComponents.size());
    return all;
}();
static_assert(size_t(ComponentId::L2) + 1 == kIds.size(), "every component id has a slot");

// Names made once rather than per operator: a long run builds a context for every kernel.
struct ComponentNames
{
    QString id;      // "mte2"
    QString u, r, e; // "u.mte2", "r.mte2", "e.mte2"
    int uSlot = 0, rSlot = 0, eSlot = 0;
};

const std::array<QString, 3> kSidePrefixes = {QString(), u"aic_"_qs, u"aiv_"_qs};

const ComponentNames &namesOf(ComponentId id)
{
    static const std::array<ComponentNames, kIds.size()> names = [] {
        std::array<ComponentNames, kIds.size()> out;
        for (size_t i = 0; i < kIds.size(); ++i) {
            ComponentNames &n = out[size_t(kIds[i])];
            n.id = componentIdName(kIds[i]);
            n.u = u"u." + n.id;
            n.r = u"r." + n.id;
            n.e = u"e." + n.id;
            n.uSlot = int(MetricContext::FactFirstComponentSlot + 3 * i);
            n.rSlot = n.uSlot + 1;
            n.eSlot = n.uSlot + 2;
        }
        return out;
    }();
    return names[size_t(id)];
}

// A metric's unprefixed, aic_ and aiv_ spellings, in that order, interned.
using Spellings = std::array<const QString *, 3>;
Spellings sideSpellings(const QString &name)
{
    return {MetricNames::intern(kSidePrefixes[0] + name), MetricNames::intern(kSidePrefixes[1] + name),
            MetricNames::intern(kSidePrefixes[2] + name)};
}

// operatorFamilyOf, remembered per kernel type on each thread: a long run has a few hundred
// types over hundreds of thousands of kernels, and reading a type lowers and trims its text.
OperatorFamily familyOf(const Operator &op)
{
    const QStringView type = QStringView(op.type).trimmed();
    // Without a usable type the family comes from the kernel's name (estimatorType).
    if (type.isEmpty() || type.compare(u"N/A", Qt::CaseInsensitive) == 0)
        return operatorFamilyOf(op);
    thread_local QHash<QString, OperatorFamily> known;
    if (const auto it = known.constFind(op.type); it != known.cend())
        return it.value();
    if (known.size() > 4096) // a table of made-up types: keep the memory bounded
        known.clear();
    const OperatorFamily family = operatorFamilyOf(op);
    known.insert(op.type, family);
    return family;
}

// The fixed facts' names, in the order of MetricContext's slots.
const std::array<QString, MetricContext::FactFirstComponentSlot> kFixedNames = {
    u"category"_qs,
    u"family"_qs,
    u"u_threshold"_qs,
    u"r_threshold"_qs,
    u"u.max"_qs,
    u"r.max"_qs,
    u"top_r"_qs,
    u"bound"_qs,
    u"bound.kind"_qs,
    u"u.bound"_qs,
    u"r.bound"_qs,
    u"e.bound"_qs,
    u"dominant.bound"_qs,
    u"share.bound.lowp"_qs,
    u"block_dim"_qs,
    u"cores"_qs,
    u"block_dim_ratio"_qs,
    u"icache_miss_rate"_qs,
    u"l2_hit_rate"_qs,
    u"bank_conflict_ratio"_qs,
    u"bytes_per_mte_instr"_qs,
    u"pipeline.serial_fraction"_qs,
    u"pipeline.overlap_fraction"_qs,
    u"pipeline.idle_fraction"_qs,
    u"served_from"_qs,
    u"path.cube"_qs,
    u"path.vector"_qs,
};

// The metrics every kernel's facts are read from, by position (FixedMetricReader): each
// component id's instruction count ("mte2_instructions") in its three side spellings, in id
// order, then those of the instruction-cache miss rate, the L2 hit rate and the two
// bank-conflict ratios.
constexpr size_t kIcacheFirst = 3 * kIds.size(), kL2HitFirst = kIcacheFirst + 3, kBankFirst = kL2HitFirst + 3,
                 kBankGroupFirst = kBankFirst + 3, kReadCount = kBankGroupFirst + 3;

const FixedMetricReader &readMetrics()
{
    static const FixedMetricReader reader = [] {
        std::vector<const QString *> names;
        for (size_t id = 0; id < kIds.size(); ++id) {
            for (const QString *n : sideSpellings(namesOf(ComponentId(id)).id + u"_instructions"))
                names.push_back(n);
        }
        for (const QString &metric : {kFixedNames[MetricContext::FactIcache], kFixedNames[MetricContext::FactL2Hit],
                                      u"vec_bank_cflt_ratio"_qs, u"vec_bankgroup_cflt_ratio"_qs}) {
            for (const QString *n : sideSpellings(metric))
                names.push_back(n);
        }
        Q_ASSERT(names.size() == kReadCount);
        return FixedMetricReader(std::move(names));
    }();
    return reader;
}

using ReadMetrics = std::array<std::optional<double>, kReadCount>;

// Largest (or smallest) of `count` read metrics from `first` on, in their order.
std::optional<double> extremeOf(const ReadMetrics &read, size_t first, size_t count, bool largest)
{
    std::optional<double> best;
    for (size_t k = first; k < first + count; ++k) {
        if (const auto &v = read[k])
            best = largest ? std::max(best.value_or(*v), *v) : std::min(best.value_or(*v), *v);
    }
    return best;
}

double sumInstructions(const ReadMetrics &read, ComponentId pipe)
{
    double n = 0.0;
    for (size_t p = 0; p < 3; ++p)
        n += read[3 * size_t(pipe) + p].value_or(0.0);
    return n;
}

// A text whose characters outlive the facts (a family id, an interned work item), copied
// without its count of users: a fact is set for every operator on both advice threads at once,
// and counting the users of the one shared text made each set a contended atomic operation.
QString sharingCharacters(const QString &lasting)
{
    return QString::fromRawData(lasting.constData(), lasting.size());
}

} // namespace

int MetricContext::slotOf(const QString &name)
{
    static const QHash<QString, int> slots = [] {
        QHash<QString, int> out;
        for (size_t i = 0; i < kFixedNames.size(); ++i)
            out.insert(kFixedNames[i], int(i));
        for (ComponentId id : kIds) {
            const ComponentNames &n = namesOf(id);
            out.insert(n.u, n.uSlot);
            out.insert(n.r, n.rSlot);
            out.insert(n.e, n.eSlot);
        }
        return out;
    }();
    return slots.value(name, kNoSlot);
}

std::optional<double> MetricContext::numberAt(int slot) const
{
    const Value *v = at(slot);
    if (!v || !std::holds_alternative<double>(*v))
        return std::nullopt;
    return std::get<double>(*v);
}

MetricContext MetricContext::build(const Operator &op, const OperatorResult &result, const HardwareSpec &hardware,
                                   const Thresholds &thresholds)
{
    MetricContext ctx;
    ctx.rebuild(op, result, hardware, thresholds);
    return ctx;
}

void MetricContext::rebuild(const Operator &op, const OperatorResult &result, const HardwareSpec &hardware,
                            const Thresholds &thresholds)
{
    static const QString kCompute = u"compute"_qs, kTransfer = u"transfer"_qs;
    // The family ids as values, made once: operatorFamilyId() makes a string each call.
    constexpr size_t kFamilies = size_t(OperatorFamily::DataMovement) + 1;
    static const std::array<QString, kFamilies> kFamilyIds = [] {
        std::array<QString, kFamilies> out;
        for (size_t f = 0; f < out.size(); ++f)
            out[f] = operatorFamilyId(OperatorFamily(f));
        return out;
    }();

    m_present = 0;
    set(FactCategory, categoryId(result.category));
    set(FactFamily, sharingCharacters(kFamilyIds[size_t(familyOf(op))]));
    set(FactUThreshold, result.uThreshold);
    set(FactRThreshold, thresholds.r);
    // 1 when the operator takes the path, 0 when it does not, absent when nothing tells: an
    // item written for a path (AdviceItem::paths) never reaches a kernel without it.
    const CorePaths paths = corePathsOf(op, result, hardware);
    if (paths.cube)
        set(FactPathCube, *paths.cube ? 1.0 : 0.0);
    if (paths.vector)
        set(FactPathVector, *paths.vector ? 1.0 : 0.0);

    // Per component id, the largest over its sides (AIC and AIV on split chips).
    std::optional<double> uMax, rMax;
    const QString *topR = nullptr;
    std::array<std::optional<double>, kIds.size()> u, r, e;
    for (const ComponentResult &c : result.components) {
        const size_t id = size_t(c.key.id);
        // Only figures the verdict may read (OperatorResult::counts): no advice rests on an
        // impossible U, nor on the memory level that did not serve the bytes.
        if (const OptionalNumber cu = c.U(); cu && result.counts(c)) {
            u[id] = std::max(u[id].value_or(0.0), *cu);
            uMax = std::max(uMax.value_or(*cu), *cu);
        }
        if (const OptionalNumber cr = c.R()) {
            r[id] = std::max(r[id].value_or(0.0), *cr);
            if (!rMax || *cr > *rMax) {
                rMax = *cr;
                topR = &namesOf(c.key.id).id;
            }
        }
        if (const OptionalNumber ce = c.E())
            e[id] = std::max(e[id].value_or(0.0), *ce);
    }
    for (ComponentId id : kIds) {
        const ComponentNames &n = namesOf(id);
        if (u[size_t(id)])
            set(n.uSlot, *u[size_t(id)]);
        if (r[size_t(id)])
            set(n.rSlot, *r[size_t(id)]);
        if (e[size_t(id)])
            set(n.eSlot, *e[size_t(id)]);
    }
    if (uMax)
        set(FactUMax, *uMax);
    if (rMax) {
        set(FactRMax, *rMax);
        set(FactTopR, *topR);
    }

    if (result.servedMemory())
        set(FactServedFrom, servedFromName(result.servedFrom));

    if (result.boundComponent) {
        const ComponentResult *b = result.component(*result.boundComponent);
        set(FactBound, namesOf(result.boundComponent->id).id);
        set(FactBoundKind, kindOf(result.boundComponent->id) == ComponentKind::Compute ? kCompute : kTransfer);
        if (b) {
            if (const OptionalNumber bu = b->U())
                set(FactUBound, *bu);
            if (const OptionalNumber br = b->R())
                set(FactRBound, *br);
            if (const OptionalNumber be = b->E())
                set(FactEBound, *be);
            if (const InternedName item = b->dominantItem(); !item.isEmpty())
                set(FactDominantBound, sharingCharacters(item.str()));
            double total = 0.0, lowp = 0.0;
            for (auto it = b->work.cbegin(); it != b->work.cend(); ++it) {
                total += it.value();
                if (it.key() == u"int8" || it.key() == u"int4" || it.key() == u"fp8")
                    lowp += it.value();
            }
            if (total > 0.0)
                set(FactShareLowp, lowp / total);
        }
    }

    // Block occupancy: blocks launched against the cores of the side that launched them.
    if (op.blockDim && isAiCoreTask(op.taskType)) {
        const bool vectorLaunch = op.taskType == TaskType::AiVectorCore || op.taskType == TaskType::MixAiv;
        const int cores = hardware.isSeparated() && vectorLaunch ? hardware.vectorCores : hardware.cubeCores;
        if (cores > 0) {
            set(FactBlockDim, double(*op.blockDim));
            set(FactCores, double(cores));
            set(FactBlockDimRatio, double(*op.blockDim) / cores);
        }
    }

    ReadMetrics read;
    readMetrics().readAll(op.metrics, read.data());
    if (auto v = extremeOf(read, kIcacheFirst, 3, true))
        set(FactIcache, *v);
    if (auto v = extremeOf(read, kL2HitFirst, 3, false))
        set(FactL2Hit, *v);
    if (auto v = extremeOf(read, kBankFirst, 6, true))
        set(FactBankConflict, *v);

    // Bytes per MTE instruction, from measured path bytes and the Memory group's counts.
    double bytes = 0.0, instructions = 0.0;
    for (const ComponentResult &c : result.components) {
        if (c.kind() != ComponentKind::Transfer || c.key.id == ComponentId::FixPipe)
            continue;
        const double n = sumInstructions(read, c.key.id);
        if (n <= 0.0)
            continue;
        for (double b : c.work)
            bytes += b;
        instructions += n;
    }
    if (instructions > 0.0 && bytes > 0.0 && op.workSource == WorkSource::Measured)
        set(FactBytesPerInstr, bytes / instructions);

    if (result.pipeline) {
        set(FactSerial, result.pipeline->serialFraction);
        set(FactOverlap, result.pipeline->overlapFraction);
        set(FactIdle, result.pipeline->idleFraction);
    }
}

} // namespace rl
