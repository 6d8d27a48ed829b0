// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/compare/comparesummarywidget.h"

#include "widgets/common/nameelidedelegate.h"
#include "widgets/common/nameelision.h"
#include "widgets/common/titledpane.h"
#include "widgets/compare/categorysharechart.h"
#include "widgets/compare/compareselection.h"
#include "widgets/compare/verdictstyle.h"
#include "widgets/export/chartexportmenu.h"

#include "core/format/durationformat.h"
#include "core/format/percentformat.h"
#include "core/format/speedupformat.h"

#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>

#include <algorithm>

namespace rl {

namespace {

constexpr int kDeltaRole = Qt::UserRole + 1;
constexpr int kKernelRole = Qt::UserRole + 2; // index into m_kernels, -1 for a pair's row

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
    // A long run repeats each kernel: its ten slowest calls would fill the list with one name.
    const bool repeats = c.baseline->groups.size() < c.baseline->operators.size()
        || c.candidate->groups.size() < c.candidate->operators.size();
    m_kernels = repeats ? kernelDeltas(c) : std::vector<KernelDelta>();
    m_kernelOfDelta.assign(c.deltas.size(), -1);
    for (size_t k = 0; k < m_kernels.size(); ++k) {
        for (int d : m_kernels[k].deltas)
            m_kernelOfDelta[size_t(d)] = int(k);
    }
    for (QTreeWidget *list : {m_improvements, m_regressions})
        list->headerItem()->setText(0, repeats ? tr("Kernel") : tr("Operator"));
    if (repeats) {
        fillKernels(m_improvements, DeltaVerdict::Improvement);
        fillKernels(m_regressions, DeltaVerdict::Regression);
        return;
    }
    fill(m_improvements, c.topImprovements(kTopCount));
    fill(m_regressions, c.topRegressions(kTopCount));
}

void CompareSummaryWidget::fillKernels(QTreeWidget *list, DeltaVerdict verdict)
{
    list->clear();
    std::vector<int> order;
    for (size_t k = 0; k < m_kernels.size(); ++k) {
        if (m_kernels[k].isMatched() && m_kernels[k].verdict == verdict && !m_kernels[k].deltas.empty())
            order.push_back(int(k));
    }
    // Most time saved (or added) in total first.
    std::stable_sort(order.begin(), order.end(), [this, verdict](int a, int b) {
        const double da = m_kernels[size_t(a)].deltaUs(), db = m_kernels[size_t(b)].deltaUs();
        return verdict == DeltaVerdict::Improvement ? da < db : da > db;
    });
    if (order.size() > size_t(kTopCount))
        order.resize(size_t(kTopCount));
    const bool dark = palette().color(QPalette::Base).lightness() < 128;
    QStringList names;
    for (int k : order)
        names << m_kernels[size_t(k)].name;
    const int shared = sharedLeadingSegments(names);
    for (int k : order) {
        const KernelDelta &kd = m_kernels[size_t(k)];
        auto *item = new QTreeWidgetItem(list,
                                         {kd.name, formatDurationUs(kd.baselineUs), formatDurationUs(kd.candidateUs),
                                          formatChangePct(kd.changePct), formatSpeedup(kd.speedup)});
        item->setData(0, kDeltaRole, kd.representative); // its pair of largest change
        item->setData(0, kKernelRole, k);
        item->setData(0, NameElideDelegate::SharedSegmentsRole, shared);
        item->setToolTip(0,
                         tr("%1\n%2 calls before, %3 after; totals over the calls")
                             .arg(kd.name)
                             .arg(kd.baselineCalls)
                             .arg(kd.candidateCalls));
        item->setForeground(3, verdictColor(kd.verdict, dark));
        for (int col = 1; col < 5; ++col)
            item->setTextAlignment(col, Qt::AlignRight | Qt::AlignVCenter);
    }
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
        item->setData(0, kKernelRole, -1);
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
            const int kernel = item->data(0, kKernelRole).toInt();
            const bool holds = kernel >= 0 ? deltaIndex >= 0 && size_t(deltaIndex) < m_kernelOfDelta.size()
                    && m_kernelOfDelta[size_t(deltaIndex)] == kernel
                                           : item->data(0, kDeltaRole).toInt() == deltaIndex;
            if (holds) {
                item->setSelected(true);
                list->scrollToItem(item);
            }
        }
    }
}

} // namespace rl
