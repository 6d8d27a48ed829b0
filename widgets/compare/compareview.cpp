// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/compare/compareview.h"

#include "core/roofline/componentpair.h"
#include "widgets/common/nameelidedelegate.h"
#include "widgets/compare/comparerooflinechart.h"
#include "widgets/compare/compareselection.h"
#include "widgets/compare/comparesummarywidget.h"
#include "widgets/compare/deltafilterproxymodel.h"
#include "widgets/compare/deltatablemodel.h"
#include "widgets/compare/kerneldeltamodel.h"
#include "widgets/compare/synchronizedtimelines.h"
#include "widgets/export/chartexportmenu.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QTreeView>
#include <QVBoxLayout>

namespace rl {

CompareView::CompareView(QWidget *parent) : QWidget(parent)
{
    m_selection = new CompareSelection(this);
    m_summary = new CompareSummaryWidget(m_selection);
    m_model = new DeltaTableModel(this);
    m_proxy = new DeltaFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_timelines = new SynchronizedTimelines(m_selection);

    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    m_chartGrid = new QWidget;
    new QGridLayout(m_chartGrid);
    scroll->setWidget(m_chartGrid);

    m_tabs = new QTabWidget;
    m_tabs->addTab(m_summary, tr("Summary"));
    m_tabs->addTab(buildTablePage(), tr("Operators"));
    m_tabs->addTab(scroll, tr("Roofline"));
    m_tabs->addTab(m_timelines, tr("Timelines"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);

    connect(m_selection, &CompareSelection::selectedDeltaChanged, this, &CompareView::onSelectedDeltaChanged);
}

CompareView::~CompareView()
{
    // The views follow the selection, a child created before them: they go first, so none is
    // told of a change by a selection already gone.
    delete m_tabs;
}

QWidget *CompareView::buildTablePage()
{
    m_filter = new QLineEdit;
    m_filter->setPlaceholderText(tr("Filter by operator name or type"));
    m_filter->setClearButtonEnabled(true);
    m_show = new QComboBox;
    m_show->addItem(tr("All operators"), int(DeltaFilterProxyModel::Show::All));
    m_show->addItem(tr("Regressions"), int(DeltaFilterProxyModel::Show::Regressions));
    m_show->addItem(tr("Improvements"), int(DeltaFilterProxyModel::Show::Improvements));
    m_show->addItem(tr("Changed"), int(DeltaFilterProxyModel::Show::Changed));
    m_show->addItem(tr("Within noise"), int(DeltaFilterProxyModel::Show::Unchanged));
    m_show->addItem(tr("Unmatched"), int(DeltaFilterProxyModel::Show::Unmatched));
    m_noise = new QDoubleSpinBox;
    m_noise->setRange(0.0, 100.0);
    m_noise->setDecimals(1);
    m_noise->setSuffix(tr(" %"));
    m_noise->setValue(CompareOptions().noiseThresholdPct);
    m_noise->setToolTip(tr("Changes within this share of the baseline time are noise, not regressions"));
    m_matchButton = new QPushButton(tr("Match selected"));
    m_matchButton->setToolTip(tr("Pair the selected operator only in the baseline with the one only in the candidate"));
    m_unmatchButton = new QPushButton(tr("Unmatch"));
    m_resetButton = new QPushButton(tr("Reset matches"));

    m_grouped = new QCheckBox(tr("Group calls by kernel"));
    m_grouped->setToolTip(tr("Each kernel (name, type and input shapes) once, its calls summed in both runs; "
                             "open one for its calls' pairs"));

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_filter, 2);
    bar->addWidget(m_grouped);
    bar->addWidget(m_show);
    bar->addWidget(new QLabel(tr("Noise threshold:")));
    bar->addWidget(m_noise);
    bar->addStretch(1);
    bar->addWidget(m_matchButton);
    bar->addWidget(m_unmatchButton);
    bar->addWidget(m_resetButton);

    m_table = new QTableView;
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(DeltaTableModel::DeltaUs, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    // One line per pair keeps hundreds of rows scannable; names keep the part that tells
    // rows apart, other long cells elide in the middle (the tooltip has them whole).
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideMiddle);
    m_table->setItemDelegateForColumn(DeltaTableModel::Name, new NameElideDelegate(m_table));
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);

