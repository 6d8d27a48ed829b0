// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/memorycomparison.h"

#include "core/common/tr.h"
#include "core/report/htmldocument.h"
#include "core/report/memorytext.h"

#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace rl {

using json::Json;

namespace {

constexpr size_t kListed = 10;

std::optional<double> difference(const std::optional<double> &before, const std::optional<double> &after)
{
    if (!before || !after)
        return std::nullopt;
    return *after - *before;
}

std::optional<double> peak(const RankMemoryReport *r, std::optional<double> RankMemoryReport::*figure)
{
    return r ? r->*figure : std::nullopt;
}

// The largest size of each name in a rank's top list (sorted by size, so the first seen).
std::map<QString, double> largestByName(const RankMemoryReport *r)
{
    std::map<QString, double> sizes;
    if (r) {
        for (const AllocationFigure &a : r->topOperators)
            sizes.emplace(a.name, a.sizeKb);
    }
    return sizes;
}

std::vector<AllocationSizeDelta> topDeltas(const RankMemoryReport *before, const RankMemoryReport *after)
{
    const std::map<QString, double> a = largestByName(before), b = largestByName(after);
    std::set<QString> names;
    for (const auto *sizes : {&a, &b}) {
        for (const auto &[name, kb] : *sizes)
            names.insert(name);
    }
    std::vector<AllocationSizeDelta> out;
    for (const QString &name : names) {
        AllocationSizeDelta d;
        d.name = name;
        if (const auto it = a.find(name); it != a.end())
            d.baselineKb = it->second;
        if (const auto it = b.find(name); it != b.end())
            d.candidateKb = it->second;
        out.push_back(std::move(d));
    }
    // Largest change first; a name only one side lists counts its whole size.
    const auto change = [](const AllocationSizeDelta &d) {
        return std::abs(d.candidateKb.value_or(0.0) - d.baselineKb.value_or(0.0));
    };
    std::stable_sort(out.begin(), out.end(), [&change](const AllocationSizeDelta &x, const AllocationSizeDelta &y) {
        return change(x) > change(y);
    });
    if (out.size() > kListed)
        out.resize(kListed);
    return out;
}

Json sideJson(const RankMemoryReport *r)
{
    if (!r)
        return nullptr;
    return Json{{"source", json::strOrNull(r->source)},
                {"peak_allocated_mb", json::opt(r->peakAllocatedMb)},
                {"peak_reserved_mb", json::opt(r->peakReservedMb)},
                {"peak_active_mb", json::opt(r->peakActiveMb)},
                {"peak_time_ns", json::opt(r->peakTimeNs)},
                {"capacity_mb", json::opt(r->capacityMb)},
                {"alive_at_peak_mb", r->aliveSizeMb},
                {"before_profile_mb", json::opt(r->beforeProfileMb)}};
}

QString signedSize(const std::optional<double> &mb)
{
    if (!mb)
        return {};
    return (*mb > 0.0 ? u"+"_qs : *mb < 0.0 ? u"−"_qs : QString()) + memorySizeText(std::abs(*mb));
}

QString sizeOf(const RankMemoryReport *r, std::optional<double> RankMemoryReport::*figure)
{
    const std::optional<double> v = peak(r, figure);
    return v ? memorySizeText(*v) : u"—"_qs;
}

QString kbOrDash(const std::optional<double> &kb)
{
    return kb ? allocationSizeText(*kb) : u"—"_qs;
}

} // namespace

std::optional<double> AllocationSizeDelta::deltaKb() const
{
    return difference(baselineKb, candidateKb);
}

std::optional<double> MemoryRankDelta::deltaAllocatedMb() const
{
    return difference(peak(baseline, &RankMemoryReport::peakAllocatedMb),
                      peak(candidate, &RankMemoryReport::peakAllocatedMb));
}

std::optional<double> MemoryRankDelta::deltaReservedMb() const
{
    return difference(peak(baseline, &RankMemoryReport::peakReservedMb),
                      peak(candidate, &RankMemoryReport::peakReservedMb));
}

std::optional<double> MemoryRankDelta::deltaActiveMb() const
{
    return difference(peak(baseline, &RankMemoryReport::peakActiveMb),
                      peak(candidate, &RankMemoryReport::peakActiveMb));
}

std::vector<MemoryRankDelta> compareMemory(const MemoryReport *baseline, const MemoryReport *candidate)
{
    std::set<int> ranks;
    for (const MemoryReport *report : {baseline, candidate}) {
        if (report) {
            for (const RankMemoryReport &r : report->ranks)
                ranks.insert(r.rank);
        }
    }
    std::vector<MemoryRankDelta> out;
    for (int rank : ranks) {
        MemoryRankDelta d;
        d.rank = rank;
        d.baseline = baseline ? baseline->rank(rank) : nullptr;
        d.candidate = candidate ? candidate->rank(rank) : nullptr;
        d.topOperators = topDeltas(d.baseline, d.candidate);
        out.push_back(std::move(d));
    }
    return out;
}

