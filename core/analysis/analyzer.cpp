// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/analyzer.h"

#include "core/analysis/classifier.h"
#include "core/analysis/componentmodel.h"
#include "core/analysis/gainestimator.h"
#include "core/analysis/implausibleutilisation.h"
#include "core/analysis/metriccontext.h"
#include "core/analysis/workestimator.h"
#include "core/common/tr.h"

#include <algorithm>
#include <cmath>

namespace rl {

namespace {

// Whether a derived figure overflowed or divided by nothing: such a figure becomes unknown,
// never a result (nlohmann would write it as a silent null).
bool dropNonFinite(std::optional<double> &v)
{
    if (v && !std::isfinite(*v)) {
        v.reset();
        return true;
    }
    return false;
}

bool dropNonFinite(OperatorResult &r)
{
    bool dropped = dropNonFinite(r.estimatedGainUs);
    for (ComponentResult &c : r.components) {
        for (std::optional<double> *v : {&c.busyUs, &c.R, &c.U, &c.E, &c.idealUs})
            dropped = dropNonFinite(*v) || dropped;
        if (!std::isfinite(c.coreTimeUs) || !std::isfinite(c.dominantShare)) {
            c.coreTimeUs = std::isfinite(c.coreTimeUs) ? c.coreTimeUs : 0.0;
            c.dominantShare = std::isfinite(c.dominantShare) ? c.dominantShare : 0.0;
            dropped = true;
        }
    }
    return dropped;
}

} // namespace

std::vector<int> Analysis::rankedByGain() const
{
    std::vector<int> order(operators.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = int(i);
    std::stable_sort(order.begin(), order.end(), [this](int a, int b) {
        const auto &ga = operators[size_t(a)].estimatedGainUs;
        const auto &gb = operators[size_t(b)].estimatedGainUs;
        if (ga.has_value() != gb.has_value())
            return ga.has_value();
        return ga && *ga > *gb;
    });
    return order;
}

Analysis analyze(std::shared_ptr<const Profile> profile, const HardwareSpec &hardware, const AnalyzeOptions &options,
                 const AdviceCatalog &advice)
{
    Analysis a;
    a.profile = profile;
    a.hardware = hardware;
    a.thresholds = options.thresholds;
    a.operators.reserve(profile->operators.size());
    const ComponentModel model(hardware);
    const Classifier classifier(options.thresholds);
    int nonFinite = 0;
    QString firstNonFinite;
    ImplausibleUtilisation implausible(hardware);

    for (size_t i = 0; i < profile->operators.size(); ++i) {
        const Operator &source = profile->operators[i];
        // Estimation works on a copy: the profile stays what the files said.
        std::optional<Operator> estimated;
        QString assumption;
        if (options.estimateWork && source.workSource != WorkSource::Measured && isAiCoreTask(source.taskType)) {
            Operator copy = source;
            if (const auto w = applyWorkEstimate(copy, hardware)) {
                assumption = w->assumption;
                estimated = std::move(copy);
            }
        }
        const Operator &op = estimated ? *estimated : source;

        OperatorResult r;
        r.index = int(i);
        r.workSource = op.workSource;
        r.workAssumption = assumption;
        r.components = model.evaluateAll(op);
        if (op.pipelineIndex >= 0 && size_t(op.pipelineIndex) < profile->pipelines.size())
            r.pipeline = computePipelineStats(profile->pipelines[size_t(op.pipelineIndex)]);
        classifier.classify(op, r);
        r.estimatedGainUs = estimateGainUs(op, r, options.thresholds);
        implausible.check(op, r);
        r.advice = advice.evaluate(MetricContext::build(op, r, hardware, options.thresholds), options.language);
        if (dropNonFinite(r) && nonFinite++ == 0)
            firstNonFinite = source.sourceLocation;
        a.operators.push_back(std::move(r));
    }
    a.diagnostics << implausible.diagnostics();
    if (nonFinite > 0)
        a.diagnostics << warning(
            Tr::tr("%n operator(s) gave a figure that is not a finite number (extreme input values); "
                   "it is shown as unknown (first here)",
                   nullptr, nonFinite),
            firstNonFinite);

    a.summary.operatorCount = int(a.operators.size());
    a.summary.totalDurationUs = profile->totalDurationUs();
    for (Category c : kAllCategories) {
        a.summary.categoryCount[c] = 0;
        a.summary.categoryTimeShare[c] = 0.0;
    }
    for (const OperatorResult &r : a.operators) {
        a.summary.categoryCount[r.category] += 1;
        a.summary.categoryTimeShare[r.category] += a.op(r.index).durationUs;
    }
    if (a.summary.totalDurationUs > 0.0) {
        for (Category c : kAllCategories)
            a.summary.categoryTimeShare[c] /= a.summary.totalDurationUs;
    }
    return a;
}

} // namespace rl
