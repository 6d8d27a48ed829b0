// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/run/runpage.h"

#include "core/common/timearithmetic.h"
#include "core/run/runsummary.h"
#include "core/timeline/kernelscene.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/run/rankgroupsmodel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace rl {

RunPage::RunPage(SelectionModel *selection, QWidget *parent) : QWidget(parent), m_selection(selection)
{
    m_title = new QLabel(this);
    QFont bigger = m_title->font();
    bigger.setPointSizeF(bigger.pointSizeF() * 1.3);
    bigger.setBold(true);
    m_title->setFont(bigger);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_next = new QLabel(this);
    m_next->setWordWrap(true);
    m_chart = new RunBreakdownChart(this);
    m_operators = new QPushButton(this);
    m_communication = new QPushButton(this);
    m_gap = new QPushButton(this);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_operators);
    buttons->addWidget(m_communication);
    buttons->addWidget(m_gap);
    buttons->addStretch(1);
    m_groupsTitle = new QLabel(this);
    m_groups = new RankGroupsModel(this);
    auto *sorted = new QSortFilterProxyModel(this);
    sorted->setSourceModel(m_groups);
    sorted->setSortRole(Qt::UserRole);
    m_groupsView = new QTableView(this);
    m_groupsView->setModel(sorted);
    m_groupsView->setSortingEnabled(true);
    m_groupsView->verticalHeader()->hide();
    m_groupsView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_groupsView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_groupsView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_groupsView->setMinimumHeight(160);
    m_chart->setMinimumHeight(220);
    // In a short window the page scrolls rather than squeezing the chart to its legend.
    auto *content = new QWidget(this);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(content);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
    auto *layout = new QVBoxLayout(content);
    layout->addWidget(m_title);
    layout->addWidget(m_summary);
    layout->addWidget(m_chart, 2);
    layout->addWidget(m_next);
    layout->addLayout(buttons);
    layout->addWidget(m_groupsTitle);
    layout->addWidget(m_groupsView, 1);

    connect(m_chart, &RunBreakdownChart::segmentActivated, this, &RunPage::activate);
    connect(m_operators, &QPushButton::clicked, this,
            [this] { activate(RunBreakdownChart::Part::Computing, m_run ? m_run->analysedRank : 0); });
    connect(m_communication, &QPushButton::clicked, this,
            [this] { activate(RunBreakdownChart::Part::Communication, m_run ? m_run->analysedRank : 0); });
    connect(m_gap, &QPushButton::clicked, this, [this] {
        const RankBreakdown *r = m_run ? m_run->rank(m_run->analysedRank) : nullptr;
        int step = 0;
        if (r && !r->largestGaps.empty()) {
            for (size_t s = 0; s < r->steps.size(); ++s) {
                if (r->steps[s].step == r->largestGaps.front().step)
                    step = int(s);
            }
        }
        activate(RunBreakdownChart::Part::Free, m_run ? m_run->analysedRank : 0, step);
    });
    connect(selection, &SelectionModel::analysisChanged, this, &RunPage::rebuild);
    rebuild();
}

QString RunPage::summaryText() const
{
    return m_summary->text();
}

QString RunPage::nextText() const
{
    return m_next->text();
}

double RunPage::toSceneUs(qint64 ns) const
{
    return differenceUs(ns, m_originNs);
}

