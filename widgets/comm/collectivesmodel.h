// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/comm/communicationreport.h"

#include <QAbstractTableModel>

#include <memory>
#include <optional>

namespace rl {

// One row per judged collective of the report (a collective on one rank, its calls summed), in
// the report's order (by rank, then start). The rows are the report's vector itself, read on
// demand: a job of hundreds of thousands of collectives costs no object per row. Display text is
// formatted (unknown values an en dash); SortRole gives the raw number so sorting is numeric
// (widgets/README.md §2); the tooltips carry the advice of the verdict.
class CollectivesModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        RankColumn,
        NameColumn,
        GroupColumn,
        CallsColumn,
        ElapseColumn,
        WaitRatioColumn,
        UtilizationColumn,
        TransportColumn,
        VerdictColumn,
        EvidenceColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1,
        CollectiveIndexRole, // int, index into CommunicationReport::collectives
        UtilizationRole,     // double U (1 = the roof), invalid when unknown
        VerdictRole          // int(CommunicationVerdict)
    };

    explicit CollectivesModel(QObject *parent = nullptr);

    void setReport(std::shared_ptr<const CommunicationReport> report);
    std::shared_ptr<const CommunicationReport> report() const { return m_report; }
    // The headers and the verdicts' names are words of the interface language: said again.
    void retranslate();
    const JudgedCollective &collective(int row) const { return m_report->collectives[size_t(row)]; }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The number a numeric column sorts by (unknown below every known value), nullopt for the
    // text columns. The proxy sorts through it without making a QVariant per comparison.
    std::optional<double> sortNumber(int row, int column) const;
    QString text(int row, int column) const;
    // The row's evidence and the advice of its verdict, as rich text.
    QString adviceToolTip(int row) const;

private:
    QString utilizationToolTip(const JudgedCollective &c) const;

    std::shared_ptr<const CommunicationReport> m_report;
};

} // namespace rl
