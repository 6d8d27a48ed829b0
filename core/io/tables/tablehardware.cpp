// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/tables/tablehardware.h"

#include "core/common/parallel.h"
#include "core/common/tr.h"
#include "core/model/metricnames.h"

#include <algorithm>
#include <cmath>

namespace rl {

namespace {

std::optional<double> median(std::vector<double> v)
{
    if (v.empty())
        return std::nullopt;
    const auto mid = v.begin() + std::ptrdiff_t(v.size() / 2);
    std::nth_element(v.begin(), mid, v.end());
    return *mid;
}

// A metric of every row, looked for first where the row before had it: the rows of a table
// share one column order, so one comparison finds it (a search per row and metric was 40 ms
// of a quarter of a million rows, on one core).
class RememberedMetric
{
public:
    explicit RememberedMetric(const QString *interned) : m_name(interned) { }

    double in(const Operator &op)
    {
        const MetricMap &m = op.metrics;
        const QString *const *names = m.cbegin().namePosition();
        const qsizetype n = m.size();
        if (m_position < n && names[m_position] == m_name)
            return m.valueAt(m_position);
        for (qsizetype i = 0; i < n; ++i) {
            if (names[i] == m_name) {
                m_position = i;
                return m.valueAt(i);
            }
        }
        return 0.0;
    }

private:
    const QString *m_name;
    qsizetype m_position = 0;
};

// Clocks outside this range are not AI Core clocks: a row with inconsistent counters.
constexpr double kMinClockMhz = 100.0;
constexpr double kMaxClockMhz = 4000.0;
constexpr double kPreciseTimeUs = 10.0;

} // namespace

namespace {

// Runs collect(begin, end, out) over slices of the operators on the cores and gives the values
// collected, slice after slice. Only medians are taken of them, which do not depend on the order.
template<typename Collect>
std::vector<double> collectOnCores(size_t count, const Collect &collect)
{
    constexpr size_t kMinOperatorsPerWorker = 16384; // a few milliseconds each: a thread pays
    const size_t workers = workersFor(count, kMinOperatorsPerWorker);
    std::vector<std::vector<double>> parts(workers);
    runOnWorkers(workers, [&](size_t w) {
        const auto [first, last] = sliceOf(count, workers, w);
        collect(first, last, parts[w]);
    });
    std::vector<double> all = std::move(parts[0]);
    for (size_t w = 1; w < workers; ++w)
        all.insert(all.end(), parts[w].begin(), parts[w].end());
    return all;
}

} // namespace

TableHardwareEstimate estimateHardware(const std::vector<Operator> &operators)
{
    static const QString *const kAicCycles = MetricNames::intern(u"aic_total_cycles"_qs);
    static const QString *const kCycles = MetricNames::intern(u"total_cycles"_qs);
    static const QString *const kAivCycles = MetricNames::intern(u"aiv_total_cycles"_qs);
    static const QString *const kCubeUtilisation = MetricNames::intern(u"cube_utilization"_qs);
    // Times are written with 2-3 decimals: a 1.44 µs kernel gives the clock to ±0.5 %, a
    // 100 µs one to ±0.01 %. Long kernels decide when there are any. Each value is marked as
    // long or not in its sign bit's stead: clocks are positive.
    const std::vector<double> marked = collectOnCores(
        operators.size(), [&](size_t begin, size_t end, std::vector<double> &out) {
            RememberedMetric aicCyclesOf(kAicCycles), cyclesOf(kCycles), aivCyclesOf(kAivCycles);
            const auto add = [&](double cycles, int blocks, double timeUs) {
                const double clock = cycles / (blocks * timeUs);
                if (clock < kMinClockMhz || clock > kMaxClockMhz)
                    return;
                out.push_back(timeUs >= kPreciseTimeUs ? -clock : clock);
            };
            for (size_t i = begin; i < end; ++i) {
                const Operator &op = operators[i];
                // MIX rows are left out: which block count goes with which side is not settled
                // (core/io/README.md §1.5).
                if (op.taskType != TaskType::AiCore && op.taskType != TaskType::AiVectorCore)
                    continue;
                const int blocks = op.blockDim.value_or(0);
                if (blocks <= 0)
                    continue;
                const double aicCycles = std::max(aicCyclesOf.in(op), cyclesOf.in(op));
                if (aicCycles > 0.0 && op.coreTimeUs.value_or(0.0) > 0.0)
                    add(aicCycles, blocks, *op.coreTimeUs);
                const double aivCycles = aivCyclesOf.in(op);
                if (aivCycles > 0.0 && op.aivTimeUs.value_or(0.0) > 0.0)
                    add(aivCycles, blocks, *op.aivTimeUs);
            }
        });
    std::vector<double> clocks, longClocks;
    clocks.reserve(marked.size());
    for (const double m : marked) {
        clocks.push_back(std::abs(m));
        if (m < 0.0)
            longClocks.push_back(-m);
    }
    TableHardwareEstimate out;
    if (const auto clock = median(longClocks.empty() ? std::move(clocks) : std::move(longClocks)))
        out.clockMhz = std::round(*clock);
    if (!out.clockMhz)
        return out;
    const double clockMhz = *out.clockMhz;
    std::vector<double> cores = collectOnCores(
        operators.size(), [&](size_t begin, size_t end, std::vector<double> &found) {
            RememberedMetric aicCyclesOf(kAicCycles), cubeUtilisationOf(kCubeUtilisation);
            for (size_t i = begin; i < end; ++i) {
                const Operator &op = operators[i];
                const double util = cubeUtilisationOf.in(op);
                const double cycles = aicCyclesOf.in(op);
                if (op.taskType == TaskType::AiCore && util > 0.0 && cycles > 0.0 && op.durationUs > 0.0)
                    found.push_back(cycles / (clockMhz * op.durationUs * util / 100.0));
            }
        });
    if (const auto c = median(std::move(cores)); c && *c >= 1.0)
        out.aicCount = int(std::lround(*c));
    return out;
}

void completeDetectedHardware(Profile &profile, bool separated, const QString &source)
{
    DetectedHardware &d = profile.detected;
    if (d.clockMhz && d.aicCount && !d.chip.isEmpty())
        return;
    const TableHardwareEstimate e = estimateHardware(profile.operators);
    // Only split chips launch pure-vector or mixed tasks (core/io/README.md §0.4).
    const bool splitTasks = std::any_of(profile.operators.begin(), profile.operators.end(), [](const Operator &op) {
        return op.taskType == TaskType::AiVectorCore || op.taskType == TaskType::MixAic
            || op.taskType == TaskType::MixAiv;
    });
    if (d.chip.isEmpty() && (separated || splitTasks)) {
        d.chip = u"Ascend910B"_qs;
        profile.diagnostics << info(
            Tr::tr("chip taken as the Ascend910B family (split AIC/AIV: %1); choose the "
                   "exact chip with --hardware")
                .arg(separated ? Tr::tr("aic_/aiv_ columns") : Tr::tr("vector-core or mixed tasks")),
            source);
    }
    if (!d.clockMhz && e.clockMhz) {
        d.clockMhz = e.clockMhz;
        profile.diagnostics << info(
            Tr::tr("AI Core clock %1 MHz derived from cycles / (blocks × core time)").arg(*e.clockMhz), source);
    }
    if (!d.aicCount && e.aicCount) {
        d.aicCount = e.aicCount;
        profile.diagnostics << info(Tr::tr("%1 cube cores derived from cube_utilization(%)").arg(*e.aicCount), source);
    }
}

} // namespace rl
