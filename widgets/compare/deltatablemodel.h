// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/compare/comparison.h"

#include <QAbstractTableModel>

#include <memory>
#include <optional>

namespace rl {

// The delta table of compare mode: one row per matched operator, then one per operator only
// one run has. Display text is formatted; SortRole gives the raw numbers so sorting is
// numeric; regressions and improvements beyond the noise threshold are coloured.
class DeltaTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        Status,
        Name,
        Type,
        BeforeUs,
        AfterUs,
        DeltaUs,
        ChangePct,
        Speedup,
        CategoryBefore,
        CategoryAfter,
        LimitingBefore,
        LimitingAfter,
        MatchedBy,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1,
        DeltaIndexRole,     // index into Comparison::deltas, -1 for unmatched rows
        VerdictRole,        // DeltaVerdict as int, -1 for unmatched rows
        BaselineIndexRole,  // operator index in the baseline, -1 when none
        CandidateIndexRole, // operator index in the candidate, -1 when none
    };
    enum class RowKind { Matched, BaselineOnly, CandidateOnly };

    explicit DeltaTableModel(QObject *parent = nullptr);

    void setComparison(std::shared_ptr<const Comparison> comparison);
    std::shared_ptr<const Comparison> comparison() const { return m_comparison; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    RowKind rowKind(int row) const;
    int rowOfDelta(int deltaIndex) const; // -1 when none

private:
    QVariant display(int row, int column) const;
    QVariant sortValue(int row, int column) const;
    QString tooltip(int row) const;
    const Operator *operatorOf(int row) const;
    // The limiting component a Limiting before / after cell shows, if it shows one.
    std::optional<LimitingComponent> limitAt(int row, int column) const;
    QVariant limitCell(int row, int column) const; // its text, or nothing
    // Whether that cell's U is above what the hardware can do (kImplausibleU).
    bool showsImpossibleU(int row, int column) const;

    std::shared_ptr<const Comparison> m_comparison;
    int m_sharedSegments = 0; // leading name segments every row's operator shares
};

} // namespace rl
