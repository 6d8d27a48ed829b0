// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/bottlenecks/bottleneckview.h"

#include "core/analysis/unjudged.h"
#include "core/run/runbreakdown.h"
#include "core/run/runsummary.h"
#include "widgets/bottlenecks/adviceitemdelegate.h"
#include "widgets/bottlenecks/bottleneckmodel.h"
#include "widgets/bottlenecks/bottlenecktree.h"
#include "widgets/common/formatting.h"
#include "widgets/common/selectionmodel.h"

#include <QEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QScopedValueRollback>
#include <QScreen>
#include <QScrollBar>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace rl {

BottleneckView::BottleneckView(SelectionModel *selection, QWidget *parent)
    : QWidget(parent), m_selection(selection), m_model(new BottleneckModel(this)), m_header(new QLabel(this)),
      m_tree(new BottleneckTree(this))
{
    m_tree->setModel(m_model);
    // Advice rows are paragraphs of their own height; operator rows one line.
    m_tree->setUniformRowHeights(false);
    m_tree->setItemDelegateForColumn(BottleneckModel::NameColumn, new AdviceItemDelegate(m_tree));
    m_tree->setAlternatingRowColors(true);
    m_tree->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tree->header()->setStretchLastSection(false);
    m_tree->setTextElideMode(Qt::ElideMiddle);
    m_tree->installEventFilter(this);
    m_tree->viewport()->installEventFilter(this);
    m_header->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_header);
    layout->addWidget(m_tree, 1);

    // Advice rows are sentences: they span the row instead of being cut to the name column. Set
    // when a row opens: each call costs a walk over the tree's rows, so spanning every row of a
    // long run up front took 17 s for 19,100 operators (rooflens_guibench).
    connect(m_tree, &QTreeView::expanded, this, [this](const QModelIndex &item) {
        for (int c = 0; c < m_model->rowCount(item); ++c) {
            if (m_model->isParagraph(m_model->index(c, 0, item)))
                m_tree->setFirstColumnSpanned(c, item, true);
        }
    });
    connect(m_tree, &QTreeView::clicked, this, &BottleneckView::activate);
    connect(m_tree, &QTreeView::activated, this, &BottleneckView::activate);
    // The arrow keys select what they move to, as in the operator table: a highlighted row the
    // other views did not follow was a selection that drifted. Not while the list itself moves
    // to the selection: a kernel's row stands for all its calls, and taking the row's operator
    // would swap the selected call for its kernel's call of most time.
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (!m_following && current.isValid())
                    activate(current);
            });
    connect(m_selection, &SelectionModel::analysisChanged, this, &BottleneckView::onAnalysisChanged);
    connect(m_selection, &SelectionModel::selectedOperatorChanged, this, &BottleneckView::showSelected);
    connect(m_selection, &SelectionModel::groupingChanged, this, &BottleneckView::onAnalysisChanged);
    onAnalysisChanged();
}

void BottleneckView::onAnalysisChanged()
{
    const QScopedValueRollback following(m_following, true);
    m_model->setAnalysis(m_selection->analysis(), m_selection->showsKernels());
    m_tree->setColumnHidden(BottleneckModel::CallsColumn, !m_model->isGrouped());
    // Calls, gain, category and bound component stay visible; the name takes what is left.
    for (int c = 1; c < m_model->columnCount(); ++c)
        m_tree->resizeColumnToContents(c);
    fitNameColumn();
    // The group row is one sentence across the list; it starts closed, one line above the ranking.
    if (const QModelIndex group = m_model->unjudgedGroup(); group.isValid())
        m_tree->setFirstColumnSpanned(group.row(), {}, true);
    updateHeader();
    showSelected(m_selection->selectedOperator());
}

