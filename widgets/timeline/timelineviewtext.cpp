// SPDX-License-Identifier: GPL-3.0-or-later
// TimelineView's words: title, axis and lane labels, set once at construction and again
// whenever the language changes (the toolbar translates its own).
#include "widgets/timeline/timelineview.h"

#include "core/timeline/timelinescene.h"
#include "widgets/timeline/timelinetoolbar.h"

#include <QLabel>

#include "widgets/common/qcp.h"

namespace rl {

void TimelineView::retranslate()
{
    updateTitle();
    if (m_scene) {
        updateLaneLabels();
        updateAxisLabel();
        m_statsLabel->setText(statsText());
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    }
}

void TimelineView::updateTitle()
{
    switch (level()) {
    case Level::Instruction:
        m_toolbar->setTitle(
            tr("Instruction level: %1").arg(m_scene->title.isEmpty() ? tr("operator") : m_scene->title));
        break;
    case Level::Kernel:
        m_toolbar->setTitle(tr("Kernel level: %1").arg(m_scene->title.isEmpty() ? tr("run") : m_scene->title));
        break;
    case Level::Empty:
        m_toolbar->setTitle(tr("No timeline in the loaded data"));
        break;
    }
}

} // namespace rl
