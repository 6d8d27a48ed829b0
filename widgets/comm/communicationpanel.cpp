// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/comm/communicationpanel.h"

#include "core/comm/communicationsummary.h"
#include "core/run/runbreakdown.h"
#include "widgets/comm/collectivesmodel.h"
#include "widgets/comm/collectivesproxymodel.h"
#include "widgets/comm/collectivewindow.h"
#include "widgets/comm/communicationheatmap.h"
#include "widgets/comm/communicationroofline.h"
#include "widgets/comm/utilizationbardelegate.h"
#include "widgets/common/pagelabels.h"
#include "widgets/common/selectionmodel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QTableView>
#include <QToolTip>
#include <QVBoxLayout>

namespace rl {

namespace {

// Column widths are measured on this many rows, not on hundreds of thousands.
constexpr int kRowsMeasured = 200;
constexpr int kMaxMeasuredWidth = 360;
constexpr int kRowsShownAtMost = 12;
constexpr int kMaxGroupWidth = 140; // a group hash or rank tuple can be long: elided, whole on hover
// Below this width the two charts stand one above the other, so neither is squeezed.
constexpr int kSideBySideWidth = 760;

} // namespace

CommunicationPanel::CommunicationPanel(SelectionModel *selection, QWidget *parent)
    : QWidget(parent), m_selection(selection)
{
    m_title = makePageTitle(this);
    m_summary = makePageSentence(this);
    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);
    m_filter = new QLabel(this);
    m_filter->setWordWrap(true);
    m_showAll = new QPushButton(this);
    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(m_filter, 1);
    filterRow->addWidget(m_showAll);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);

    m_model = new CollectivesModel(this);
    m_proxy = new CollectivesProxyModel(this);
    m_proxy->setCollectivesModel(m_model);
    m_table = new QTableView(this);
    m_table->setModel(m_proxy);
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder); // the report's order until asked
    m_table->setSortingEnabled(true);
    m_table->verticalHeader()->hide();
    // Fixed row heights: a table of hundreds of thousands of rows never measures them.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideMiddle);
    m_table->setItemDelegateForColumn(CollectivesModel::UtilizationColumn,
                                      new UtilizationBarDelegate(CollectivesModel::UtilizationRole, m_table));

    m_heatmap = new CommunicationHeatmap(this);
    m_roofline = new CommunicationRoofline(this);
    m_charts = new QBoxLayout(QBoxLayout::TopToBottom);
    m_charts->addWidget(m_heatmap, 1);
    m_charts->addWidget(m_roofline, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_summary);
    layout->addWidget(m_hint);
    layout->addLayout(filterRow);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_status);
    layout->addLayout(m_charts, 1);

    connect(m_table, &QTableView::activated, this, [this](const QModelIndex &index) {
        const QModelIndex source = m_proxy->mapToSource(index);
        if (source.isValid())
            activateCollective(source.row());
    });
    connect(m_heatmap, &CommunicationHeatmap::cellActivated, this, &CommunicationPanel::filterToCell);
    connect(m_showAll, &QPushButton::clicked, this, &CommunicationPanel::showAllCollectives);
    connect(selection, &SelectionModel::analysisChanged, this, &CommunicationPanel::rebuild);
    rebuild();
}

QString CommunicationPanel::summaryText() const
{
    return m_summary->text();
}

QString CommunicationPanel::filterText() const
{
    return m_filter->isHidden() ? QString() : m_filter->text();
}

QString CommunicationPanel::statusText() const
{
    return m_status->text();
}

void CommunicationPanel::rebuild()
{
    const auto analysis = m_selection->analysis();
    m_report = analysis ? analysis->communication : nullptr;
    m_proxy->clearSourceRanks();
    m_filterFirst = -1;
    m_model->setReport(m_report);
    m_heatmap->setReport(m_report);
    m_roofline->setReport(m_report);
    m_status->clear();
    sizeColumns();
    fitTableHeight();
    retranslate();
}

void CommunicationPanel::sizeColumns()
{
    QHeaderView *header = m_table->horizontalHeader();
    header->setResizeContentsPrecision(kRowsMeasured);
    for (int column = 0; column < CollectivesModel::ColumnCount - 1; ++column) {
        m_table->resizeColumnToContents(column);
        const int widest = column == CollectivesModel::GroupColumn ? kMaxGroupWidth : kMaxMeasuredWidth;
        m_table->setColumnWidth(column, std::min(widest, m_table->columnWidth(column)));
    }
}

void CommunicationPanel::fitTableHeight()
{
    // A few collectives get a table just their height; many get a fixed one that scrolls.
    const int rows = std::max(1, std::min(m_model->rowCount(), kRowsShownAtMost));
    const int height = m_table->horizontalHeader()->sizeHint().height()
        + rows * m_table->verticalHeader()->defaultSectionSize() + m_table->horizontalScrollBar()->sizeHint().height()
        + 2 * m_table->frameWidth() + 2;
    m_table->setMinimumHeight(height);
    m_table->setMaximumHeight(height);
}

