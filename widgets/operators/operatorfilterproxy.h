// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/category.h"

#include <QSortFilterProxyModel>

#include <optional>

namespace rl {

// Text search (name or type, case-insensitive) plus exact filters on category, core type and
// bound component, all combined with AND. Sorts numerically through OperatorTableModel::SortRole.
// Over KernelGroupModel it filters the kernel rows; a kept kernel keeps all its calls.
class OperatorFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit OperatorFilterProxy(QObject *parent = nullptr);

    void setSearchText(const QString &text);
    void setCategory(std::optional<Category> category);
    void setCoreType(const QString &coreType);          // empty = any
    void setBoundComponent(const QString &componentId); // contract id ("mte2"), empty = any

    // Row in this proxy of an operator index over OperatorTableModel, -1 when filtered out.
    int rowOfOperator(int operatorIndex) const;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_search;
    std::optional<Category> m_category;
    QString m_coreType;
    QString m_bound;
};

} // namespace rl
