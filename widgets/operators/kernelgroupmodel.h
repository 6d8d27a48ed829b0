// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"
#include "widgets/operators/operatorrows.h"

#include "widgets/common/lazytreemodel.h"

#include <memory>
#include <vector>

namespace rl {

// The operator table grouped by kernel (Analysis::groups), the way op_statistic.csv presents a
// run: one row per kernel (name, type and input shapes) with its calls, total, mean, shortest
// and longest time, spread, share, category of most time, time-weighted U and R and summed gain,
// most total time first; its calls are its children, each with its own time and verdict.
// A kernel's calls become rows when it opens (LazyTreeModel).
// It answers the roles of OperatorTableModel (SortRole, OperatorIndexRole, CategoryRole,
// CoreTypeRole, BoundComponentRole) with the name and type in the same columns, so one
// OperatorFilterProxy filters both tables. A kernel row's operator is its call of most time.
class KernelGroupModel : public LazyTreeModel, public OperatorRows
{
    Q_OBJECT
public:
    enum Column {
        NameColumn,
        TypeColumn,
        ShapesColumn,
        CallsColumn,
        TotalColumn,
        MeanColumn,
        MinColumn,
        MaxColumn,
        SpreadColumn,
        ShareColumn,
        CategoryColumn,
        UColumn,
        RColumn,
        GainColumn,
        ColumnCount
    };

    explicit KernelGroupModel(QObject *parent = nullptr);

    void setAnalysis(std::shared_ptr<const Analysis> analysis);
    std::shared_ptr<const Analysis> analysis() const { return m_analysis; }

    // The kernel row of a group and the call row of an operator (its calls fetched first);
    // invalid when unknown.
    QModelIndex indexOfGroup(int group) const;
    QModelIndex indexOfCall(int operatorIndex);
    int groupAt(const QModelIndex &index) const; // the kernel of a kernel or call row, -1 otherwise

    int columnCount(const QModelIndex &parent = {}) const override;
    bool rowPasses(int row, const OperatorFilter &filter) const override;
    std::optional<double> sortNumber(int row, int column) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

protected:
    int topRowCount() const override;
    int childCountOf(int top) const override;

private:
    QVariant groupData(int group, int column, int role) const;
    QVariant callData(int group, int call, int column, int role) const;
    QVariant commonData(int operatorIndex, Category category, int column, int role) const;

    std::shared_ptr<const Analysis> m_analysis;
    int m_sharedSegments = 0;
};

} // namespace rl
