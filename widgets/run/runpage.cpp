// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/run/runpage.h"

#include "core/common/timearithmetic.h"
#include "core/run/runsummary.h"
#include "core/timeline/kernelscene.h"
#include "widgets/comm/communicationpanel.h"
#include "widgets/common/pagelabels.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/memory/memorypanel.h"
#include "widgets/run/rankgroupsmodel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace rl {

namespace {

// "Where the step goes: 64 rank(s)", and how many of them are still being read or could not
// be: the count of ranks is never silently short.
QString rankCountTitle(const RunBreakdown &run)
{
    const auto pending = int(
        std::count_if(run.ranks.begin(), run.ranks.end(), [](const RankBreakdown &r) { return r.pending; }));
    const auto unread = int(
        std::count_if(run.ranks.begin(), run.ranks.end(), [](const RankBreakdown &r) { return !r.problem.isEmpty(); }));
    QString title = RunPage::tr("Where the step goes: %n rank(s)", nullptr, int(run.ranks.size()));
    if (pending > 0)
        title += u' ' + RunPage::tr("(%n being read…)", nullptr, pending);
    if (unread > 0)
        title += u' ' + RunPage::tr("(%n could not be read)", nullptr, unread);
    return title;
}

// Whether timeline event `e` is communication: on an HCCL lane, or a collective on a stream
// (its operator is a communication task, or it is named as the profilers name collectives,
// "hcom_allReduce_…"): a job whose collectives sit on the streams has them in the timeline too.
bool isCommunicationEvent(const Profile &profile, size_t e)
{
    const Timeline &timeline = profile.timeline;
    const quint16 lane = timeline.lane[e];
    if (lane < timeline.lanes.size() && timeline.lanes[lane].kind == TimelineLane::Kind::Communication)
        return true;
    const qint32 op = e < timeline.operatorIndex.size() ? timeline.operatorIndex[e] : -1;
    if (op >= 0 && size_t(op) < profile.operators.size()) {
        const Operator &o = profile.operators[size_t(op)];
        if (o.taskType == TaskType::Communication || o.coreType.str() == u"HCCL")
            return true;
    }
    return timeline.strings.view(timeline.nameId[e]).starts_with("hcom_");
}

// The first start and the last end of the timeline's communication tasks; nullopt when it has
// none (a profile taken without them, or no timeline at all).
std::optional<std::pair<qint64, qint64>> communicationTasksNs(const Profile &profile)
{
    const Timeline &timeline = profile.timeline;
    std::optional<std::pair<qint64, qint64>> span;
    for (size_t e = 0; e < timeline.eventCount(); ++e) {
        if (!isCommunicationEvent(profile, e))
            continue;
        const qint64 end = saturatingAdd(timeline.startNs[e], timeline.durNs[e]);
        span = span ? std::make_pair(std::min(span->first, timeline.startNs[e]), std::max(span->second, end))
                    : std::make_pair(timeline.startNs[e], end);
    }
    return span;
}

} // namespace

RunPage::RunPage(SelectionModel *selection, QWidget *parent) : QWidget(parent), m_selection(selection)
{
    m_title = makePageTitle(this);
    m_summary = makePageSentence(this);
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
    m_communicationPanel = new CommunicationPanel(selection, this);
    m_memoryPanel = new MemoryPanel(selection, this);
    m_chart->setMinimumHeight(220);
    QVBoxLayout *layout = makeScrollingPageLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_summary);
    layout->addWidget(m_chart, 2);
    layout->addWidget(m_next);
    layout->addLayout(buttons);
    layout->addWidget(m_groupsTitle);
    layout->addWidget(m_groupsView, 1);
    layout->addSpacing(12);
    layout->addWidget(m_communicationPanel, 3);
    layout->addSpacing(12);
    layout->addWidget(m_memoryPanel, 1);

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
    connect(m_communicationPanel, &CommunicationPanel::timelineRequested, this, &RunPage::timelineRequested);
    connect(m_memoryPanel, &MemoryPanel::timelineRequested, this, &RunPage::timelineRequested);
    connect(selection, &SelectionModel::analysisChanged, this, &RunPage::rebuild);
    connect(selection, &SelectionModel::runChanged, this, &RunPage::rebuild);
    rebuild();
}

