// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/operators/operatortableview.h"

#include "widgets/common/categorystyle.h"
#include "widgets/common/nameelidedelegate.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/operators/kernelgroupmodel.h"
#include "widgets/operators/operatorfilterproxy.h"
#include "widgets/operators/operatortablemodel.h"

#include <QAbstractEventDispatcher>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QSettings>
#include <QStackedWidget>
#include <QTableView>
#include <QToolButton>
#include <QTreeView>

#include <algorithm>
#include <array>
#include <utility>
#include <vector>

namespace rl {

OperatorTableView::OperatorTableView(SelectionModel *selection, QWidget *parent)
    : QWidget(parent), m_selection(selection), m_model(new OperatorTableModel(this)),
      m_proxy(new OperatorFilterProxy(this)), m_search(new QLineEdit(this)), m_category(new QComboBox(this)),
      m_coreType(new QComboBox(this)), m_bound(new QComboBox(this)), m_table(new QTableView(this)),
      m_groupModel(new KernelGroupModel(this)), m_groupProxy(new OperatorFilterProxy(this)),
      m_groupTree(new QTreeView(this)), m_stack(new QStackedWidget(this)), m_columns(new QToolButton(this)),
      m_columnMenu(new QMenu(this))
{
    m_proxy->setSourceModel(m_model);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder); // input order until the user sorts
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    // Fixed row heights and no contents-based sizing keep thousands of rows instant.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setStretchLastSection(true);
    // Column widths from the header and a sample of rows: sizing over every row is what
    // makes big tables slow.
    m_table->horizontalHeader()->setResizeContentsPrecision(64);
    m_table->setTextElideMode(Qt::ElideMiddle);
    m_table->setItemDelegateForColumn(OperatorTableModel::NameColumn, new NameElideDelegate(m_table));
    m_columns->setMenu(m_columnMenu);
    m_columns->setPopupMode(QToolButton::InstantPopup);
    m_table->horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table->horizontalHeader(), &QWidget::customContextMenuRequested, this,
            [this](const QPoint &at) { m_columnMenu->popup(m_table->horizontalHeader()->mapToGlobal(at)); });
    connect(m_columnMenu, &QMenu::aboutToShow, this, &OperatorTableView::fillColumnMenu);
    m_table->setWordWrap(false);
    m_search->setClearButtonEnabled(true);

    m_groupProxy->setSourceModel(m_groupModel);
    m_groupTree->setModel(m_groupProxy);
    m_groupTree->setSortingEnabled(true);
    m_groupTree->sortByColumn(-1, Qt::AscendingOrder); // most total time first until the user sorts
    m_groupTree->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_groupTree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_groupTree->setAlternatingRowColors(true);
    m_groupTree->setUniformRowHeights(true); // keeps thousands of kernels instant
    m_groupTree->setTextElideMode(Qt::ElideMiddle);
    m_groupTree->setWordWrap(false);
    m_groupTree->header()->setStretchLastSection(true);
    m_groupTree->header()->setResizeContentsPrecision(64);
    m_groupTree->setItemDelegateForColumn(KernelGroupModel::NameColumn, new NameElideDelegate(m_groupTree));
    m_groupTree->header()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_groupTree->header(), &QWidget::customContextMenuRequested, this,
            [this](const QPoint &at) { m_columnMenu->popup(m_groupTree->header()->mapToGlobal(at)); });
    m_stack->addWidget(m_table);
    m_stack->addWidget(m_groupTree);

    auto *bar = new QHBoxLayout;
    // The filters may shrink below their longest entry (shown in full when opened), so the
    // dock never holds the window wider than a 1280-pixel screen.
    for (QComboBox *filter : {m_category, m_coreType, m_bound}) {
        filter->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        filter->setMinimumContentsLength(12);
    }
    bar->addWidget(m_search, 2);
    bar->addWidget(m_category, 1);
    bar->addWidget(m_coreType, 1);
    bar->addWidget(m_bound, 1);
    bar->addWidget(m_columns);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(bar);
    layout->addWidget(m_stack, 1);

    // One filter bar for both tables, applied to the one shown (and to the other when it is
    // shown): filtering the hidden quarter of a million calls too would double every keystroke.
    connect(m_search, &QLineEdit::textChanged, this, &OperatorTableView::applyFilter);
    for (QComboBox *box : {m_category, m_coreType, m_bound})
        connect(box, &QComboBox::currentIndexChanged, this, &OperatorTableView::applyFilter);
    const auto select = [this](const QModelIndex &current) {
        if (current.isValid())
            m_selection->setSelectedOperator(current.data(OperatorTableModel::OperatorIndexRole).toInt());
    };
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, select);
    connect(m_groupTree->selectionModel(), &QItemSelectionModel::currentRowChanged, this, select);
    connect(m_selection, &SelectionModel::analysisChanged, this, &OperatorTableView::onAnalysisChanged);
    connect(m_selection, &SelectionModel::selectedOperatorChanged, this, &OperatorTableView::showSelected);
    connect(m_selection, &SelectionModel::groupingChanged, this, &OperatorTableView::onGroupingChanged);
    retranslate();
    onAnalysisChanged();
}