    m_kernelModel = new KernelDeltaModel(this);
    m_kernelProxy = new QSortFilterProxyModel(this);
    m_kernelProxy->setSourceModel(m_kernelModel);
    m_kernelProxy->setSortRole(KernelDeltaModel::SortRole);
    m_kernelProxy->setFilterKeyColumn(-1); // the text in any column: name, type, status
    m_kernelProxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_kernelProxy->setAutoAcceptChildRows(true); // a kernel kept keeps its calls
    m_kernelTree = new QTreeView;
    m_kernelTree->setModel(m_kernelProxy);
    m_kernelTree->setSortingEnabled(true);
    m_kernelTree->sortByColumn(-1, Qt::AscendingOrder); // the largest change in total first
    m_kernelTree->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_kernelTree->setUniformRowHeights(true);
    m_kernelTree->setWordWrap(false);
    m_kernelTree->setTextElideMode(Qt::ElideMiddle);
    m_kernelTree->header()->setStretchLastSection(true);
    m_tableStack = new QStackedWidget;
    m_tableStack->addWidget(m_table);
    m_tableStack->addWidget(m_kernelTree);

    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    layout->addLayout(bar);
    layout->addWidget(m_tableStack, 1);
    connect(m_filter, &QLineEdit::textChanged, m_kernelProxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_grouped, &QCheckBox::toggled, this, &CompareView::showGrouping);
    connect(m_kernelTree->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                const int delta = current.data(KernelDeltaModel::DeltaIndexRole).toInt();
                if (current.isValid() && delta >= 0)
                    m_selection->setSelectedDelta(delta);
            });

    connect(m_filter, &QLineEdit::textChanged, m_proxy, &DeltaFilterProxyModel::setText);
    connect(m_show, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setShow(DeltaFilterProxyModel::Show(m_show->currentData().toInt())); });
    connect(m_noise, &QDoubleSpinBox::valueChanged, this, &CompareView::setNoiseThreshold);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &CompareView::onTableSelectionChanged);
    connect(m_matchButton, &QPushButton::clicked, this, [this] {
        int before = -1, after = -1;
        for (const QModelIndex &i : m_table->selectionModel()->selectedRows()) {
            const auto kind = m_model->rowKind(m_proxy->mapToSource(i).row());
            if (kind == DeltaTableModel::RowKind::BaselineOnly)
                before = i.data(DeltaTableModel::BaselineIndexRole).toInt();
            else if (kind == DeltaTableModel::RowKind::CandidateOnly)
                after = i.data(DeltaTableModel::CandidateIndexRole).toInt();
        }
        if (before >= 0 && after >= 0)
            matchByHand(before, after);
    });
    connect(m_unmatchButton, &QPushButton::clicked, this, [this] {
        if (m_selection->selectedDelta() >= 0)
            unmatchByHand(m_selection->selectedDelta());
    });
    connect(m_resetButton, &QPushButton::clicked, this, &CompareView::resetManualMatches);
    updateButtons();
    return page;
}

void CompareView::setComparison(Comparison comparison)
{
    m_comparison = std::make_shared<const Comparison>(std::move(comparison));
    {
        const QSignalBlocker block(m_noise);
        m_noise->setValue(m_comparison->options.noiseThresholdPct);
    }
    m_model->setComparison(m_comparison);
    m_kernelModel->setComparison(m_comparison);
    // Grouping means something when some kernel repeats in either run.
    const bool repeats = m_comparison->baseline->groups.size() < m_comparison->baseline->operators.size()
        || m_comparison->candidate->groups.size() < m_comparison->candidate->operators.size();
    m_grouped->setEnabled(repeats);
    {
        const QSignalBlocker block(m_grouped);
        m_grouped->setChecked(repeats);
    }
    showGrouping();
    for (int column = 0; column < KernelDeltaModel::ColumnCount; ++column)
        m_kernelTree->resizeColumnToContents(column);
    m_kernelTree->setColumnWidth(KernelDeltaModel::Name, m_kernelTree->fontMetrics().averageCharWidth() * 36);
    // Short columns as wide as what they hold (Qt measures the first thousand rows; at
    // 1400 px the types were cut to "Depth…onv2D"), the name room for its differing part
    // (a narrow window scrolls sideways), the last column whatever is left.
    for (int column = 0; column < DeltaTableModel::ColumnCount; ++column) {
        if (column != DeltaTableModel::Name)
            m_table->resizeColumnToContents(column);
    }
    m_table->setColumnWidth(DeltaTableModel::Name, m_table->fontMetrics().averageCharWidth() * 36);
    // The old overlays go before the selection changes: they would redraw the new
    // comparison only to be replaced.
    qDeleteAll(m_charts);
    m_charts.clear();
    m_selection->setComparison(m_comparison);
    addCharts();
    updateButtons();
    Q_EMIT comparisonChanged();
}

