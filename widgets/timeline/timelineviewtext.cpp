// SPDX-License-Identifier: GPL-3.0-or-later
// TimelineView's words: toolbar, title, axis and lane labels, set once at construction and
// again whenever the language changes.
#include "widgets/timeline/timelineview.h"

#include "core/timeline/timelinescene.h"

#include <QCheckBox>
#include <QLabel>
#include <QToolButton>

#include "widgets/common/qcp.h"

namespace rl {

void TimelineView::retranslate()
{
    m_backButton->setText(tr("◀"));
    m_backButton->setToolTip(tr("Previous zoom (Alt+Left)"));
    m_forwardButton->setText(tr("▶"));
    m_forwardButton->setToolTip(tr("Next zoom (Alt+Right)"));
    m_fitButton->setText(tr("Fit"));
    m_fitButton->setToolTip(tr("Show everything (Home)"));
    m_runButton->setText(tr("Whole run"));
    m_runButton->setToolTip(tr("Back to the kernel level of the run"));
    m_linksBox->setText(tr("Links"));
    m_linksBox->setToolTip(tr("SET_FLAG/WAIT_FLAG pairs and dependency flows"));
    m_derivedBox->setText(tr("Derived lanes"));
    m_derivedBox->setToolTip(tr("Component lanes drawn from each operator's pipe ratios (R × duration)"));
    m_countersBox->setText(tr("Counters"));
    m_relativeBox->setText(tr("Relative time"));
    m_relativeBox->setToolTip(tr("Times relative to the selected operator's start"));
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
        m_title->setText(tr("Instruction level: %1").arg(m_scene->title.isEmpty() ? tr("operator") : m_scene->title));
        break;
    case Level::Kernel:
        m_title->setText(tr("Kernel level: %1").arg(m_scene->title.isEmpty() ? tr("run") : m_scene->title));
        break;
    case Level::Empty:
        m_title->setText(tr("No timeline in the loaded data"));
        break;
    }
}

} // namespace rl
