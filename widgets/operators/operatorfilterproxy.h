// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/operators/operatorfilter.h"

#include <QSortFilterProxyModel>
#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

namespace rl {

class OperatorRows;

// Text search (name or type, case-insensitive) plus exact filters on category, core type and
// bound component, all combined with AND, over a model that is OperatorRows (OperatorTableModel,
// KernelGroupModel). It asks the model directly (OperatorRows) and sorts by keys it reads once
// per column and keeps until the source changes, so a long run's table answers at once.
// Over KernelGroupModel it filters the kernel rows; a kept kernel keeps all its calls, which stay
// in input order.
class OperatorFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit OperatorFilterProxy(QObject *parent = nullptr);

    void setSourceModel(QAbstractItemModel *model) override;
    void setSearchText(const QString &text);
    void setCategory(std::optional<Category> category);
    void setCoreType(const QString &coreType);          // empty = any
    void setBoundComponent(const QString &componentId); // contract id ("mte2"), empty = any
    void setFilter(const OperatorFilter &filter);
    const OperatorFilter &filter() const { return m_filter; }

    // Row in this proxy of an operator index over OperatorTableModel, -1 when filtered out.
    int rowOfOperator(int operatorIndex) const;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    void changeFilter(const std::function<bool(OperatorFilter &)> &change);
    void readKeys(int column) const;
    void forgetKeys();

    OperatorFilter m_filter;
    const OperatorRows *m_rows = nullptr;
    bool m_flat = false; // a table model (OperatorTableModel): no row has a parent
    // The sort keys of the top-level rows for m_keyColumn: numbers, or texts for a text column.
    mutable int m_keyColumn = -1;
    mutable std::vector<double> m_numbers;
    mutable QStringList m_texts;
};

} // namespace rl