Json memoryComparisonJson(const MemoryReport *baseline, const MemoryReport *candidate)
{
    if (!baseline && !candidate)
        return nullptr;
    Json ranks = Json::array();
    for (const MemoryRankDelta &d : compareMemory(baseline, candidate)) {
        Json top = Json::array();
        for (const AllocationSizeDelta &a : d.topOperators)
            top.push_back(Json{{"name", json::str(a.name)},
                               {"baseline_size_kb", json::opt(a.baselineKb)},
                               {"candidate_size_kb", json::opt(a.candidateKb)},
                               {"delta_size_kb", json::opt(a.deltaKb())}});
        ranks.push_back(Json{{"rank", d.rank},
                             {"baseline", sideJson(d.baseline)},
                             {"candidate", sideJson(d.candidate)},
                             {"delta_peak_allocated_mb", json::opt(d.deltaAllocatedMb())},
                             {"delta_peak_reserved_mb", json::opt(d.deltaReservedMb())},
                             {"delta_peak_active_mb", json::opt(d.deltaActiveMb())},
                             {"top_operators", top}});
    }
    return Json{{"ranks", ranks}};
}

QString memoryComparisonText(const MemoryReport *baseline, const MemoryReport *candidate)
{
    const std::vector<MemoryRankDelta> deltas = compareMemory(baseline, candidate);
    if (deltas.empty())
        return {};
    QString text;
    QTextStream out(&text);
    out << Tr::tr("Device memory peaks per rank (before → after):") << u'\n';
    for (const MemoryRankDelta &d : deltas) {
        out << QStringView(u"  ");
        if (!d.baseline || !d.candidate) {
            out << Tr::tr("rank %1: only in the %2")
                       .arg(d.rank)
                       .arg(d.baseline ? Tr::tr("baseline") : Tr::tr("candidate"))
                << u'\n';
            continue;
        }
        out << Tr::tr("rank %1: allocated %2 → %3 (%4), reserved %5 → %6 (%7)")
                   .arg(d.rank)
                   .arg(sizeOf(d.baseline, &RankMemoryReport::peakAllocatedMb),
                        sizeOf(d.candidate, &RankMemoryReport::peakAllocatedMb), signedSize(d.deltaAllocatedMb()),
                        sizeOf(d.baseline, &RankMemoryReport::peakReservedMb),
                        sizeOf(d.candidate, &RankMemoryReport::peakReservedMb), signedSize(d.deltaReservedMb()))
            << u'\n';
        if (!d.topOperators.empty()) {
            const AllocationSizeDelta &a = d.topOperators.front();
            out << QStringView(u"    ")
                << Tr::tr("largest allocation change: %1 %2 → %3")
                       .arg(a.name, kbOrDash(a.baselineKb), kbOrDash(a.candidateKb))
                << u'\n';
        }
    }
    return text;
}

void memoryComparisonSection(HtmlDocument &doc, const MemoryReport *baseline, const MemoryReport *candidate)
{
    const std::vector<MemoryRankDelta> deltas = compareMemory(baseline, candidate);
    if (deltas.empty())
        return;
    doc.heading(Tr::tr("Device memory, before and after"), 2, u"memory"_qs);
    QList<QStringList> rows;
    QStringList classes;
    for (const MemoryRankDelta &d : deltas) {
        rows << QStringList{QString::number(d.rank),
                            sizeOf(d.baseline, &RankMemoryReport::peakAllocatedMb) + u" → "
                                + sizeOf(d.candidate, &RankMemoryReport::peakAllocatedMb),
                            signedSize(d.deltaAllocatedMb()),
                            sizeOf(d.baseline, &RankMemoryReport::peakReservedMb) + u" → "
                                + sizeOf(d.candidate, &RankMemoryReport::peakReservedMb),
                            signedSize(d.deltaReservedMb()),
                            sizeOf(d.baseline, &RankMemoryReport::peakActiveMb) + u" → "
                                + sizeOf(d.candidate, &RankMemoryReport::peakActiveMb)};
        const double change = d.deltaAllocatedMb().value_or(0.0);
        classes << (change > 0.0 ? u"regression"_qs : change < 0.0 ? u"improvement"_qs : QString());
    }
    doc.table({Tr::tr("Rank"), Tr::tr("Peak allocated"), Tr::tr("Change"), Tr::tr("Peak reserved"), Tr::tr("Change"),
               Tr::tr("Peak active")},
              rows, classes);
    QList<QStringList> allocations;
    for (const MemoryRankDelta &d : deltas) {
        for (const AllocationSizeDelta &a : d.topOperators)
            allocations << QStringList{QString::number(d.rank), a.name, kbOrDash(a.baselineKb), kbOrDash(a.candidateKb),
                                       a.deltaKb() ? signedSize(*a.deltaKb() / 1024.0) : QString()};
    }
    if (!allocations.isEmpty()) {
        doc.heading(Tr::tr("Largest allocations, before and after"), 3);
        doc.table({Tr::tr("Rank"), Tr::tr("Operator"), Tr::tr("Before"), Tr::tr("After"), Tr::tr("Change")},
                  allocations);
        doc.paragraph(Tr::tr("Each run's ten largest single allocations per rank, matched by name (the largest of a "
                             "name); — where a run's ten largest do not hold the name. Largest change first."),
                      u"muted"_qs);
    }
}

} // namespace rl
