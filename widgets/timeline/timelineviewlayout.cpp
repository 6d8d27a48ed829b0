// SPDX-License-Identifier: GPL-3.0-or-later
// TimelineView: scene → plottables, vertical layout, lane labels, palette (the drawing side).
#include "widgets/timeline/timelineview.h"

#include "core/timeline/timeformat.h"
#include "widgets/timeline/counterplottable.h"
#include "widgets/timeline/intervalplottable.h"
#include "widgets/timeline/linkplottable.h"
#include "widgets/timeline/parallelismribbon.h"
#include "widgets/timeline/timeaxisticker.h"
#include "widgets/timeline/timelinepalette.h"
#include "widgets/timeline/timelinetoolbar.h"

#include <QFontInfo>
#include <QLabel>
#include <QScrollBar>

namespace rl {

void TimelineView::applyScene()
{
    m_scrollTop = 0.0;
    m_intervals->setHighlightedRef(-1);
    const Level lv = level();
    bool hasDerived = false, hasCounters = false;
    if (m_scene) {
        for (const TimelineTrack &t : m_scene->tracks) {
            hasDerived |= t.derived;
            hasCounters |= t.kind == TimelineTrack::Kind::Counter;
        }
    }
    m_toolbar->setAvailable(m_scene && !m_scene->links.empty(), hasDerived, hasCounters,
                            lv == Level::Instruction && m_kernelScene);
    m_expanded.assign(m_scene ? m_scene->tracks.size() : 0, false); // every lane folded
    syncFoldSwitch();
    updateTitle();
    applyLayout();
    m_statsLabel->setText(statsText());
    m_statsLabel->setVisible(!m_statsLabel->text().isEmpty());
    updateSelectionBand();
}

void TimelineView::applyLayout()
{
    std::vector<bool> hidden, allRows;
    if (m_scene) {
        for (size_t i = 0; i < m_scene->tracks.size(); ++i) {
            const TimelineTrack &t = m_scene->tracks[i];
            const bool folded = t.summary >= 0 && !laneExpanded(t.summary);
            const bool unfolded = t.isSummary() && laneExpanded(int(i));
            hidden.push_back((t.derived && !m_showDerived)
                             || (t.kind == TimelineTrack::Kind::Counter && !m_showCounters) || folded || unfolded);
            allRows.push_back(!t.isSummary() && laneExpanded(int(i)));
        }
        m_layout = LaneLayout(*m_scene, hidden, {}, allRows);
    } else {
        m_layout = LaneLayout();
    }
    m_intervals->setScene(m_scene, m_layout);
    m_ribbon->setScene(m_scene, m_layout);
    m_counters->setScene(m_scene, m_layout);
    m_links->setScene(m_scene, m_layout);
    updateLaneLabels();
    updateVerticalRange();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void TimelineView::updateLaneLabels()
{
    m_laneTicker->clear();
    if (!m_scene)
        return;
    for (size_t i = 0; i < m_scene->tracks.size(); ++i) {
        const TimelineTrack &t = m_scene->tracks[i];
        const TrackGeometry &g = m_layout.track(i);
        if (g.hidden)
            continue;
        QString label = t.name;
        if (t.kind == TimelineTrack::Kind::Ribbon)
            label = t.group;
        else if (t.derived)
            label = tr("%1 (derived)").arg(t.name);
        else if (t.isSummary() || (isFoldable(int(i)) && !laneExpanded(int(i)))) // the tooltip says how to unfold
            label = tr("▸ %1").arg(t.name);
        else if ((t.summary >= 0 && size_t(t.summary) + 1 == i) || isFoldable(int(i))) // unfolded
            label = tr("▾ %1").arg(t.name);
        if (t.kind == TimelineTrack::Kind::Counter)
            label = t.group + u' ' + label;
        if (g.startsGroup && level() == Level::Kernel && t.kind == TimelineTrack::Kind::Lanes && !t.derived)
            label = tr("%1 · %2").arg(t.group, label);
        m_laneTicker->addTick(
            g.top + (t.kind == TimelineTrack::Kind::Lanes ? std::min(g.height, 1.0) / 2 : g.height / 2), label);
    }
}

void TimelineView::updateVerticalRange()
{
    // Lanes that fit a short dock at thinner rows (down to kMinRowPx) get them rather than
    // hiding the last pipes, MTE2 and MTE3, below a scroll bar: an operator's instruction level
    // always (a handful of pipes), a run when its streams and derived lanes fit (a stream and
    // eight derived lanes in the default dock of 280 px need 10 to 11 px rows, depending on the status and tool bars).
    // A run with more lanes than that scrolls at the full height; the derived lanes can be switched off.
    constexpr int kRowPx = 20, kMinRowPx = 8;
    m_rowPx = kRowPx;
    if (m_layout.totalHeight() > 0.0) {
        const double fit = double(m_plot->axisRect()->height()) / (m_layout.totalHeight() + 0.5);
        if (level() == Level::Instruction || fit >= kMinRowPx)
            m_rowPx = std::clamp(int(fit), kMinRowPx, kRowPx);
    }
    // Lane names no taller than a row, so the names of compact lanes stay apart.
    QFont laneFont = font();
    const int fontPx = QFontInfo(laneFont).pixelSize();
    if (fontPx > m_rowPx - 1)
        laneFont.setPixelSize(std::max(8, m_rowPx - 1));
    if (laneFont != m_plot->yAxis->tickLabelFont())
        m_plot->yAxis->setTickLabelFont(laneFont);
    const double visibleRows = std::max(1.0, double(m_plot->axisRect()->height()) / m_rowPx);
    const double maxScroll = std::max(0.0, m_layout.totalHeight() - visibleRows + 0.5);
    m_scrollTop = std::clamp(m_scrollTop, 0.0, maxScroll);
    const QSignalBlocker block(m_vscroll);
    m_vscroll->setRange(0, int(maxScroll * 100));
    m_vscroll->setPageStep(int(visibleRows * 100));
    m_vscroll->setSingleStep(100);
    m_vscroll->setValue(int(m_scrollTop * 100));
    m_vscroll->setVisible(maxScroll > 0.0);
    const QCPRange rows(m_scrollTop - 0.2, m_scrollTop - 0.2 + visibleRows);
    if (rows == m_plot->yAxis->range())
        return;
    m_plot->yAxis->setRange(rows);
    // Called from afterLayout: this replot's ticks were made for the old range, so the lane
    // labels would lag one frame behind (or vanish after the view was shown); draw again.
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void TimelineView::scrollToTrack(int track)
{
    track = shownTrack(track); // a folded member is drawn in its summary lane
    if (track < 0 || size_t(track) >= m_layout.trackCount())
        return;
    const TrackGeometry &g = m_layout.track(size_t(track));
    const double visibleRows = std::max(1.0, double(m_plot->axisRect()->height()) / m_rowPx);
    if (g.top < m_scrollTop || g.top + g.height > m_scrollTop + visibleRows - 0.5) {
        m_scrollTop = std::max(0.0, g.top - 1.0);
        updateVerticalRange();
    }
}

void TimelineView::updateAxisLabel()
{
    const TimeUnit unit = m_ticker->unitForRange(visibleRange());
    m_plot->xAxis->setLabel(m_relative ? tr("Time from origin (%1)").arg(unitSymbol(unit))
                                       : tr("Time (%1)").arg(unitSymbol(unit)));
}

void TimelineView::updateSelectionBand()
{
    const int ref = m_intervals->highlightedRef();
    const bool show = level() == Level::Kernel && ref >= 0 && size_t(ref) < m_scene->placements.size()
        && m_scene->placements[size_t(ref)].track >= 0;
    m_selectionBand->setVisible(show);
    if (!show)
        return;
    const OperatorPlacement &p = m_scene->placements[size_t(ref)];
    m_selectionBand->topLeft->setCoords(p.startUs, 0.0);
    m_selectionBand->bottomRight->setCoords(p.endUs, 1.0);
}

void TimelineView::applyPalette()
{
    *m_palette = TimelinePalette(palette());
    const TimelinePalette &pal = *m_palette;
    m_intervals->setTimelinePalette(pal);
    m_ribbon->setTimelinePalette(pal);
    m_counters->setTimelinePalette(pal);
    m_links->setTimelinePalette(pal);
    m_plot->setBackground(pal.background());
    m_plot->axisRect()->setBackground(pal.background());
    for (QCPAxis *axis : {m_plot->xAxis, m_plot->yAxis}) {
        axis->setBasePen(QPen(pal.grid()));
        axis->setTickPen(QPen(pal.grid()));
        axis->setSubTickPen(QPen(pal.grid()));
        axis->setTickLabelColor(pal.text());
        axis->setLabelColor(pal.text());
    }
    QColor grid = pal.grid();
    grid.setAlpha(90);
    m_plot->xAxis->grid()->setPen(QPen(grid, 0, Qt::DotLine));
    QColor band = pal.highlight();
    band.setAlpha(40);
    m_selectionBand->setBrush(band);
    m_selectionBand->setPen(QPen(pal.highlight(), 1));
}

QString TimelineView::statsText() const
{
    if (level() == Level::Instruction && m_stats) {
        const PipelineStats &s = *m_stats;
        QStringList busy;
        for (auto it = s.pipeBusyUs.cbegin(); it != s.pipeBusyUs.cend(); ++it)
            busy << tr("%1 %2").arg(it.key(), formatDuration(it.value()));
        auto pct = [](double f) { return QString::number(f * 100.0, 'f', 1); };
        return tr("Span %1 · serial %2 % · overlap %3 % · idle %4 % (%n unit(s)) — busy: %5", nullptr,
                  int(s.units.size()))
            .arg(formatDuration(s.spanUs), pct(s.serialFraction), pct(s.overlapFraction), pct(s.idleFraction),
                 busy.join(u", "));
    }
    if (level() == Level::Kernel)
        return tr("%n box(es) on %1 lanes, span %2", nullptr, int(m_scene->itemCount()))
            .arg(std::count_if(m_scene->tracks.begin(), m_scene->tracks.end(),
                               [](const TimelineTrack &t) { return !t.isSummary(); }))
            .arg(formatDuration(m_scene->endUs - m_scene->startUs));
    return {};
}

} // namespace rl