QString RunPage::titleText() const
{
    return m_title->text();
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
    // Found when a button first jumps into the timeline: a long run without a timeline reads
    // every kernel's start for it, and most openings never jump.
    if (!m_originNs) {
        const auto analysis = m_selection->analysis();
        m_originNs = analysis && analysis->profile ? kernelSceneOriginNs(*analysis->profile) : 0;
    }
    return differenceUs(ns, *m_originNs);
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
        const auto analysis = m_selection->analysis();
        if (s && s->startNs >= 0) {
            const double start = toSceneUs(s->startNs);
            m_selection->setTimeRange(start, start + s->totalUs());
        } else if (const auto tasks = analysis && analysis->profile ? communicationTasksNs(*analysis->profile)
                                                                    : std::nullopt) {
            // No step on the timeline's clock: every communication task instead.
            m_selection->setTimeRange(toSceneUs(tasks->first), toSceneUs(tasks->second));
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
    m_run = m_selection->run(); // the whole job's, once every rank has been read
    m_originNs.reset();
    m_chart->setMemory(analysis ? analysis->memory : nullptr);
    m_chart->setRun(m_run);
    m_groups->setRun(m_run);
    const bool hasCommunication = analysis && analysis->communication;
    m_communicationPanel->setVisible(hasCommunication);
    const bool groups = m_run && !m_run->groups.empty();
    m_groupsTitle->setVisible(groups);
    m_groupsView->setVisible(groups);
    m_groupsTitle->setText(tr("The same operator types on every rank (largest first; sort by any column):"));
    m_operators->setText(tr("Open the operator view"));
    m_communication->setText(tr("Communication in the timeline"));
    m_gap->setText(tr("Largest free gap in the timeline"));
    // A job of communication files alone has a run without step rows: nothing to draw above
    // the communication part.
    const bool steps = m_run && !m_run->ranks.empty();
    m_chart->setVisible(steps);
    m_next->setVisible(steps);
    for (QPushButton *button : {m_communication, m_gap})
        button->setVisible(steps);
    // The operator view is worth a button whenever there are operators to look at.
    m_operators->setVisible(steps || (analysis && !analysis->operators.empty()));
    updateCommunicationButton();
    if (!steps) {
        m_title->setText(tr("Where the step goes"));
        if (m_run)
            m_summary->setText(
                tr("This job has no step rows (no step trace, step table or device timeline per rank), "
                   "so there is no breakdown of the step.")
                + (hasCommunication ? QString(u' ' + tr("Its communication between devices is below.")) : QString()));
        else
            m_summary->setText(tr("This profile has no step trace and no device timeline, so there is no run-level "
                                  "breakdown. The operator view shows what its kernels can win."));
        m_next->clear();
        m_gap->setEnabled(false);
        m_gap->setToolTip(tr("This job has no step rows, so there is no free gap to show."));
        return;
    }
    const RankBreakdown *analysed = m_run->rank(m_run->analysedRank);
    m_title->setText(rankCountTitle(*m_run));
    // The sentence comes from core in the language of the load; rebuilt here so it follows
    // a language switch.
    m_summary->setText(summarizeRun(*m_run));
    const bool gaps = analysed && !analysed->largestGaps.empty();
    m_gap->setEnabled(gaps);
    if (gaps)
        m_gap->setToolTip(
            tr("The longest time rank %1's device was free, centred in the timeline").arg(analysed->rank));
    else if (!analysed || !analysed->hasKernels)
        m_gap->setToolTip(
            tr("Rank %1's timeline is not loaded: open that rank to see its free gaps.").arg(m_run->analysedRank));
    else
        m_gap->setToolTip(tr("Rank %1's device timeline has no free gap between its tasks (or no device timeline "
                             "was loaded), so there is nothing to show.")
                              .arg(analysed->rank));

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

void RunPage::updateCommunicationButton()
{
    // Enabled when the timeline has communication tasks to show; otherwise the tooltip says
    // why the button is grey.
    const auto analysis = m_selection->analysis();
    const Profile *profile = analysis ? analysis->profile.get() : nullptr;
    const bool tasks = profile && communicationTasksNs(*profile).has_value();
    m_communication->setEnabled(tasks);
    if (tasks)
        m_communication->setToolTip(
            m_run && m_run->analysedRank >= 0
                ? tr("The communication tasks of rank %1's step in the timeline").arg(m_run->analysedRank)
                : tr("The communication tasks in the timeline"));
    else if (!profile || profile->timeline.eventCount() == 0)
        m_communication->setToolTip(
            tr("No device timeline is loaded, so there are no communication tasks to show: "
               "open a rank's profiler folder with its timeline (trace_view.json, msprof_*.json "
               "or a profiler DB)."));
    else
        m_communication->setToolTip(tr("The loaded timeline holds no communication tasks (no HCCL or communication "
                                       "lane): the profile was taken without them, or on one device only."));
}

} // namespace rl
