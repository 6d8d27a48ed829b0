// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/compare/comparesummarywidget.h"

#include "core/report/comparisontext.h"
#include "core/report/textsummary.h"
#include "widgets/common/nameelidedelegate.h"
#include "widgets/common/nameelision.h"
#include "widgets/common/titledpane.h"
#include "widgets/compare/categorysharechart.h"
#include "widgets/compare/compareselection.h"
#include "widgets/compare/verdictstyle.h"
#include "widgets/export/chartexportmenu.h"

#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>

namespace rl {

namespace {

constexpr int kDeltaRole = Qt::UserRole + 1;

QTreeWidget *makeList()
{
    auto *list = new QTreeWidget;
    list->setRootIsDecorated(false);
    list->setUniformRowHeights(true);
    list->setHeaderLabels({CompareSummaryWidget::tr("Operator"), CompareSummaryWidget::tr("Before"),
                           CompareSummaryWidget::tr("After"), CompareSummaryWidget::tr("Change"),
                           CompareSummaryWidget::tr("Speedup")});
    list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    list->header()->setStretchLastSection(false);
    list->setItemDelegateForColumn(0, new NameElideDelegate(list)); // rows keep the part that differs
    return list;
}

} // namespace

CompareSummaryWidget::CompareSummaryWidget(CompareSelection *selection, QWidget *parent)
    : QWidget(parent), m_selection(selection)
{
    m_totals = new QLabel;
    m_totals->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_totals->setWordWrap(true);
    m_shares = new CategoryShareChart;
    installChartExportMenu(m_shares->plot(), u"category-shares"_qs);
    m_improvements = makeList();
    m_regressions = makeList();

    auto *layout = new QGridLayout(this);
    layout->addWidget(m_totals, 0, 0, 1, 2);
    layout->addWidget(titledPane(tr("Share of time per category, before and after"), m_shares), 1, 0, 1, 2);
    layout->addWidget(titledPane(tr("Largest improvements"), m_improvements), 2, 0);
    layout->addWidget(titledPane(tr("Largest regressions"), m_regressions), 2, 1);
    layout->setRowStretch(1, 2);
    layout->setRowStretch(2, 3);

    for (QTreeWidget *list : {m_improvements, m_regressions}) {
        connect(list, &QTreeWidget::itemClicked, this,
                [this](QTreeWidgetItem *item) { m_selection->setSelectedDelta(item->data(0, kDeltaRole).toInt()); });
    }
    connect(m_selection, &CompareSelection::comparisonChanged, this, &CompareSummaryWidget::onComparisonChanged);
    connect(m_selection, &CompareSelection::selectedDeltaChanged, this, &CompareSummaryWidget::onSelectedDeltaChanged);
    onComparisonChanged();
}

QString CompareSummaryWidget::totalsText() const
{
    return m_totals->text();
}

void CompareSummaryWidget::onComparisonChanged()
{
    m_comparison = m_selection->comparison();
    if (!m_comparison) {
        m_totals->clear();
        m_shares->setRuns({});
        m_improvements->clear();
        m_regressions->clear();
        return;
    }
    const Comparison &c = *m_comparison;
    m_totals->setText(tr("Total operator time %1 → %2, speedup %3. %4 operators matched, %5 only before, %6 only "
                         "after. Noise threshold ±%7 %.")
                          .arg(formatDurationUs(c.baselineTotals.totalDurationUs),
                               formatDurationUs(c.candidateTotals.totalDurationUs), formatSpeedup(c.speedup))
                          .arg(c.deltas.size())
                          .arg(c.unmatchedBaseline.size())
                          .arg(c.unmatchedCandidate.size())
                          .arg(c.options.noiseThresholdPct));
    m_shares->setRuns(
        {{tr("Before"), c.baselineTotals.categoryTimeShare}, {tr("After"), c.candidateTotals.categoryTimeShare}});
    fill(m_improvements, c.topImprovements(kTopCount));
    fill(m_regressions, c.topRegressions(kTopCount));
}

void CompareSummaryWidget::fill(QTreeWidget *list, const std::vector<int> &deltas)
{
    list->clear();
    const bool dark = palette().color(QPalette::Base).lightness() < 128;
    QStringList names;
    for (int i : deltas)
        names << m_comparison->baseline->op(m_comparison->deltas[size_t(i)].match.baselineIndex).name;
    const int shared = sharedLeadingSegments(names);
    for (int i : deltas) {
        const OperatorDelta &d = m_comparison->deltas[size_t(i)];
        auto *item = new QTreeWidgetItem(list,
                                         {m_comparison->baseline->op(d.match.baselineIndex).name,
                                          formatDurationUs(d.baselineUs), formatDurationUs(d.candidateUs),
                                          formatChangePct(d.changePct), formatSpeedup(d.speedup)});
        item->setData(0, kDeltaRole, i);
        item->setData(0, NameElideDelegate::SharedSegmentsRole, shared);
        item->setToolTip(0, item->text(0));
        item->setForeground(3, verdictColor(d.verdict, dark));
        for (int col = 1; col < 5; ++col)
            item->setTextAlignment(col, Qt::AlignRight | Qt::AlignVCenter);
    }
}

void CompareSummaryWidget::onSelectedDeltaChanged(int deltaIndex)
{
    for (QTreeWidget *list : {m_improvements, m_regressions}) {
        const QSignalBlocker block(list);
        list->clearSelection();
        for (int row = 0; row < list->topLevelItemCount(); ++row) {
            QTreeWidgetItem *item = list->topLevelItem(row);
            if (item->data(0, kDeltaRole).toInt() == deltaIndex) {
                item->setSelected(true);
                list->scrollToItem(item);
            }
        }
    }
}

} // namespace rl
