// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"

#include <QAbstractItemModel>

#include <memory>
#include <vector>

namespace rl {

// The bottleneck list: operators with an estimated gain, largest first (Analysis::rankedByGain),
// each with its advice items as children: what to change and why, whom the item was written
// for (the operator's family, or general), the number that triggered it in words, and the
// rule itself in the tooltip ("why this advice"). Two levels: an internal id of 0 marks an operator row; an advice row
// stores its operator's rank + 1.
// Grouped (setGrouped), a row is a kernel (Analysis::groups) with a gain, ranked by the gain
// summed over its calls: what costs most in total comes first. Its advice is that of its call
// with the largest gain, which is also the call the row selects.
// It lists the kMaxRows largest: a list is read from the top, and the tail of a quarter of a
// million calls made every selection walk the rows' heights (the table has them all).
class BottleneckModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, CallsColumn, GainColumn, CategoryColumn, BoundColumn, DetailColumn, ColumnCount };
    enum Role { OperatorIndexRole = Qt::UserRole + 1, SortRole };

    static constexpr int kMaxRows = 1000;

    explicit BottleneckModel(QObject *parent = nullptr);

    void setAnalysis(std::shared_ptr<const Analysis> analysis);
    // Both at once, ranking once (a long run's ranking is a sort of every operator).
    void setAnalysis(std::shared_ptr<const Analysis> analysis, bool grouped);
    bool isGrouped() const { return m_grouped; }
    void setGrouped(bool grouped);
    // The top-level row of an operator (grouped: of its kernel), invalid when it is not in the list.
    QModelIndex indexOfOperator(int operatorIndex) const;
    int operatorAt(const QModelIndex &index) const;   // for operator and advice rows; -1 otherwise
    int rankedCount() const { return m_rankedCount; } // rows with a gain, listed or not

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    // A row of the list: an operator, or (grouped) a kernel and its call of largest gain.
    struct Entry
    {
        int operatorIndex = -1;
        int group = -1;
        QList<AdviceHit> advice; // of the operator
    };

    void rebuild();
    QVariant operatorData(int rank, int column, int role) const;
    QVariant adviceData(int rank, int item, int column, int role) const;

    std::shared_ptr<const Analysis> m_analysis;
    bool m_grouped = false;
    std::vector<Entry> m_ranked; // by gain, largest first
    int m_sharedSegments = 0;    // leading name segments all listed operators share
    int m_rankedCount = 0;
};

} // namespace rl
