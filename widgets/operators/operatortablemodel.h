// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"
#include "widgets/operators/operatorrows.h"

#include <QAbstractTableModel>

#include <memory>
#include <optional>
#include <vector>

namespace rl {

// One row per operator of the analysis, in input order. Display text is formatted; SortRole
// gives the raw number (or the text) so sorting is numeric; the filter roles give the values
// the proxy filters on without parsing display text.
// After the fixed columns come U and R of every component the analysis has (two columns per
// component, componentColumnKey() says which), so a Cube near its roof shows beside an MTE
// verdict; the view hides them until the user picks them.
class OperatorTableModel : public QAbstractTableModel, public OperatorRows
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
        MaxUColumn, // the component with the highest U and that U
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

    // "measured", "estimated" or "none" in the interface language (the JSON keeps the ids).
    static QString workSourceText(WorkSource source);

    void setAnalysis(std::shared_ptr<const Analysis> analysis);
    std::shared_ptr<const Analysis> analysis() const { return m_analysis; }

    // QAbstractTableModel's index() asks rowCount() and columnCount() each time: sorting or
    // filtering a quarter of a million calls asks for millions of indexes.
    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The component of a per-component column and whether it shows U (else R); nullopt for
    // the fixed columns.
    std::optional<ComponentKey> componentColumnKey(int column) const;
    bool isUColumn(int column) const { return column >= ColumnCount && (column - ColumnCount) % 2 == 0; }
    // A stable id for a column, for remembering which are shown: "u:aic.cube", "duration".
    QString columnId(int column) const;

    bool rowPasses(int row, const OperatorFilter &filter) const override;
    std::optional<double> sortNumber(int row, int column) const override;

private:
    QVariant display(int row, int column) const;
    QVariant sortValue(int row, int column) const;
    const ComponentResult *bound(int row) const;
    const ComponentResult *columnComponent(int row, int column) const;

    std::shared_ptr<const Analysis> m_analysis;
    double m_total = 0.0;
    std::vector<ComponentKey> m_keys;        // components of the per-component columns, in order
    int m_sharedSegments = 0;                // leading name segments every operator shares
    mutable QString m_memoSearch;            // the search text m_searchMemo answers
    mutable std::vector<qint8> m_searchMemo; // per kernel: −1 not asked, 0 no, 1 the text matches
};

} // namespace rl
