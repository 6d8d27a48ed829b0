// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/analyzer.h"

#include "core/analysis/classifier.h"
#include "core/analysis/componentmodel.h"
#include "core/analysis/estimates/attentionpairing.h"
#include "core/analysis/gainestimator.h"
#include "core/analysis/implausibleutilisation.h"
#include "core/analysis/metriccontext.h"
#include "core/analysis/operatorgroups.h"
#include "core/analysis/workestimator.h"
#include "core/analysis/workingsetcache.h"
#include "core/common/parallel.h"
#include "core/common/tr.h"
#include "core/hierarchy/l2hitrate.h"
#include "core/hierarchy/llcwindow.h"
#include "core/hierarchy/memorylevel.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>
#include <numeric>
#include <vector>

namespace rl {

namespace {

// Whether a derived figure overflowed or divided by nothing: such a figure becomes unknown,
// never a result (nlohmann would write it as a silent null).
bool dropNonFinite(OptionalNumber &v)
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
        // U, R and E are computed from these when read: one that overflows reads as unknown
        // (ComponentResult::U), and is reported here like the figures kept.
        const auto overflows = [&c](OptionalNumber part) {
            return part && c.coreTimeUs > 0.0 && !std::isfinite(*part / c.coreTimeUs);
        };
        const bool ratioOverflows = overflows(c.busyUs) || overflows(c.idealUs);
        for (OptionalNumber *v : {&c.busyUs, &c.idealUs})
            dropped = dropNonFinite(*v) || dropped;
        if (!std::isfinite(c.coreTimeUs) || !std::isfinite(c.dominantShare)) {
            c.coreTimeUs = std::isfinite(c.coreTimeUs) ? c.coreTimeUs : 0.0;
            c.dominantShare = std::isfinite(c.dominantShare) ? c.dominantShare : 0.0;
            dropped = true;
        }
        const OptionalNumber utilisation = c.U(), ratio = c.R();
        const bool efficiencyOverflows = utilisation && ratio && *ratio > 0.0 && !std::isfinite(*utilisation / *ratio);
        dropped = dropped || ratioOverflows || efficiencyOverflows;
    }
    return dropped;
}

} // namespace

QString Analysis::evidenceOf(const OperatorResult &result) const
{
    return Classifier(thresholds, hardware).evidence(op(result.index), result);
}

namespace {

// The advice of one operator, its facts built in `facts` (whose storage a caller may keep).
QList<AdviceHit> adviceWith(const Analysis &a, const OperatorResult &result, MetricContext &facts)
{
    if (!a.adviceCatalog || !a.profile || result.index < 0 || size_t(result.index) >= a.profile->operators.size())
        return {};
    // The facts read the profile's operator, not the copy a work estimate filled in: they use
    // its metrics, launch and family, which an estimate leaves as they were, and its result.
    facts.rebuild(a.op(result.index), result, a.hardware, a.thresholds);
    return a.adviceCatalog->evaluate(facts, a.adviceWords);
}

} // namespace

QList<AdviceHit> Analysis::adviceOf(const OperatorResult &result) const
{
    // One context per thread, rebuilt in place: the exports that ask operator by operator
    // (the CSV's rows, on the cores) make no context per kernel.
    thread_local MetricContext facts;
    return adviceWith(*this, result, facts);
}

std::vector<QList<AdviceHit>> Analysis::adviceOfEach() const
{
    std::vector<QList<AdviceHit>> out(operators.size());
    constexpr size_t kMinOperatorsPerWorker = 2048; // an operator's advice takes a few microseconds
    const size_t workers = workersFor(out.size(), kMinOperatorsPerWorker);
    runOnWorkers(workers, [&](size_t w) {
        MetricContext facts; // one per worker, rebuilt in place: its storage is kept
        const auto [first, last] = sliceOf(out.size(), workers, w);
        for (size_t i = first; i < last; ++i)
            out[i] = adviceWith(*this, operators[i], facts);
    });
    return out;
}

const OperatorGroup *Analysis::groupOf(int operatorIndex) const
{
    if (operatorIndex < 0 || size_t(operatorIndex) >= groupOfOperator.size())
        return nullptr;
    const int g = groupOfOperator[size_t(operatorIndex)];
    return g >= 0 && size_t(g) < groups.size() ? &groups[size_t(g)] : nullptr;
}