void CompareView::addCharts()
{
    auto *grid = static_cast<QGridLayout *>(m_chartGrid->layout());
    if (!m_comparison)
        return;
    // Every pair of the chip in which either run has points.
    for (const ComponentPair &pair : componentPairsFor(m_comparison->baseline->hardware)) {
        auto *chart = new CompareRooflineChart(pair, m_selection, m_chartGrid);
        if (!chart->hasPoints()) {
            delete chart;
            continue;
        }
        installChartExportMenu(chart->plot(), u"compare-roofline-"_qs + pair.id());
        grid->addWidget(chart, int(m_charts.size()) / 2, int(m_charts.size()) % 2);
        m_charts << chart;
    }
}

bool CompareView::showsKernels() const
{
    return m_tableStack->currentWidget() == m_kernelTree;
}

void CompareView::showGrouping()
{
    const bool kernels = m_grouped->isEnabled() && m_grouped->isChecked();
    m_tableStack->setCurrentWidget(kernels ? static_cast<QWidget *>(m_kernelTree) : m_table);
    // Showing a verdict class and matching by hand are about single pairs.
    m_show->setEnabled(!kernels);
    updateButtons();
    onSelectedDeltaChanged(m_selection->selectedDelta());
}

// The table is one of the views: it shows the shared selection's pair...
void CompareView::onSelectedDeltaChanged(int deltaIndex)
{
    if (deltaIndex >= 0 && showsKernels()) {
        QModelIndex target = m_kernelProxy->mapFromSource(m_kernelModel->indexOfKernelOf(deltaIndex));
        if (target.isValid() && target.data(KernelDeltaModel::DeltaIndexRole).toInt() != deltaIndex) {
            m_kernelTree->expand(target);
            target = m_kernelProxy->mapFromSource(m_kernelModel->indexOfDelta(deltaIndex));
        }
        if (target.isValid() && m_kernelTree->currentIndex() != target) {
            m_kernelTree->setCurrentIndex(target);
            m_kernelTree->scrollTo(target);
        }
    } else if (deltaIndex >= 0) {
        const QModelIndex proxy = m_proxy->mapFromSource(m_model->index(m_model->rowOfDelta(deltaIndex), 0));
        if (proxy.isValid() && m_table->currentIndex().row() != proxy.row()) {
            m_table->selectRow(proxy.row());
            m_table->scrollTo(proxy);
        }
    }
    updateButtons();
}

// ...and writes the pair of the row the user selects.
void CompareView::onTableSelectionChanged()
{
    const QModelIndex current = m_table->selectionModel()->selectedRows().value(0);
    if (current.isValid()) {
        const int delta = current.data(DeltaTableModel::DeltaIndexRole).toInt();
        if (delta >= 0)
            m_selection->setSelectedDelta(delta);
    }
    updateButtons();
}

void CompareView::updateButtons()
{
    bool before = false, after = false;
    for (const QModelIndex &i : m_table->selectionModel()->selectedRows()) {
        const auto kind = m_model->rowKind(m_proxy->mapToSource(i).row());
        before = before || kind == DeltaTableModel::RowKind::BaselineOnly;
        after = after || kind == DeltaTableModel::RowKind::CandidateOnly;
    }
    const bool pairs = !showsKernels();
    m_matchButton->setEnabled(pairs && before && after);
    m_unmatchButton->setEnabled(pairs && m_selection->selectedDelta() >= 0);
    m_resetButton->setEnabled(m_comparison && !m_comparison->options.overrides.isEmpty());
}

void CompareView::applyOptions(const CompareOptions &options)
{
    if (!m_comparison)
        return;
    setComparison(recompare(*m_comparison, options));
}

void CompareView::setNoiseThreshold(double pct)
{
    if (!m_comparison || pct == m_comparison->options.noiseThresholdPct)
        return;
    CompareOptions o = m_comparison->options;
    o.noiseThresholdPct = pct;
    applyOptions(o);
}

void CompareView::matchByHand(int baselineIndex, int candidateIndex)
{
    if (!m_comparison)
        return;
    CompareOptions o = m_comparison->options;
    o.overrides.rematch(baselineIndex, candidateIndex);
    applyOptions(o);
    m_selection->setSelectedDelta(m_comparison->deltaOfBaseline(baselineIndex));
}

void CompareView::unmatchByHand(int deltaIndex)
{
    if (!m_comparison || deltaIndex < 0 || deltaIndex >= int(m_comparison->deltas.size()))
        return;
    const OperatorMatch m = m_comparison->deltas[size_t(deltaIndex)].match;
    CompareOptions o = m_comparison->options;
    o.overrides.unmatch(m.baselineIndex, m.candidateIndex);
    applyOptions(o);
}

void CompareView::resetManualMatches()
{
    if (!m_comparison)
        return;
    CompareOptions o = m_comparison->options;
    o.overrides = {};
    applyOptions(o);
}

} // namespace rl
