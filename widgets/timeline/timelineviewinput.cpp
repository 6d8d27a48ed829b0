// SPDX-License-Identifier: GPL-3.0-or-later
// TimelineView: mouse, wheel, keys and hover (the input side).
#include "widgets/timeline/timelineview.h"

#include "widgets/common/selectionmodel.h"
#include "widgets/timeline/intervalplottable.h"
#include "widgets/timeline/timelinetoolbar.h"
#include "widgets/timeline/timelinetooltip.h"
#include "widgets/timeline/timenavigator.h"

#include <QKeyEvent>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

namespace rl {

bool TimelineView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_plot)
        return QWidget::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::Paint:
        // Not while the plot paints: the layout starts, and says so in the toolbar, right after.
        if (m_kernelScenePending)
            QMetaObject::invokeMethod(this, &TimelineView::requestPendingScene, Qt::QueuedConnection);
        break;
    case QEvent::MouseButtonPress: {
        const auto *e = static_cast<QMouseEvent *>(event);
        QToolTip::hideText();
        // A click on the name of a folding lane (or of a member of one) folds or unfolds it.
        if (const int fold = foldableAtLabel(e->position().toPoint()); fold >= 0 && e->button() == Qt::LeftButton) {
            setLaneExpanded(fold, !laneExpanded(fold));
            return true;
        }
        // Shift+drag draws a rubber band to zoom to; a plain drag pans. QCustomPlot reads the
        // mode at press time, so it is chosen here, before it sees the event.
        m_plot->setSelectionRectMode(e->modifiers() & Qt::ShiftModifier ? QCP::srmCustom : QCP::srmNone);
        break;
    }
    case QEvent::MouseMove: {
        const auto *e = static_cast<QMouseEvent *>(event);
        if (e->buttons() == Qt::NoButton) {
            const int fold = foldableAtLabel(e->position().toPoint());
            m_plot->setCursor(fold >= 0 ? Qt::PointingHandCursor : Qt::ArrowCursor);
            const QString text = fold >= 0 ? laneLabelToolTip(fold) : toolTipAt(e->position().toPoint());
            if (text.isEmpty())
                QToolTip::hideText();
            else
                QToolTip::showText(e->globalPosition().toPoint(), text, m_plot);
        }
        break;
    }
    case QEvent::Wheel: {
        const auto *e = static_cast<QWheelEvent *>(event);
        if (e->modifiers() & Qt::ShiftModifier) {
            const int delta = e->angleDelta().y() != 0 ? e->angleDelta().y() : e->angleDelta().x();
            m_vscroll->setValue(m_vscroll->value() - delta / 120 * 300);
            return true;
        }
        break; // QCustomPlot zooms around the cursor; the settle timer records the history
    }
    case QEvent::KeyPress:
        return handleKey(static_cast<QKeyEvent *>(event));
    case QEvent::Leave:
        QToolTip::hideText();
        break;
    default:
        break;
    }
    return QWidget::eventFilter(watched, event);
}

bool TimelineView::handleKey(QKeyEvent *event)
{
    const bool alt = event->modifiers() & Qt::AltModifier;
    switch (event->key()) {
    case Qt::Key_Left:
        alt ? zoomBack() : m_navigator->panBy(-0.1);
        return true;
    case Qt::Key_Right:
        alt ? zoomForward() : m_navigator->panBy(0.1);
        return true;
    case Qt::Key_Backspace:
        zoomBack();
        return true;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        m_navigator->zoomBy(0.5);
        return true;
    case Qt::Key_Minus:
        m_navigator->zoomBy(2.0);
        return true;
    case Qt::Key_Home:
    case Qt::Key_0:
        fitAll();
        recordZoom();
        return true;
    case Qt::Key_E: // unfold every folding lane, or fold them all when all are unfolded
        setAllLanesExpanded(!m_toolbar->foldsChecked());
        return true;
    case Qt::Key_F:
        if (fitToOperator(m_selection ? m_selection->selectedOperator() : -1))
            recordZoom();
        return true;
    case Qt::Key_Up:
        m_vscroll->setValue(m_vscroll->value() - 100);
        return true;
    case Qt::Key_Down:
        m_vscroll->setValue(m_vscroll->value() + 100);
        return true;
    case Qt::Key_PageUp:
        m_vscroll->setValue(m_vscroll->value() - m_vscroll->pageStep());
        return true;
    case Qt::Key_PageDown:
        m_vscroll->setValue(m_vscroll->value() + m_vscroll->pageStep());
        return true;
    default:
        return false;
    }
}

QString TimelineView::toolTipAt(const QPoint &plotPos) const
{
    if (!m_scene || !m_plot->axisRect()->rect().contains(plotPos))
        return {};
    const double origin = m_relative ? m_origin : 0.0;
    const IntervalPlottable::ItemRef item = m_intervals->itemAt(plotPos);
    if (const IntervalRow *row = m_intervals->row(item)) {
        const Analysis *analysis = m_selection && m_selection->analysis() ? m_selection->analysis().get() : nullptr;
        return itemToolTip(*m_scene, item.track, *row, item.index, item.stall, origin, analysis);
    }
    const LaneLayout::Hit hit = m_layout.hitTest(m_plot->yAxis->pixelToCoord(plotPos.y()));
    if (hit.track >= 0 && m_scene->tracks[size_t(hit.track)].kind == TimelineTrack::Kind::Ribbon) {
        const double t = m_plot->xAxis->pixelToCoord(plotPos.x());
        const double window = std::fabs(m_plot->xAxis->pixelToCoord(plotPos.x() + 3) - t) * 2;
        return ribbonToolTip(*m_scene, hit.track, t, window);
    }
    if (hit.track >= 0 && m_scene->tracks[size_t(hit.track)].kind == TimelineTrack::Kind::Counter)
        return counterToolTip(*m_scene, hit.track, m_plot->xAxis->pixelToCoord(plotPos.x()), origin);
    return {};
}

void TimelineView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyPalette();
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    }
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

} // namespace rl
