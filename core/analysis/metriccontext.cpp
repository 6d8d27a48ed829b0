// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/metriccontext.h"

#include "core/analysis/corepaths.h"
#include "core/analysis/operatorfamily.h"
#include "core/model/metricnames.h"

#include <QHash>

#include <algorithm>
#include <array>
#include <cstring>
#include <initializer_list>

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
    // "mte2_instructions", "aic_mte2_...", "aiv_mte2_...", interned: looked up by pointer
    std::array<const QString *, 3> instructions;
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
            for (size_t p = 0; p < kSidePrefixes.size(); ++p)
                n.instructions[p] = MetricNames::intern(kSidePrefixes[p] + n.id + u"_instructions");
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

// Largest value over the metrics' spellings.
std::optional<double> maxOverSides(const Operator &op, std::initializer_list<const Spellings *> names)
{
    std::optional<double> best;
    for (const Spellings *spellings : names) {
        for (const QString *n : *spellings) {
            if (const auto v = op.metrics.valueInterned(n))
                best = std::max(best.value_or(*v), *v);
        }
    }
    return best;
}

std::optional<double> minOverSides(const Operator &op, const Spellings &spellings)
{
    std::optional<double> best;
    for (const QString *n : spellings) {
        if (const auto v = op.metrics.valueInterned(n))
            best = std::min(best.value_or(*v), *v);
    }
    return best;
}

double sumInstructions(const Operator &op, ComponentId pipe)
{
    double n = 0.0;
    for (const QString *name : namesOf(pipe).instructions)
        n += op.metrics.valueInterned(name).value_or(0.0);
    return n;
}

} // namespace

size_t MetricContext::hashOf(const QString &name)
{
    return qHash(name);
}

void MetricContext::add(const QString &name, Value value)
{
    m_values.push_back({hashOf(name), name, std::move(value)});
}

const MetricContext::Value *MetricContext::find(const QString &name, size_t hash) const
{
    for (const Fact &f : m_values) {
        // Equal hashes are nearly always equal names: the bytes confirm it without Qt's
        // ordering comparison, which showed in a long run's profile.
        if (f.hash == hash && f.name.size() == name.size()
            && std::memcmp(f.name.constData(), name.constData(), size_t(name.size()) * sizeof(QChar)) == 0)
            return &f.value;
    }
    return nullptr;
}