namespace {

// The ranking by gain: a larger gain first, unknown gains last, and input order between equals.
// A strict order, so a partial sort gives exactly the ranking's top.
bool rankedBefore(const std::vector<OperatorResult> &operators, int a, int b)
{
    const auto &ga = operators[size_t(a)].estimatedGainUs;
    const auto &gb = operators[size_t(b)].estimatedGainUs;
    if (ga.has_value() != gb.has_value())
        return ga.has_value();
    if (ga && *ga != *gb)
        return *ga > *gb;
    return a < b;
}

} // namespace

std::vector<int> Analysis::rankedByGain() const
{
    return topByGain(operators.size());
}

std::vector<int> Analysis::topByGain(size_t count) const
{
    // Sorted through the results, not on keys copied beside the indices: that was faster, but
    // its 24 bytes per operator came on top of the analysis' peak memory (README.md, long runs).
    std::vector<int> order(operators.size());
    std::iota(order.begin(), order.end(), 0);
    const auto top = order.begin() + std::ptrdiff_t(std::min(count, order.size()));
    std::partial_sort(order.begin(), top, order.end(), [this](int a, int b) { return rankedBefore(operators, a, b); });
    order.erase(top, order.end());
    return order;
}

namespace {

// What one worker finds over its contiguous slice of the operators; slices are merged in
// order, so the diagnostics read as one pass would have written them.
struct SliceFindings
{
    explicit SliceFindings(const HardwareSpec &hardware) : implausible(hardware) { }
    ImplausibleUtilisation implausible;
    int nonFinite = 0;
    QString firstNonFinite;

    // Takes in the findings of the slice that follows this one.
    void append(const SliceFindings &later)
    {
        implausible.append(later.implausible);
        if (nonFinite == 0)
            firstNonFinite = later.firstNonFinite;
        nonFinite += later.nonFinite;
    }
};

// The kernel's own L2 counters first; else the profiler DB's sampled LLC hit rate over the
// window that holds the kernel (core/hierarchy/README.md §2).
OptionalNumber measuredHitRate(const Profile &profile, const Operator &op)
{
    if (const OptionalNumber own = metricL2HitRate(op))
        return own;
    // A duration beyond a day is bad input, not a kernel: no window holds it (and the
    // nanoseconds would overflow).
    constexpr double kLongestKernelUs = 86400e6;
    if (!profile.llcSamples || !op.startNs || !(op.durationUs >= 0.0 && op.durationUs < kLongestKernelUs))
        return {};
    const qint64 durationNs = qint64(op.durationUs * 1e3);
    if (*op.startNs > std::numeric_limits<qint64>::max() - durationNs)
        return {};
    const qint64 endNs = *op.startNs + durationNs;
    return llcHitRateOver(*profile.llcSamples, *op.startNs, endNs);
}

// One analysis thread: what it keeps from kernel to kernel (the models, the caches of work
// estimates and working sets, the copy estimation works on) over the chunks it takes.
class OperatorAnalyzer
{
public:
    OperatorAnalyzer(const Profile &profile, const estimates::AttentionPairing &attention, const HardwareSpec &hardware,
                     const AnalyzeOptions &options)
        : m_profile(profile), m_hardware(hardware), m_options(options), m_model(hardware),
          m_classifier(options.thresholds, hardware), m_levels(hardware), m_estimates(&attention)
    { }

    // Analyses operators [begin, end) into `out`, noting what it finds in `findings` and what
    // each adds to its group in `figures` (worked out while its results are at hand: read again
    // for the groups, the quarter of a million results' components came from memory).
    void run(size_t begin, size_t end, std::vector<OperatorResult> &out, std::vector<CallFigures> &figures,
             SliceFindings &findings)
    {
        for (size_t i = begin; i < end; ++i) {
            analyzeOne(i, out[i], findings);
            figures[i] = CallFigures::of(out[i]);
        }
    }

private:
    void analyzeOne(size_t i, OperatorResult &r, SliceFindings &findings)
    {
        const Operator &source = m_profile.operators[i];
        bool isEstimated = false;
        QString assumption;
        if (m_options.estimateWork && source.workSource != WorkSource::Measured && isAiCoreTask(source.taskType)
            && m_estimates.estimate(source, i)) {
            m_estimated = source;
            if (const auto w = applyWorkEstimate(m_estimated, m_hardware, &m_estimates, i)) {
                assumption = w->assumption;
                isEstimated = true;
            }
        }
        const Operator &op = isEstimated ? m_estimated : source;

        r.index = int(i);
        r.workSource = op.workSource;
        r.workAssumption = assumption;
        r.components = m_model.evaluateAll(op);
        r.noteComponentKeys();
        // Which level served the GM-side bytes, before the verdict that rests on it.
        if (r.servedMemory())
            m_levels.judge(MemoryLevelFacts{measuredHitRate(m_profile, source), m_workingSets.bytes(source)}, r);
        if (op.pipelineIndex >= 0 && size_t(op.pipelineIndex) < m_profile.pipelines.size())
            r.pipeline = std::make_shared<const PipelineStats>(
                computePipelineStats(m_profile.pipelines[size_t(op.pipelineIndex)]));
        m_classifier.classify(op, r);
        r.estimatedGainUs = estimateGainUs(op, r, m_options.thresholds);
        findings.implausible.check(op, r);
        if (dropNonFinite(r) && findings.nonFinite++ == 0)
            findings.firstNonFinite = source.sourceLocation;
    }

