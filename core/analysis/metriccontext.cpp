// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/metriccontext.h"

#include "core/analysis/operatorfamily.h"

#include <algorithm>

namespace rl {

namespace {

// Largest value over the metric's unprefixed, aic_ and aiv_ spellings.
std::optional<double> maxOverSides(const Operator &op, const QStringList &names)
{
    std::optional<double> best;
    for (const QString &n : names) {
        for (const QString &prefix : {QString(), u"aic_"_qs, u"aiv_"_qs}) {
            auto it = op.metrics.constFind(prefix + n);
            if (it != op.metrics.constEnd())
                best = std::max(best.value_or(it.value()), it.value());
        }
    }
    return best;
}

std::optional<double> minOverSides(const Operator &op, const QString &name)
{
    std::optional<double> best;
    for (const QString &prefix : {QString(), u"aic_"_qs, u"aiv_"_qs}) {
        auto it = op.metrics.constFind(prefix + name);
        if (it != op.metrics.constEnd())
            best = std::min(best.value_or(it.value()), it.value());
    }
    return best;
}

double sumInstructions(const Operator &op, const QString &pipe)
{
    double n = 0.0;
    for (const QString &prefix : {QString(), u"aic_"_qs, u"aiv_"_qs})
        n += op.metrics.value(prefix + pipe + u"_instructions", 0.0);
    return n;
}

} // namespace

void MetricContext::set(const QString &name, Value value)
{
    for (auto &entry : m_values) {
        if (entry.first == name) {
            entry.second = std::move(value);
            return;
        }
    }
    m_values.emplace_back(name, std::move(value));
}

std::optional<MetricContext::Value> MetricContext::value(const QString &name) const
{
    for (const auto &entry : m_values) {
        if (entry.first == name)
            return entry.second;
    }
    return std::nullopt;
}

std::optional<double> MetricContext::number(const QString &name) const
{
    const auto v = value(name);
    if (!v || !std::holds_alternative<double>(*v))
        return std::nullopt;
    return std::get<double>(*v);
}

MetricContext MetricContext::build(const Operator &op, const OperatorResult &result, const HardwareSpec &hardware,
                                   const Thresholds &thresholds)
{
    MetricContext ctx;
    ctx.m_values.reserve(48);
    ctx.set(u"category"_qs, categoryId(result.category));
    ctx.set(u"family"_qs, operatorFamilyId(operatorFamilyOf(op)));
    ctx.set(u"u_threshold"_qs, result.uThreshold);
    ctx.set(u"r_threshold"_qs, thresholds.r);

    std::optional<double> uMax, rMax;
    QString topR;
    QMap<QString, double> u, r, e;
    for (const ComponentResult &c : result.components) {
        const QString id = componentIdName(c.key.id);
        if (c.U) {
            u[id] = std::max(u.value(id, 0.0), *c.U);
            uMax = std::max(uMax.value_or(*c.U), *c.U);
        }
        if (c.R) {
            r[id] = std::max(r.value(id, 0.0), *c.R);
            if (!rMax || *c.R > *rMax) {
                rMax = *c.R;
                topR = id;
            }
        }
        if (c.E)
            e[id] = std::max(e.value(id, 0.0), *c.E);
    }
    for (auto it = u.cbegin(); it != u.cend(); ++it)
        ctx.set(u"u." + it.key(), it.value());
    for (auto it = r.cbegin(); it != r.cend(); ++it)
        ctx.set(u"r." + it.key(), it.value());
    for (auto it = e.cbegin(); it != e.cend(); ++it)
        ctx.set(u"e." + it.key(), it.value());
    if (uMax)
        ctx.set(u"u.max"_qs, *uMax);
    if (rMax) {
        ctx.set(u"r.max"_qs, *rMax);
        ctx.set(u"top_r"_qs, topR);
    }

    if (result.boundComponent) {
        const ComponentResult *b = result.component(*result.boundComponent);
        ctx.set(u"bound"_qs, componentIdName(result.boundComponent->id));
        ctx.set(u"bound.kind"_qs,
                kindOf(result.boundComponent->id) == ComponentKind::Compute ? u"compute"_qs : u"transfer"_qs);
        if (b) {
            if (b->U)
                ctx.set(u"u.bound"_qs, *b->U);
            if (b->R)
                ctx.set(u"r.bound"_qs, *b->R);
            if (b->E)
                ctx.set(u"e.bound"_qs, *b->E);
            if (!b->dominantItem.isEmpty())
                ctx.set(u"dominant.bound"_qs, b->dominantItem);
            double total = 0.0, lowp = 0.0;
            for (auto it = b->work.cbegin(); it != b->work.cend(); ++it) {
                total += it.value();
                if (it.key() == u"int8" || it.key() == u"int4" || it.key() == u"fp8")
                    lowp += it.value();
            }
            if (total > 0.0)
                ctx.set(u"share.bound.lowp"_qs, lowp / total);
        }
    }

    // Block occupancy: blocks launched against the cores of the side that launched them.
    if (op.blockDim && isAiCoreTask(op.taskType)) {
        const bool vectorLaunch = op.taskType == TaskType::AiVectorCore || op.taskType == TaskType::MixAiv;
        const int cores = hardware.isSeparated() && vectorLaunch ? hardware.vectorCores : hardware.cubeCores;
        if (cores > 0) {
            ctx.set(u"block_dim"_qs, double(*op.blockDim));
            ctx.set(u"cores"_qs, double(cores));
            ctx.set(u"block_dim_ratio"_qs, double(*op.blockDim) / cores);
        }
    }

    if (auto v = maxOverSides(op, {u"icache_miss_rate"_qs}))
        ctx.set(u"icache_miss_rate"_qs, *v);
    if (auto v = minOverSides(op, u"l2_hit_rate"_qs))
        ctx.set(u"l2_hit_rate"_qs, *v);
    if (auto v = maxOverSides(op, {u"vec_bank_cflt_ratio"_qs, u"vec_bankgroup_cflt_ratio"_qs}))
        ctx.set(u"bank_conflict_ratio"_qs, *v);

    // Bytes per MTE instruction, from measured path bytes and the Memory group's counts.
    double bytes = 0.0, instructions = 0.0;
    for (const ComponentResult &c : result.components) {
        if (c.kind != ComponentKind::Transfer || c.key.id == ComponentId::FixPipe)
            continue;
        const double n = sumInstructions(op, componentIdName(c.key.id));
        if (n <= 0.0)
            continue;
        for (double b : c.work)
            bytes += b;
        instructions += n;
    }
    if (instructions > 0.0 && bytes > 0.0 && op.workSource == WorkSource::Measured)
        ctx.set(u"bytes_per_mte_instr"_qs, bytes / instructions);

    if (result.pipeline) {
        ctx.set(u"pipeline.serial_fraction"_qs, result.pipeline->serialFraction);
        ctx.set(u"pipeline.overlap_fraction"_qs, result.pipeline->overlapFraction);
        ctx.set(u"pipeline.idle_fraction"_qs, result.pipeline->idleFraction);
    }
    return ctx;
}

} // namespace rl
