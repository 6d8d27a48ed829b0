// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/operators/operatortableview.h"

#include "widgets/common/categorystyle.h"
#include "widgets/common/nameelidedelegate.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/operators/operatorfilterproxy.h"
#include "widgets/operators/operatortablemodel.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QSet>
#include <QSettings>
#include <QTableView>
#include <QToolButton>

#include <algorithm>
#include <vector>

namespace rl {

OperatorTableView::OperatorTableView(SelectionModel *selection, QWidget *parent)
    : QWidget(parent), m_selection(selection), m_model(new OperatorTableModel(this)),
      m_proxy(new OperatorFilterProxy(this)), m_search(new QLineEdit(this)), m_category(new QComboBox(this)),
      m_coreType(new QComboBox(this)), m_bound(new QComboBox(this)), m_table(new QTableView(this)),
      m_columns(new QToolButton(this)), m_columnMenu(new QMenu(this))
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

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_search, 2);
    bar->addWidget(m_category, 1);
    bar->addWidget(m_coreType, 1);
    bar->addWidget(m_bound, 1);
    bar->addWidget(m_columns);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(bar);
    layout->addWidget(m_table, 1);

    connect(m_search, &QLineEdit::textChanged, m_proxy, &OperatorFilterProxy::setSearchText);
    connect(m_category, &QComboBox::currentIndexChanged, this, [this] {
        const QVariant v = m_category->currentData();
        m_proxy->setCategory(v.isValid() ? std::optional(Category(v.toInt())) : std::nullopt);
    });
    connect(m_coreType, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setCoreType(m_coreType->currentData().toString()); });
    connect(m_bound, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setBoundComponent(m_bound->currentData().toString()); });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid())
                    m_selection->setSelectedOperator(current.data(OperatorTableModel::OperatorIndexRole).toInt());
            });
    connect(m_selection, &SelectionModel::analysisChanged, this, &OperatorTableView::onAnalysisChanged);
    connect(m_selection, &SelectionModel::selectedOperatorChanged, this, &OperatorTableView::showSelected);
    retranslate();
    onAnalysisChanged();
}

void OperatorTableView::onAnalysisChanged()
{
    m_model->setAnalysis(m_selection->analysis());
    applyColumnChoice();
    refillFilters();
    if (m_model->rowCount() > 0) {
        m_table->resizeColumnsToContents(); // header + a sample of rows (precision above)
        const int nameWidth = m_table->columnWidth(OperatorTableModel::NameColumn);
        m_table->setColumnWidth(OperatorTableModel::NameColumn, std::min(nameWidth, 360));
    }
    showSelected(m_selection->selectedOperator());
}

void OperatorTableView::showSelected(int operatorIndex)
{
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

void OperatorTableView::refillFilters()
{
    // Offer only values that occur, so no choice ever yields an empty table by surprise.
    const auto analysis = m_model->analysis();
    QSet<int> categories;
    QStringList coreTypes;
    QStringList bounds;
    if (analysis) {
        for (const OperatorResult &r : analysis->operators) {
            categories.insert(int(r.category));
            const QString core = analysis->op(r.index).coreType;
            if (!core.isEmpty() && !coreTypes.contains(core))
                coreTypes << core;
            if (r.boundComponent && !bounds.contains(componentIdName(r.boundComponent->id)))
                bounds << componentIdName(r.boundComponent->id);
        }
    }
    const QSignalBlocker b1(m_category), b2(m_coreType), b3(m_bound);
    m_category->clear();
    m_category->addItem(tr("All categories"));
    for (Category c : kAllCategories) {
        if (categories.contains(int(c)))
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
            if (bounds.contains(componentIdName(id)))
                m_bound->addItem(componentDisplayName(id), componentIdName(id));
        }
    }
    m_proxy->setCategory(std::nullopt);
    m_proxy->setCoreType({});
    m_proxy->setBoundComponent({});
}

namespace {

// Fixed columns the user hid and per-component columns the user showed, by column id.
constexpr auto kHiddenKey = u"operatorTable/hiddenColumns";
constexpr auto kShownKey = u"operatorTable/shownColumns";

} // namespace

void OperatorTableView::applyColumnChoice()
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

void OperatorTableView::setColumnShown(int column, bool shown)
{
    if (column == OperatorTableModel::NameColumn)
        return; // the row would say nothing
    m_table->setColumnHidden(column, !shown);
    QSettings settings;
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
    for (int c = 0; c < m_model->columnCount(); ++c) {
        if (c == OperatorTableModel::ColumnCount)
            m_columnMenu->addSection(tr("Per component"));
        QAction *action = m_columnMenu->addAction(m_model->headerData(c, Qt::Horizontal).toString());
        action->setCheckable(true);
        action->setChecked(!m_table->isColumnHidden(c));
        action->setEnabled(c != OperatorTableModel::NameColumn);
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
