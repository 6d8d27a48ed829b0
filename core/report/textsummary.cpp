// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/textsummary.h"

#include "core/analysis/unjudged.h"
#include "core/common/tr.h"
#include "core/format/durationformat.h"
#include "core/format/percentformat.h"
#include "core/format/rateformat.h"
#include "core/report/communicationtext.h"
#include "core/report/memorytext.h"
#include "core/run/runbreakdown.h"
#include "core/run/runsummary.h"

#include <QTextStream>

#include <algorithm>

#include <cmath>

namespace rl {

namespace {

// "[first-party tool source]" after a figure: how far it can be trusted.
QString tierNote(const HardwareSpec &s, const QString &field)
{
    const auto t = s.tierOf(field);
    return t ? u"  [" + sourceTierDisplayName(*t) + u']' : QString();
}

QString pad(const QString &s, int width)
{
    if (s.size() >= width)
        return s.left(width - 1) + u"…";
    return s.leftJustified(width);
}

} // namespace

QString runSummaryText(const RunBreakdown &run, const Analysis &a)
{
    QString text;
    QTextStream out(&text);
    if (!run.ranks.empty())
        out << Tr::tr("Run (%1):").arg(runSourceName(run.source)) << u'\n' << QStringView(u"  ") << run.summary
            << u'\n';
    for (const RankBreakdown &r : run.ranks) {
        const StepBreakdown &t = r.totals;
        out << QStringView(u"  ")
            << Tr::tr("rank %1: %n step(s), %2; computing %3, communication not overlapped %4, free %5", nullptr,
                      int(r.steps.size()))
                   .arg(r.rank)
                   .arg(formatDurationUs(t.totalUs()), formatDurationUs(t.computingUs.value_or(0.0)),
                        formatDurationUs(t.communicationNotOverlappedUs.value_or(0.0)),
                        formatDurationUs(t.freeUs.value_or(0.0)))
            << (r.hasKernels ? QString() : u"  "_qs + Tr::tr("(no kernel table)")) << u'\n';
        if (r.communication) {
            const CommunicationSummary &c = *r.communication;
            QStringList links;
            for (const TransportBandwidth &link : c.transports) {
                if (const auto bw = link.bandwidthGBps(); bw && link.transitSizeMb > 0.0)
                    links << (link.peakGBps ? Tr::tr("%1 %2 GB/s of %3")
                                                  .arg(link.transport)
                                                  .arg(*bw, 0, 'f', 1)
                                                  .arg(*link.peakGBps, 0, 'f', 0)
                                            : Tr::tr("%1 %2 GB/s").arg(link.transport).arg(*bw, 0, 'f', 1));
            }
            out << QStringView(u"    ")
                << Tr::tr("communication: %n operator(s), elapsed %1, waiting %2, transit %3; %4", nullptr, c.operators)
                       .arg(formatDurationUs(c.elapseMs * 1000.0), formatDurationUs(c.waitMs * 1000.0),
                            formatDurationUs(c.transitMs * 1000.0),
                            links.isEmpty() ? Tr::tr("no bytes moved") : links.join(u", "))
                << u'\n';
        }
    }
    if (a.communication)
        out << communicationSummaryText(*a.communication);
    if (a.memory)
        out << memorySummaryText(*a.memory, run.memory.get(), 3, memoryTimelineOrigin(*a.profile));
    if (!run.groups.empty()) {
        out << QStringView(u"  ") << Tr::tr("operator groups across ranks (largest first):") << u'\n';
        for (size_t i = 0; i < run.groups.size() && i < 5; ++i) {
            const GroupAcrossRanks &g = run.groups[i];
            QStringList perRank;
            for (const RankGroupFigures &f : g.ranks)
                perRank << Tr::tr("rank %1 %2").arg(f.rank).arg(formatDurationUs(f.totalUs));
            out << QStringView(u"    ") << g.group << QStringView(u": ") << perRank.join(u", ")
                << Tr::tr("; spread %1, slowest rank %2").arg(percent(g.spread)).arg(g.slowestRank) << u'\n';
        }
    }
    const RankBreakdown *analysed = run.rank(run.analysedRank);
    if (const auto share = computingShare(run); share && analysed) {
        double gains = 0.0;
        for (const OperatorResult &r : a.operators)
            gains += std::max(0.0, r.estimatedGainUs.value_or(0.0));
        const double step = analysed->totals.totalUs();
        out << QStringView(u"  ")
            << Tr::tr("operators can win back at most %1 of the step on rank %2 (its computing share); the estimated "
                      "gains "
                      "below sum to %3, %4 of it")
                   .arg(percent(*share))
                   .arg(run.analysedRank)
                   .arg(formatDurationUs(gains), percent(step > 0.0 ? std::min(gains / step, 1.0) : 0.0))
            << u'\n';
    }
    return text;
}

QString analysisSummaryText(const Analysis &a, int topOperators)
{
    QString text;
    QTextStream out(&text);
    const Profile &p = *a.profile;
    out << Tr::tr("RoofLens analysis of %n operator(s)", nullptr, a.summary.operatorCount) << u'\n';
    for (const InputInfo &in : p.inputs)
        out << QStringView(u"  ") << Tr::tr("input: %1 (%2)").arg(in.path, in.format) << u'\n';
    if (a.hardware.isKnown())
        out << QStringView(u"  ")
            << Tr::tr("hardware: %1, %2 MHz (%3)").arg(a.hardware.name).arg(a.hardware.clockMhz).arg(a.hardwareNote)
            << u'\n';
    if (const auto gm = a.hardware.memoryBandwidthGbs(ComponentId::Gm))
        out << QStringView(u"  ")
            << Tr::tr("global memory: %1 (HBM variant %2)").arg(formatRate(*gm * 1e9, true), a.hardware.hbmVariant)
            << u'\n';
    else
        out << QStringView(u"  ") << Tr::tr("hardware: %1").arg(a.hardwareNote) << u'\n';
    out << QStringView(u"  ") << Tr::tr("total operator time: %1").arg(formatDurationUs(a.summary.totalDurationUs))
        << QStringView(u"\n\n");
    if (p.run)
        out << runSummaryText(*p.run, a) << u'\n';

    out << Tr::tr("Categories:") << u'\n';
    for (Category c : kAllCategories) {
        const int n = a.summary.categoryCount.value(c);
        if (n == 0)
            continue;
        out << QStringView(u"  ") << pad(categoryDisplayName(c), 28) << QString::number(n).rightJustified(6)
            << QStringView(u"  ")
            << Tr::tr("%1 of time").arg(percent(a.summary.categoryTimeShare.value(c)).rightJustified(7)) << u'\n';
    }
    out << u'\n' << Tr::tr("Bottlenecks by estimated gain:") << u'\n';
    int shown = 0;
    // The unjudged are listed apart below: ranked here are those with a gain.
    for (int idx : a.topByGain(size_t(std::max(topOperators, 0)) + unjudgedWithGain(a))) {
        const OperatorResult &r = a.operators[size_t(idx)];
        if (!r.estimatedGainUs || *r.estimatedGainUs <= 0.0 || shown >= topOperators)
            break;
        if (isUnjudged(r))
            continue;
        const Operator &op = a.op(idx);
        out << QString::number(++shown).rightJustified(3) << QStringView(u". ") << pad(op.name, 40) << u' '
            << pad(categoryDisplayName(r.category), 26) << u' '
            << Tr::tr("gain %1 of %2").arg(formatDurationUs(*r.estimatedGainUs), formatDurationUs(op.durationUs))
            << u'\n';
        out << QStringView(u"     ") << a.evidenceOf(r) << u'\n';
        for (const AdviceHit &h : a.adviceOf(r))
            out << QStringView(u"     - ") << h.title() << u'\n';
    }
    if (shown == 0)
        out << QStringView(u"  ") << Tr::tr("none: no operator has a measurable gain") << u'\n';
    if (const UnjudgedTotals unjudged = unjudgedTotals(a); unjudged.count > 0) {
        const double total = a.summary.totalDurationUs;
        out << u'\n'
            << Tr::tr("Large but unjudged: %n operator(s), %1 (%2 of the time), whose bound cannot be told:", nullptr,
                      unjudged.count)
                   .arg(formatDurationUs(unjudged.timeUs), percent(total > 0.0 ? unjudged.timeUs / total : 0.0))
            << u'\n';
        int rank = 0;
        for (int idx : unjudgedByTime(a, size_t(std::max(topOperators, 0)))) {
            const Operator &op = a.op(idx);
            const OperatorResult &r = a.operators[size_t(idx)];
            out << QString::number(++rank).rightJustified(3) << QStringView(u". ") << pad(op.name, 40) << u' '
                << pad(categoryDisplayName(r.category), 26) << u' ' << formatDurationUs(op.durationUs) << u'\n';
            out << QStringView(u"     ") << Tr::tr("would decide it: %1").arg(whatWouldDecide(op, r, a.hardware).text())
                << u'\n';
        }
    }
    for (const Diagnostics *list : {&p.diagnostics, &a.diagnostics}) {
        for (const Diagnostic &d : *list)
            out << severityName(d.severity) << QStringView(u": ") << d.toString() << u'\n';
    }
    return text;
}

QString hardwareListText(const HardwareCatalog &catalog)
{
    QString text;
    QTextStream out(&text);
    for (const HardwareSpec &s : catalog.specs()) {
        out << pad(s.id, 14) << u' ' << pad(s.name, 24) << u' ' << pad(s.architectureName(), 10) << u' '
            << Tr::tr("%1 MHz, %2 cube / %3 vector cores").arg(s.clockMhz).arg(s.cubeCores).arg(s.vectorCores) << u'\n';
    }
    return text;
}

QString hardwareShowText(const HardwareSpec &s)
{
    QString text;
    QTextStream out(&text);
    const auto tier = [&s](const QString &field) { return tierNote(s, field); };
    out << s.name << QStringView(u" (") << s.id << QStringView(u")\n");
    out << QStringView(u"  ") << Tr::tr("architecture: %1").arg(s.architectureName()) << u'\n';
    out << QStringView(u"  ") << Tr::tr("clock: %1 MHz").arg(s.clockMhz) << tier(u"clock_mhz"_qs) << u'\n';
    out << QStringView(u"  ") << Tr::tr("cores: %1 cube (AIC), %2 vector (AIV)").arg(s.cubeCores).arg(s.vectorCores)
        << u'\n';
    out << QStringView(u"  ") << Tr::tr("confidence: %1").arg(s.confidence) << QStringView(u"\n\n");
    out << hardwareMemoryText(s);
    out << hardwareLinksText(s);
    out << Tr::tr("Peaks (per core per cycle -> whole chip; measured per-core maximum beside, the practical ceiling):")
        << u'\n';
    for (auto it = s.components.cbegin(); it != s.components.cend(); ++it) {
        const auto key = ComponentKey::parse(it.key());
        const bool bytes = it->kind == ComponentKind::Transfer;
        out << QStringView(u"  ") << (key ? key->displayName() : it.key()) << u'\n';
        if (it->peaks.isEmpty())
            out << QStringView(u"    ") << Tr::tr("(no published peak: busy time only)") << u'\n';
        QStringList items = it->peaks.keys();
        for (const QString &m : it->measuredGbs.keys()) {
            if (!items.contains(m))
                items << m;
        }
        for (const QString &item : items) {
            const QString field = u"components." + it.key() + u".peaks." + item;
            const auto peak = it->peaks.constFind(item);
            const auto chip = key && peak != it->peaks.cend() ? s.chipPeakPerSecond(*key, item) : std::nullopt;
            const QString perCycle = peak == it->peaks.cend() ? Tr::tr("roof unknown")
                : bytes                                       ? Tr::tr("%1 B/cycle").arg(peak.value())
                                                              : Tr::tr("%1 op/cycle").arg(peak.value());
            out << QStringView(u"    ") << pad(item, 11) << perCycle.leftJustified(18) << QStringView(u"-> ")
                << (chip ? formatRate(*chip, bytes) : u"?"_qs).leftJustified(12)
                << (peak != it->peaks.cend() ? tier(field) : QString());
            if (const auto measured = key ? s.measuredGbs(*key, item) : std::nullopt)
                out << QStringView(u"  ") << Tr::tr("measured max %1 per core").arg(formatRate(*measured * 1e9, true))
                    << tier(u"components." + it.key() + u".measured_gbs." + item);
            out << u'\n';
        }
    }
    out << u'\n' << Tr::tr("Sources:") << u'\n';
    for (auto it = s.sources.begin(); it != s.sources.end(); ++it)
        out << QStringView(u"  ") << it.key() << QStringView(u": ") << it.value().toString() << tier(it.key()) << u'\n';
    if (!s.unknown.isEmpty()) {
        out << u'\n' << Tr::tr("Unknown (not invented):") << u'\n';
        for (const QString &u : s.unknown)
            out << QStringView(u"  ") << u << u'\n';
    }
    return text;
}

QString hardwareLinksText(const HardwareSpec &s)
{
    QString text;
    QTextStream out(&text);
    out << Tr::tr("Communication links (per link, per direction; the roofs msprof divides by):") << u'\n';
    for (const QString &transport : {u"HCCS"_qs, u"RDMA"_qs, u"PCIE"_qs, u"SIO"_qs, u"SDMA"_qs}) {
        out << QStringView(u"  ") << pad(transport, 6);
        if (const LinkRoof *roof = s.linkRoof(transport))
            out << Tr::tr("%1 GB/s").arg(roof->peakGbs).leftJustified(12) << roof->source
                << tierNote(s, u"links." + transport);
        else
            out << Tr::tr("no first-party figure (utilisation not judged)");
        out << u'\n';
    }
    out << u'\n';
    return text;
}

QString hardwareMemoryText(const HardwareSpec &s)
{
    if (!s.gm && !s.l2)
        return {};
    QString text;
    QTextStream out(&text);
    out << Tr::tr("Chip memory (shared by all cores; HBM variant in use: %1):")
               .arg(s.hbmVariant.isEmpty() ? Tr::tr("none") : s.hbmVariant)
        << u'\n';
    for (ComponentId id : kChipMemories) {
        const ChipMemorySpec *m = s.memory(id);
        if (!m)
            continue;
        const QString name = id == ComponentId::Gm ? Tr::tr("GM (HBM)") : Tr::tr("L2");
        const QString field = u"memory." + componentIdName(id);
        QStringList figures;
        for (auto it = m->bandwidthGbs.cbegin(); it != m->bandwidthGbs.cend(); ++it)
            figures << formatRate(it.value() * 1e9, true) + u" (" + it.key()
                    + (it.key() == s.hbmVariant ? u", " + Tr::tr("in use") : QString()) + u')';
        out << QStringView(u"  ") << pad(name, 11)
            << (figures.isEmpty() ? Tr::tr("bandwidth unknown") : figures.join(u", "))
            << (figures.isEmpty() ? QString() : [&] {
                   const auto t = s.tierOf(field + u".bandwidth_gbs");
                   return t ? u"  [" + sourceTierDisplayName(*t) + u']' : QString();
               }());
        if (m->capacityGb)
            out << QStringView(u"; ") << Tr::tr("%1 GB").arg(*m->capacityGb);
        if (m->capacityMb)
            out << QStringView(u"; ") << Tr::tr("%1 MB").arg(*m->capacityMb);
        out << u'\n';
    }
    out << u'\n';
    return text;
}

} // namespace rl