std::optional<double> MetricContext::number(const QString &name) const
{
    const Value *v = find(name, hashOf(name));
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
    static const QString kCategory = u"category"_qs, kFamily = u"family"_qs, kUThreshold = u"u_threshold"_qs,
                         kRThreshold = u"r_threshold"_qs, kUMax = u"u.max"_qs, kRMax = u"r.max"_qs, kTopR = u"top_r"_qs,
                         kBound = u"bound"_qs, kBoundKind = u"bound.kind"_qs, kCompute = u"compute"_qs,
                         kTransfer = u"transfer"_qs, kUBound = u"u.bound"_qs, kRBound = u"r.bound"_qs,
                         kEBound = u"e.bound"_qs, kDominantBound = u"dominant.bound"_qs,
                         kShareLowp = u"share.bound.lowp"_qs, kBlockDim = u"block_dim"_qs, kCores = u"cores"_qs,
                         kBlockDimRatio = u"block_dim_ratio"_qs, kIcache = u"icache_miss_rate"_qs,
                         kL2Hit = u"l2_hit_rate"_qs, kBankConflict = u"bank_conflict_ratio"_qs,
                         kBytesPerInstr = u"bytes_per_mte_instr"_qs, kSerial = u"pipeline.serial_fraction"_qs,
                         kOverlap = u"pipeline.overlap_fraction"_qs, kIdle = u"pipeline.idle_fraction"_qs,
                         kServedFrom = u"served_from"_qs, kPathCube = u"path.cube"_qs, kPathVector = u"path.vector"_qs;
    static const Spellings kIcacheNames = sideSpellings(kIcache), kL2HitNames = sideSpellings(kL2Hit),
                           kBankNames = sideSpellings(u"vec_bank_cflt_ratio"_qs),
                           kBankGroupNames = sideSpellings(u"vec_bankgroup_cflt_ratio"_qs);

    m_values.clear();
    m_values.reserve(48);
    add(kCategory, categoryId(result.category));
    add(kFamily, operatorFamilyId(operatorFamilyOf(op)));
    add(kUThreshold, result.uThreshold);
    add(kRThreshold, thresholds.r);
    // 1 when the operator takes the path, 0 when it does not, absent when nothing tells: an
    // item written for a path (AdviceItem::paths) never reaches a kernel without it.
    const CorePaths paths = corePathsOf(op, result, hardware);
    if (paths.cube)
        add(kPathCube, *paths.cube ? 1.0 : 0.0);
    if (paths.vector)
        add(kPathVector, *paths.vector ? 1.0 : 0.0);

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
            add(n.u, *u[size_t(id)]);
        if (r[size_t(id)])
            add(n.r, *r[size_t(id)]);
        if (e[size_t(id)])
            add(n.e, *e[size_t(id)]);
    }
    if (uMax)
        add(kUMax, *uMax);
    if (rMax) {
        add(kRMax, *rMax);
        add(kTopR, *topR);
    }

    if (result.servedMemory())
        add(kServedFrom, servedFromName(result.servedFrom));

    if (result.boundComponent) {
        const ComponentResult *b = result.component(*result.boundComponent);
        add(kBound, namesOf(result.boundComponent->id).id);
        add(kBoundKind, kindOf(result.boundComponent->id) == ComponentKind::Compute ? kCompute : kTransfer);
        if (b) {
            if (const OptionalNumber bu = b->U())
                add(kUBound, *bu);
            if (const OptionalNumber br = b->R())
                add(kRBound, *br);
            if (const OptionalNumber be = b->E())
                add(kEBound, *be);
            if (!b->dominantItem.isEmpty())
                add(kDominantBound, b->dominantItem.str());
            double total = 0.0, lowp = 0.0;
            for (auto it = b->work.cbegin(); it != b->work.cend(); ++it) {
                total += it.value();
                if (it.key() == u"int8" || it.key() == u"int4" || it.key() == u"fp8")
                    lowp += it.value();
            }
            if (total > 0.0)
                add(kShareLowp, lowp / total);
        }
    }

    // Block occupancy: blocks launched against the cores of the side that launched them.
    if (op.blockDim && isAiCoreTask(op.taskType)) {
        const bool vectorLaunch = op.taskType == TaskType::AiVectorCore || op.taskType == TaskType::MixAiv;
        const int cores = hardware.isSeparated() && vectorLaunch ? hardware.vectorCores : hardware.cubeCores;
        if (cores > 0) {
            add(kBlockDim, double(*op.blockDim));
            add(kCores, double(cores));
            add(kBlockDimRatio, double(*op.blockDim) / cores);
        }
    }

    if (auto v = maxOverSides(op, {&kIcacheNames}))
        add(kIcache, *v);
    if (auto v = minOverSides(op, kL2HitNames))
        add(kL2Hit, *v);
    if (auto v = maxOverSides(op, {&kBankNames, &kBankGroupNames}))
        add(kBankConflict, *v);

    // Bytes per MTE instruction, from measured path bytes and the Memory group's counts.
    double bytes = 0.0, instructions = 0.0;
    for (const ComponentResult &c : result.components) {
        if (c.kind != ComponentKind::Transfer || c.key.id == ComponentId::FixPipe)
            continue;
        const double n = sumInstructions(op, c.key.id);
        if (n <= 0.0)
            continue;
        for (double b : c.work)
            bytes += b;
        instructions += n;
    }
    if (instructions > 0.0 && bytes > 0.0 && op.workSource == WorkSource::Measured)
        add(kBytesPerInstr, bytes / instructions);

    if (result.pipeline) {
        add(kSerial, result.pipeline->serialFraction);
        add(kOverlap, result.pipeline->overlapFraction);
        add(kIdle, result.pipeline->idleFraction);
    }
}

} // namespace rl