OperatorTableModel *OperatorTableView::model() const
{
    takeAnalysisIntoTable();
    return m_model;
}

OperatorFilterProxy *OperatorTableView::proxy() const
{
    takeAnalysisIntoTable();
    return m_proxy;
}

QTableView *OperatorTableView::table() const
{
    takeAnalysisIntoTable();
    return m_table;
}

void OperatorTableView::takeAnalysisIntoTable() const
{
    if (std::exchange(m_tableCurrent, true))
        return;
    auto *self = const_cast<OperatorTableView *>(this);
    m_model->setAnalysis(m_selection->analysis());
    self->applyTableColumnChoice();
    self->m_tableFitted = false;
}

// When the event loop is about to wait: every event the analysis caused, the window's paint
// among them, has been handled.
void OperatorTableView::takeAnalysisIntoTableWhenIdle()
{
    QAbstractEventDispatcher *dispatcher = QAbstractEventDispatcher::instance(thread());
    if (!dispatcher || m_whenIdle)
        return;
    m_whenIdle = connect(dispatcher, &QAbstractEventDispatcher::aboutToBlock, this, [this] {
        disconnect(std::exchange(m_whenIdle, {}));
        QMetaObject::invokeMethod(
            this, [this] { takeAnalysisIntoTable(); }, Qt::QueuedConnection);
    });
}

bool OperatorTableView::showsGroups() const
{
    return m_stack->currentWidget() == m_groupTree;
}

void OperatorTableView::onGroupingChanged()
{
    if (!m_selection->showsKernels())
        takeAnalysisIntoTable();
    m_stack->setCurrentWidget(m_selection->showsKernels() ? static_cast<QWidget *>(m_groupTree) : m_table);
    fitColumns();
    applyFilter();
    showSelected(m_selection->selectedOperator());
}

OperatorFilter OperatorTableView::currentFilter() const
{
    OperatorFilter f;
    f.search = m_search->text();
    const QVariant category = m_category->currentData();
    if (category.isValid())
        f.category = Category(category.toInt());
    f.coreType = m_coreType->currentData().toString();
    f.bound = m_bound->currentData().toString();
    return f;
}

void OperatorTableView::applyFilter()
{
    (showsGroups() ? m_groupProxy : m_proxy)->setFilter(currentFilter());
    // A filter that dropped the selected row and then kept it again leaves the table on no
    // row: show the selection again, so the table says what every other view says.
    showSelected(m_selection->selectedOperator());
}

void OperatorTableView::onAnalysisChanged()
{
    m_groupModel->setAnalysis(m_selection->analysis());
    applyTreeColumnChoice();
    // The calls table takes the analysis when it is shown, or once the window is idle after
    // showing the kernels (a long run's are shown first): opening the run does not wait for a
    // quarter of a million rows nobody sees, and switching to them seldom does. Meanwhile it
    // holds nothing, not the last run.
    m_tableCurrent = false;
    if (!m_selection->showsKernels()) {
        takeAnalysisIntoTable();
    } else {
        if (m_model->analysis())
            m_model->setAnalysis(nullptr);
        takeAnalysisIntoTableWhenIdle();
    }
    refillFilters();
    m_stack->setCurrentWidget(m_selection->showsKernels() ? static_cast<QWidget *>(m_groupTree) : m_table);
    m_tableFitted = m_treeFitted = false;
    fitColumns();
    applyFilter();
    showSelected(m_selection->selectedOperator());
}