void BottleneckView::fitNameColumn()
{
    // Gain, category and bound keep their contents' width; the name and the evidence share
    // the rest, the evidence only where there is room for it beside a readable name (it is in
    // Details and on hover too).
    int fixed = 0;
    for (int c : {int(BottleneckModel::CallsColumn), int(BottleneckModel::GainColumn),
                  int(BottleneckModel::CategoryColumn), int(BottleneckModel::BoundColumn)}) {
        if (!m_tree->isColumnHidden(c))
            fixed += m_tree->columnWidth(c);
    }
    const int least = m_tree->fontMetrics().averageCharWidth() * 12;
    // A name elided to twelve characters ("acl…ore") tells no kernel from another; about 28
    // keep an API and its kernel ("MaxPo…kward_…_TransData", elideKernelName) and the header in
    // either language. The list is never narrower than that beside the other columns, so the
    // dock opens wide enough for it.
    // Measured on such a cut name, not on average characters: kernel names are wide letters.
    // The delegate's text rect is narrower than the column by the style's margins.
    const int readable = std::max(m_tree->fontMetrics().horizontalAdvance(kReadableNameSample.toString()) + 24,
                                  m_tree->header()->sectionSizeHint(BottleneckModel::NameColumn));
    const int chrome = 2 * m_tree->frameWidth() + m_tree->verticalScrollBar()->sizeHint().width();
    // On a small screen (1280 × 800) that would push the window past the screen's edge: there
    // the list may be narrower than its columns, never than a readable name beside the calls
    // and the gain (category and bound scroll into view), and at most 28 % of the screen.
    const int screenWidth = screen() ? screen()->availableGeometry().width() : 1920;
    int minimum = fixed + readable + chrome;
    if (minimum > screenWidth * 7 / 25) {
        const int essential = m_tree->columnWidth(BottleneckModel::CallsColumn)
            + m_tree->columnWidth(BottleneckModel::GainColumn) + readable + chrome;
        minimum = std::min(essential, std::max(screenWidth * 7 / 25, 200));
    }
    m_tree->setMinimumWidth(minimum);
    const int room = m_tree->viewport()->width() - fixed;
    const int evidenceLeast = std::max(m_tree->fontMetrics().averageCharWidth() * 24,
                                       m_tree->header()->sectionSizeHint(BottleneckModel::DetailColumn));
    const bool evidence = room >= std::max(2 * least, readable) + evidenceLeast;
    m_tree->setColumnHidden(BottleneckModel::DetailColumn, !evidence);
    const int name = evidence ? std::max({2 * least, readable, room * 2 / 5}) : std::max(readable, room);
    m_tree->setColumnWidth(BottleneckModel::NameColumn, name);
    if (evidence)
        m_tree->setColumnWidth(BottleneckModel::DetailColumn, room - name);
}

void BottleneckView::activate(const QModelIndex &index)
{
    const int op = m_model->operatorAt(index);
    if (op >= 0)
        m_selection->setSelectedOperator(op);
}

bool BottleneckView::eventFilter(QObject *watched, QEvent *event)
{
    // The advice paragraphs wrap to the viewport: a new width means new row heights.
    if (watched == m_tree->viewport() && event->type() == QEvent::Resize) {
        fitNameColumn();
        m_tree->doItemsLayout();
    }
    // Enter selects the operator even on platforms where it does not emit activated().
    if (watched == m_tree && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            activate(m_tree->currentIndex());
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void BottleneckView::showSelected(int operatorIndex)
{
    const QScopedValueRollback following(m_following, true);
    const QModelIndex index = m_model->indexOfOperator(operatorIndex);
    if (!index.isValid()) {
        m_tree->selectionModel()->clearSelection();
        return;
    }
    if (m_model->operatorRowOf(m_tree->currentIndex()) == index)
        return; // already on it (maybe on one of its advice rows, or on its kernel)
    if (index.parent().isValid())
        m_tree->expand(index.parent()); // an unjudged operator: open its group
    m_tree->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_tree->scrollTo(index);
}

void BottleneckView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        updateHeader();
}

void BottleneckView::updateHeader()
{
    const auto analysis = m_selection->analysis();
    double total = 0.0;
    if (analysis) {
        for (const OperatorResult &r : analysis->operators)
            total += isUnjudged(r) ? 0.0 : r.estimatedGainUs.value_or(0.0);
    }
    if (!analysis)
        m_header->setText(tr("Ranked by the time an operator would save at its target utilisation."));
    else if (m_model->isGrouped())
        m_header->setText(tr("%n kernel(s) with an estimated gain, %1 in total. Largest sum over the calls first.",
                             nullptr, m_model->rankedCount())
                              .arg(formatMicroseconds(total)));
    else
        m_header->setText(
            tr("%n operator(s) with an estimated gain, %1 in total. Largest first.", nullptr, m_model->rankedCount())
                .arg(formatMicroseconds(total)));
    if (m_model->rankedCount() > m_model->listedRankedCount())
        m_header->setText(m_header->text() + u' '
                          + tr("The %n largest are listed; the operator table has every one.", nullptr,
                               m_model->listedRankedCount()));
    if (m_model->unjudgedCount() > 0)
        m_header->setText(m_header->text() + u' '
                          + tr("%n more cannot be judged (%1, no gain): see \"Large but unjudged\" at the top.",
                               nullptr, m_model->unjudgedCount())
                                .arg(formatMicroseconds(m_model->unjudgedTimeUs())));
    // In proportion to the step: what the run breakdown says the rank's step takes.
    const RunBreakdown *run = analysis && analysis->profile ? analysis->profile->run.get() : nullptr;
    const RankBreakdown *rank = run ? run->rank(run->analysedRank) : nullptr;
    if (rank && rank->totals.totalUs() > 0.0)
        m_header->setText(m_header->text() + u' '
                          + tr("That is %1 of the step time of rank %2, where operators can win back at most %3.")
                                .arg(formatPercent(std::min(total / rank->totals.totalUs(), 1.0)))
                                .arg(rank->rank)
                                .arg(formatPercent(computingShare(*run))));
}

} // namespace rl
