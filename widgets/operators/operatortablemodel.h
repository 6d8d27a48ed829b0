// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"

#include <QAbstractTableModel>

#include <memory>

namespace rl {

// One row per operator of the analysis, in input order. Display text is formatted; SortRole
// gives the raw number (or the text) so sorting is numeric; the filter roles give the values
// the proxy filters on without parsing display text.
class OperatorTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        NameColumn,
        TypeColumn,
        CoreTypeColumn,
        DurationColumn,
        ShareColumn,
        CategoryColumn,
        BoundColumn,
        BoundUColumn,
        BoundRColumn,
        GainColumn,
        WorkSourceColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1,
        OperatorIndexRole, // int, index into Analysis::operators
        CategoryRole,      // int(Category)
        CoreTypeRole,      // QString as written by the source
        BoundComponentRole // QString contract id of the bound component ("mte2"), empty if none
    };

    explicit OperatorTableModel(QObject *parent = nullptr);

    void setAnalysis(std::shared_ptr<const Analysis> analysis);
    std::shared_ptr<const Analysis> analysis() const { return m_analysis; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant display(int row, int column) const;
    QVariant sortValue(int row, int column) const;
    const ComponentResult *bound(int row) const;

    std::shared_ptr<const Analysis> m_analysis;
    double m_total = 0.0;
};

} // namespace rl