    const Profile &m_profile;
    const HardwareSpec &m_hardware;
    const AnalyzeOptions &m_options;
    const ComponentModel m_model;
    const Classifier m_classifier;
    const MemoryLevelJudge m_levels;
    // Estimation works on a copy: the profile stays what the files said. One copy per thread,
    // assigned over: the vectors keep their storage, so a copy costs no allocation.
    Operator m_estimated;
    WorkEstimateCache m_estimates;
    WorkingSetCache m_workingSets;
};

} // namespace

Analysis analyze(std::shared_ptr<const Profile> profile, const HardwareSpec &hardware, const AnalyzeOptions &options,
                 const AdviceCatalog &advice)
{
    Analysis a;
    a.profile = profile;
    a.hardware = hardware;
    a.thresholds = options.thresholds;
    const size_t count = profile->operators.size();
    // Backward attention kernels take their forward's head split and mask (core/README.md §3.7).
    // Pairing them reads every kernel on one thread: it runs beside the making of the results'
    // storage (a quarter of a million of them touched for the first time), the other serial
    // work before the kernels are analysed.
    estimates::AttentionPairing attention;
    const size_t preparers = options.estimateWork && options.threads != 1 ? 2 : 1;
    runOnWorkers(preparers, [&](size_t w) {
        if (options.estimateWork && (w == 1 || preparers == 1))
            attention = estimates::AttentionPairing(profile->operators);
        if (w == 0)
            a.operators.resize(count);
    });

    // Operators are independent: the threads take chunks of them in turn, each writing only its
    // own results. Chunks, not one slice per thread: the kernels of a slice cost unequal time
    // (a thread allocating fresh memory is slower than one reusing what reading freed), and
    // one thread idled for a sixth of the analysis.
    constexpr size_t kMinOperatorsPerWorker = 2048; // an operator takes a few microseconds
    constexpr size_t kOperatorsPerChunk = 4096;
    const size_t workers = workersFor(count, kMinOperatorsPerWorker, options.threads);
    const size_t chunks = std::max<size_t>(1, (count + kOperatorsPerChunk - 1) / kOperatorsPerChunk);
    std::vector<SliceFindings> findings; // per chunk, merged in order
    findings.reserve(chunks);
    for (size_t c = 0; c < chunks; ++c)
        findings.emplace_back(hardware);
    a.adviceCatalog = std::make_shared<const AdviceCatalog>(advice);
    a.adviceWords = advice.entriesIn(options.language);
    std::vector<CallFigures> figures(count);
    std::atomic<size_t> nextChunk{0};
    runOnWorkers(workers, [&](size_t) {
        OperatorAnalyzer analyzer(*profile, attention, hardware, options);
        for (size_t c = nextChunk++; c < chunks; c = nextChunk++)
            analyzer.run(std::min(count, c * kOperatorsPerChunk), std::min(count, (c + 1) * kOperatorsPerChunk),
                         a.operators, figures, findings[c]);
    });

    SliceFindings &all = findings[0];
    for (size_t c = 1; c < chunks; ++c)
        all.append(findings[c]);
    a.diagnostics << all.implausible.diagnostics();
    if (all.nonFinite > 0)
        a.diagnostics << warning(
            Tr::tr("%n operator(s) gave a figure that is not a finite number (extreme input values); "
                   "it is shown as unknown (first here)",
                   nullptr, all.nonFinite),
            all.firstNonFinite);

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
    a.groups = groupOperators(a, figures);
    a.groupOfOperator = groupOfEachOperator(a.groups, a.operators.size());
    return a;
}

} // namespace rl