void CommunicationPanel::retranslate()
{
    m_title->setText(tr("Communication between devices"));
    // The sentence comes from core in the language of the call: made again so it follows a
    // language switch, like the run summary.
    m_summary->setText(m_report ? communicationSummary(*m_report) : QString());
    m_hint->setText(tr("Sort by any column; double-click a collective (or press Enter) to see it in the timeline; "
                       "click a heatmap cell to list the collectives of its source rank."));
    m_showAll->setText(tr("Show all"));
    m_showAll->setToolTip(tr("List every collective again"));
    sayFilter();
}

void CommunicationPanel::sayFilter()
{
    const bool filtered = m_proxy->isFiltered();
    m_filter->setVisible(filtered);
    m_showAll->setVisible(filtered);
    if (!filtered || !m_report)
        return;
    const QString ranks = m_filterFirst == m_filterLast ? tr("rank %1").arg(m_filterFirst)
                                                        : tr("ranks %1–%2").arg(m_filterFirst).arg(m_filterLast);
    const bool unnamed = m_filterGroups.size() == 1 && m_filterGroups.front().isEmpty();
    const QString where = unnamed    ? QString()
        : m_filterAnyGroup           ? tr("in any group (the matrix names its groups differently)")
        : m_filterGroups.size() == 1 ? tr("in group %1").arg(m_filterGroups.front())
                                     : tr("in %n group(s) of the cell", nullptr, int(m_filterGroups.size()));
    m_filter->setText(tr("Showing the collectives of %1 (from the heatmap): %2 of %3.")
                          .arg(where.isEmpty() ? ranks : ranks + u' ' + where)
                          .arg(m_proxy->rowCount())
                          .arg(m_model->rowCount()));
}

void CommunicationPanel::filterToCell(int firstRank, int lastRank, const QStringList &groups)
{
    m_filterFirst = firstRank;
    m_filterLast = lastRank;
    m_filterGroups = groups;
    m_filterAnyGroup = false;
    m_proxy->setSourceRanks(firstRank, lastRank, groups);
    // The matrix and the collectives name their groups alike in every source read so far; if a
    // source does not, the rank's collectives of every group are better than an empty table.
    if (m_proxy->rowCount() == 0 && !groups.isEmpty()) {
        m_filterAnyGroup = true;
        m_proxy->setSourceRanks(firstRank, lastRank, {});
    }
    sayFilter();
}

void CommunicationPanel::showAllCollectives()
{
    m_proxy->clearSourceRanks();
    m_filterFirst = -1;
    sayFilter();
}

bool CommunicationPanel::activateCollective(int collectiveIndex)
{
    const auto analysis = m_selection->analysis();
    if (!m_report || !analysis || !analysis->profile || collectiveIndex < 0
        || size_t(collectiveIndex) >= m_report->collectives.size())
        return false;
    const JudgedCollective &c = m_report->collectives[size_t(collectiveIndex)];
    const std::optional<TimelineWindow> window = collectiveTimelineWindow(c, *analysis->profile);
    if (!window) {
        const QString why = !c.startUs ? tr("its file gives no start time")
            : analysis->profile->timeline.eventCount() == 0 && analysis->profile->operators.empty()
            ? tr("no timeline is loaded")
            : tr("its start is not on the clock of the loaded timeline (another rank's file or another clock)");
        m_status->setText(tr("The timeline does not hold %1 on rank %2: %3.").arg(c.name).arg(c.rank).arg(why));
        if (m_table->isVisible())
            QToolTip::showText(m_table->mapToGlobal(m_table->visualRect(m_table->currentIndex()).center()),
                               m_status->text(), m_table);
        return false;
    }
    m_selection->setTimeRange(window->startUs, window->endUs);
    // The timeline is the analysed rank's: another rank's collective shows what it did meanwhile.
    const int shown = analysis->profile->run ? analysis->profile->run->analysedRank : -1;
    if (shown >= 0 && shown != c.rank)
        m_status->setText(tr("The timeline shows rank %1 during the first call of %2 on rank %3.")
                              .arg(shown)
                              .arg(c.name)
                              .arg(c.rank));
    else
        m_status->setText(tr("The timeline shows the first call of %1 on rank %2.").arg(c.name).arg(c.rank));
    Q_EMIT timelineRequested();
    return true;
}

void CommunicationPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    const auto direction = width() >= kSideBySideWidth ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (m_charts->direction() != direction)
        m_charts->setDirection(direction);
}

void CommunicationPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        m_status->clear();
        m_model->retranslate();
        retranslate();
    }
}

} // namespace rl