void OperatorTableView::fitColumns()
{
    // Header + a sample of rows (the precision above); the name never takes the whole width.
    // The view shown only, the other once it is shown: measuring the hidden one's thousand
    // rows at every opening was time the window was not usable.
    if (!showsGroups() && !std::exchange(m_tableFitted, true) && m_model->rowCount() > 0) {
        m_table->resizeColumnsToContents();
        const int nameWidth = m_table->columnWidth(OperatorTableModel::NameColumn);
        m_table->setColumnWidth(OperatorTableModel::NameColumn, std::min(nameWidth, 360));
    }
    if (showsGroups() && !std::exchange(m_treeFitted, true) && m_groupModel->rowCount() > 0) {
        for (int c = 0; c < m_groupModel->columnCount(); ++c)
            m_groupTree->resizeColumnToContents(c);
        for (int c : {int(KernelGroupModel::NameColumn), int(KernelGroupModel::ShapesColumn)})
            m_groupTree->setColumnWidth(c, std::min(m_groupTree->columnWidth(c), 360));
    }
}

void OperatorTableView::showSelected(int operatorIndex)
{
    if (showsGroups()) {
        showSelectedGroup(operatorIndex);
        return;
    }
    const int row = m_proxy->rowOfOperator(operatorIndex);
    if (row < 0) {
        m_table->selectionModel()->clearSelection();
        return;
    }
    const QModelIndex index = m_proxy->index(row, 0);
    if (m_table->currentIndex().row() != row)
        m_table->selectionModel()->setCurrentIndex(index,
                                                   QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_table->scrollTo(index);
}

// A kernel's call of most time shows as its kernel row (what picking the kernel selected);
// any other call opens its kernel and shows the call.
void OperatorTableView::showSelectedGroup(int operatorIndex)
{
    const auto analysis = m_groupModel->analysis();
    const OperatorGroup *group = analysis ? analysis->groupOf(operatorIndex) : nullptr;
    if (!group) {
        m_groupTree->selectionModel()->clearSelection();
        return;
    }
    const QModelIndex current = m_groupTree->currentIndex();
    if (current.isValid() && current.data(OperatorTableModel::OperatorIndexRole).toInt() == operatorIndex)
        return; // already on it
    const QModelIndex groupRow = m_groupProxy->mapFromSource(
        m_groupModel->indexOfGroup(int(group - analysis->groups.data())));
    QModelIndex target = groupRow;
    if (groupRow.isValid() && operatorIndex != group->representative) {
        m_groupTree->expand(groupRow);
        target = m_groupProxy->mapFromSource(m_groupModel->indexOfCall(operatorIndex));
    }
    if (!target.isValid()) {
        m_groupTree->selectionModel()->clearSelection();
        return;
    }
    m_groupTree->selectionModel()->setCurrentIndex(target,
                                                   QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_groupTree->scrollTo(target);
}

void OperatorTableView::refillFilters()
{
    // Offer only values that occur, so no choice ever yields an empty table by surprise.
    // Flags per category and bound component, and the core type of the operator before: a
    // long run has a handful of each over a quarter of a million operators.
    const auto analysis = m_groupModel->analysis();
    std::array<bool, 256> categories{};
    std::array<bool, 256> bounds{};
    QStringList coreTypes;
    if (analysis) {
        const QString *previousCore = nullptr;
        for (const OperatorResult &r : analysis->operators) {
            categories[size_t(r.category)] = true;
            const QString &core = analysis->op(r.index).coreType;
            if (!core.isEmpty() && !(previousCore && *previousCore == core) && !coreTypes.contains(core))
                coreTypes << core;
            previousCore = &core;
            if (r.boundComponent)
                bounds[size_t(r.boundComponent->id)] = true;
        }
    }
    const QSignalBlocker b1(m_category), b2(m_coreType), b3(m_bound);
    m_category->clear();
    m_category->addItem(tr("All categories"));
    for (Category c : kAllCategories) {
        if (categories[size_t(c)])
            m_category->addItem(categoryIcon(c), categoryDisplayName(c), int(c));
    }
    m_coreType->clear();
    m_coreType->addItem(tr("All core types"), QString());
    coreTypes.sort();
    for (const QString &core : std::as_const(coreTypes))
        m_coreType->addItem(core, core);
    m_bound->clear();
    m_bound->addItem(tr("Any bound component"), QString());
    for (const auto &ids : {std::vector<ComponentId>(kAllComponents.begin(), kAllComponents.end()),
                            std::vector<ComponentId>(kChipMemories.begin(), kChipMemories.end())}) {
        for (ComponentId id : ids) {
            if (bounds[size_t(id)])
                m_bound->addItem(componentDisplayName(id), componentIdName(id));
        }
    }
    applyFilter();
}

namespace {

// Fixed columns the user hid and per-component columns the user showed, by column id; the
// kernel tree's hidden columns by their number (the tree has fixed columns only).
constexpr auto kHiddenKey = u"operatorTable/hiddenColumns";
constexpr auto kShownKey = u"operatorTable/shownColumns";
constexpr auto kGroupHiddenKey = u"kernelTable/hiddenColumns";

} // namespace

void OperatorTableView::applyTableColumnChoice()
{
    const QSettings settings;
    const QStringList hidden = settings.value(QString::fromUtf16(kHiddenKey)).toStringList();
    const QStringList shown = settings.value(QString::fromUtf16(kShownKey)).toStringList();
    for (int c = 0; c < m_model->columnCount(); ++c) {
        const QString id = m_model->columnId(c);
        const bool perComponent = c >= OperatorTableModel::ColumnCount;
        m_table->setColumnHidden(c, perComponent ? !shown.contains(id) : hidden.contains(id));
    }
}

void OperatorTableView::applyTreeColumnChoice()
{
    const QSettings settings;
    const QStringList groupHidden = settings.value(QString::fromUtf16(kGroupHiddenKey)).toStringList();
    for (int c = 0; c < m_groupModel->columnCount(); ++c)
        m_groupTree->setColumnHidden(c, c != KernelGroupModel::NameColumn && groupHidden.contains(QString::number(c)));
}

void OperatorTableView::setColumnShown(int column, bool shown)
{
    if (column == 0)
        return; // the name: the row would say nothing
    QSettings settings;
    if (showsGroups()) {
        m_groupTree->setColumnHidden(column, !shown);
        const QString key = QString::fromUtf16(kGroupHiddenKey);
        QStringList ids = settings.value(key).toStringList();
        ids.removeAll(QString::number(column));
        if (!shown)
            ids << QString::number(column);
        settings.setValue(key, ids);
        if (shown)
            m_groupTree->resizeColumnToContents(column);
        return;
    }
    m_table->setColumnHidden(column, !shown);
    const QString key = QString::fromUtf16(column >= OperatorTableModel::ColumnCount ? kShownKey : kHiddenKey);
    QStringList ids = settings.value(key).toStringList();
    const QString id = m_model->columnId(column);
    ids.removeAll(id);
    if (shown == (column >= OperatorTableModel::ColumnCount))
        ids << id;
    settings.setValue(key, ids);
    if (shown)
        m_table->resizeColumnToContents(column);
}

void OperatorTableView::fillColumnMenu()
{
    m_columnMenu->clear();
    const bool groups = showsGroups();
    const QAbstractItemModel *model = groups ? static_cast<QAbstractItemModel *>(m_groupModel) : m_model;
    for (int c = 0; c < model->columnCount(); ++c) {
        if (!groups && c == OperatorTableModel::ColumnCount)
            m_columnMenu->addSection(tr("Per component"));
        QAction *action = m_columnMenu->addAction(model->headerData(c, Qt::Horizontal).toString());
        action->setCheckable(true);
        action->setChecked(groups ? !m_groupTree->isColumnHidden(c) : !m_table->isColumnHidden(c));
        action->setEnabled(c != 0);
        connect(action, &QAction::toggled, this, [this, c](bool on) { setColumnShown(c, on); });
    }
}

void OperatorTableView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void OperatorTableView::retranslate()
{
    m_search->setPlaceholderText(tr("Search name or type…"));
    m_columns->setText(tr("Columns"));
    m_columns->setToolTip(tr("Show or hide columns, U and R of every component among them"));
    refillFilters();
}

} // namespace rl
