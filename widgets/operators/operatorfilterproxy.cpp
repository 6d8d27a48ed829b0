// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/operators/operatorfilterproxy.h"

#include "widgets/operators/operatorrows.h"
#include "widgets/operators/operatortablemodel.h"

#include <utility>

namespace rl {

OperatorFilterProxy::OperatorFilterProxy(QObject *parent) : QSortFilterProxyModel(parent)
{
    setSortRole(OperatorTableModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void OperatorFilterProxy::setSourceModel(QAbstractItemModel *model)
{
    if (sourceModel())
        disconnect(sourceModel(), nullptr, this, nullptr);
    m_rows = dynamic_cast<const OperatorRows *>(model);
    m_flat = qobject_cast<const QAbstractTableModel *>(model) != nullptr;
    forgetKeys();
    // Keys read before a change of the rows would sort the new rows by the old figures.
    if (model) {
        connect(model, &QAbstractItemModel::modelReset, this, &OperatorFilterProxy::forgetKeys);
        connect(model, &QAbstractItemModel::layoutChanged, this, &OperatorFilterProxy::forgetKeys);
        connect(model, &QAbstractItemModel::rowsInserted, this, &OperatorFilterProxy::forgetKeys);
        connect(model, &QAbstractItemModel::rowsRemoved, this, &OperatorFilterProxy::forgetKeys);
        connect(model, &QAbstractItemModel::dataChanged, this, &OperatorFilterProxy::forgetKeys);
    }
    QSortFilterProxyModel::setSourceModel(model);
}

void OperatorFilterProxy::changeFilter(const std::function<bool(OperatorFilter &)> &change)
{
    if (change(m_filter))
        invalidateRowsFilter();
}

void OperatorFilterProxy::setSearchText(const QString &text)
{
    changeFilter([trimmed = text.trimmed()](OperatorFilter &f) { return std::exchange(f.search, trimmed) != trimmed; });
}

void OperatorFilterProxy::setCategory(std::optional<Category> category)
{
    changeFilter([category](OperatorFilter &f) { return std::exchange(f.category, category) != category; });
}

void OperatorFilterProxy::setCoreType(const QString &coreType)
{
    changeFilter([&coreType](OperatorFilter &f) { return std::exchange(f.coreType, coreType) != coreType; });
}

void OperatorFilterProxy::setBoundComponent(const QString &componentId)
{
    changeFilter([&componentId](OperatorFilter &f) { return std::exchange(f.bound, componentId) != componentId; });
}

void OperatorFilterProxy::setFilter(const OperatorFilter &filter)
{
    OperatorFilter wanted = filter;
    wanted.search = wanted.search.trimmed();
    changeFilter([&wanted](OperatorFilter &f) {
        const bool changed = f.search != wanted.search || f.category != wanted.category || f.coreType != wanted.coreType
            || f.bound != wanted.bound;
        f = wanted;
        return changed;
    });
}

int OperatorFilterProxy::rowOfOperator(int operatorIndex) const
{
    if (!sourceModel() || operatorIndex < 0 || operatorIndex >= sourceModel()->rowCount()
        || !qobject_cast<const OperatorTableModel *>(sourceModel()))
        return -1;
    // The source model is in operator order, so its row is the operator index.
    return mapFromSource(sourceModel()->index(operatorIndex, 0)).row();
}

bool OperatorFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (sourceParent.isValid())
        return true; // a call of a kernel that passed (KernelGroupModel): its kernel was filtered
    // No filter: a quarter of a million calls' rows are not read when the table opens or the
    // filter is cleared.
    return !m_rows || m_filter.acceptsAll() || m_rows->rowPasses(sourceRow, m_filter);
}

void OperatorFilterProxy::forgetKeys()
{
    m_keyColumn = -1;
    m_numbers.clear();
    m_texts.clear();
}

void OperatorFilterProxy::readKeys(int column) const
{
    const QAbstractItemModel *model = sourceModel();
    const int rows = model->rowCount();
    m_keyColumn = column;
    m_numbers.clear();
    m_texts.clear();
    if (rows > 0 && m_rows->sortNumber(0, column)) {
        m_numbers.resize(size_t(rows));
        for (int r = 0; r < rows; ++r)
            m_numbers[size_t(r)] = m_rows->sortNumber(r, column).value_or(-1.0);
        return;
    }
    m_texts.reserve(rows);
    for (int r = 0; r < rows; ++r)
        m_texts << model->index(r, column).data(Qt::DisplayRole).toString();
}

bool OperatorFilterProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    // A table's rows have no parent: not asked, as it would be twice per comparison of a
    // quarter of a million rows' sort (a fifth of sorting or clearing the filter of the calls).
    if (!m_flat && left.parent().isValid())
        return left.row() < right.row(); // calls of a kernel keep their input order
    if (!m_rows)
        return QSortFilterProxyModel::lessThan(left, right);
    if (m_keyColumn != left.column())
        readKeys(left.column());
    if (!m_numbers.empty())
        return m_numbers[size_t(left.row())] < m_numbers[size_t(right.row())];
    return m_texts[left.row()].compare(m_texts[right.row()], Qt::CaseInsensitive) < 0;
}

} // namespace rl