void RunPage::activate(RunBreakdownChart::Part part, int rank, int step)
{
    if (!m_run)
        return;
    const RankBreakdown *r = m_run->rank(rank);
    if (!r)
        return;
    if (rank != m_run->analysedRank) {
        Q_EMIT rankRequested(rank); // its operators and timeline are not loaded
        return;
    }
    switch (part) {
    case RunBreakdownChart::Part::Computing:
        Q_EMIT operatorViewRequested();
        return;
    case RunBreakdownChart::Part::Communication: {
        const StepBreakdown *s = step >= 0 && size_t(step) < r->steps.size() ? &r->steps[size_t(step)]
            : r->steps.empty()                                               ? nullptr
                                                                             : &r->steps.front();
        if (s && s->startNs >= 0) {
            const double start = toSceneUs(s->startNs);
            m_selection->setTimeRange(start, start + s->totalUs());
        }
        Q_EMIT timelineRequested();
        return;
    }
    case RunBreakdownChart::Part::Free: {
        const QString label = step >= 0 && size_t(step) < r->steps.size() ? r->steps[size_t(step)].step : QString();
        const FreeGap *gap = nullptr;
        for (const FreeGap &g : r->largestGaps) { // longest first
            if (!gap && (label.isEmpty() || g.step == label))
                gap = &g;
        }
        if (!gap && !r->largestGaps.empty())
            gap = &r->largestGaps.front();
        if (gap) {
            // The gap in the middle of the view, with its neighbours on both sides.
            const double start = toSceneUs(gap->startNs), length = double(gap->durationNs) / 1000.0;
            m_selection->setTimeRange(start - length, start + 2.0 * length);
        }
        Q_EMIT timelineRequested();
        return;
    }
    }
}

void RunPage::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        rebuild();
}

void RunPage::rebuild()
{
    const auto analysis = m_selection->analysis();
    m_run = analysis && analysis->profile ? analysis->profile->run : nullptr;
    m_originNs = analysis && analysis->profile ? kernelSceneOriginNs(*analysis->profile) : 0;
    m_chart->setRun(m_run);
    m_groups->setRun(m_run);
    const bool groups = m_run && !m_run->groups.empty();
    m_groupsTitle->setVisible(groups);
    m_groupsView->setVisible(groups);
    m_groupsTitle->setText(tr("The same operator types on every rank (largest first; sort by any column):"));
    m_operators->setText(tr("Open the operator view"));
    m_communication->setText(tr("Communication in the timeline"));
    m_gap->setText(tr("Largest free gap in the timeline"));
    if (!m_run) {
        m_title->setText(tr("Where the step goes"));
        m_summary->setText(tr("This profile has no step trace and no device timeline, so there is no run-level "
                              "breakdown. The operator view shows what its kernels can win."));
        m_next->clear();
        m_communication->setEnabled(false);
        m_gap->setEnabled(false);
        return;
    }
    const RankBreakdown *analysed = m_run->rank(m_run->analysedRank);
    m_title->setText(tr("Where the step goes: %n rank(s)", nullptr, int(m_run->ranks.size())));
    // The sentence comes from core in the language of the load; rebuilt here so it follows
    // a language switch.
    m_summary->setText(summarizeRun(*m_run));
    m_communication->setEnabled(analysed && !analysed->steps.empty() && analysed->steps.front().startNs >= 0);
    m_gap->setEnabled(analysed && !analysed->largestGaps.empty());

    const std::optional<double> share = computingShare(*m_run);
    const StepBreakdown &t = analysed ? analysed->totals : m_run->ranks.front().totals;
    const double total = std::max(t.totalUs(), 1e-9);
    const double communication = t.communicationNotOverlappedUs.value_or(0.0) / total;
    const double free = t.freeUs.value_or(0.0) / total;
    QString next;
    if (communication >= 0.3)
        next = tr("Communication that compute does not hide is the largest part: look at the communication tasks in "
                  "the timeline, overlap them with compute, or change the parallel layout.");
    else if (free >= 0.2)
        next = tr("The device waits for the host a large part of the step: look at the largest free gaps in the "
                  "timeline (data loading, host-bound operators, synchronisation).");
    else
        next = tr("Compute is most of the step: the operator view shows which kernels can win back time.");
    if (share)
        next += u' '
            + tr("Operators can win back at most %1 % of the step (the computing share of rank %2).")
                  .arg(QString::number(*share * 100.0, 'f', 0))
                  .arg(m_run->analysedRank);
    m_next->setText(next);
}

} // namespace rl
