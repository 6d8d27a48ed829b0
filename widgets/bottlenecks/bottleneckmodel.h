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
// rule itself in the tooltip ("why this advice").
// Operators whose bound cannot be told (busy_unresolved, implausible: core/analysis/unjudged.h)
// have no gain and are not ranked; when there are any, the first row is the group "Large but
// unjudged", whose children are those operators, longest first, each with one child saying what
// would decide it.
// Internal ids: 0 marks a top-level row (the group or a ranked operator); a child of top-level
// row R stores R + 1 (an advice row, or an unjudged operator under the group, which is row 0);
// what would decide unjudged operator u stores kDeciderBase + u.
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
    enum class RowKind { None, Unjudged, Ranked, Advice, UnjudgedOperator, Decider };

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
    int listedRankedCount() const { return int(m_ranked.size()); }
    // The "Large but unjudged" group row; invalid when every operator can be judged.
    QModelIndex unjudgedGroup() const;
    int unjudgedCount() const { return m_unjudgedCount; } // unjudged operators (grouped: kernels), listed or not
    double unjudgedTimeUs() const { return m_unjudgedUs; }
    RowKind kindOf(const QModelIndex &index) const;
    // Advice and what-would-decide rows: paragraphs spanning the row.
    bool isParagraph(const QModelIndex &index) const;
    // The row of the operator an index belongs to (itself, or the operator above an advice or
    // decider row); invalid for the group row.
    QModelIndex operatorRowOf(const QModelIndex &index) const;

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
        QList<AdviceHit> advice; // of the operator (ranked rows)
        QString decide;          // what would decide it (unjudged rows)
    };

    static constexpr quintptr kDeciderBase = quintptr(1) << 31;

    void rebuild();
    void rebuildRanked(QStringList &names);
    void rebuildUnjudged(QStringList &names);
    int rankOf(int topRow) const { return topRow - (m_unjudged.empty() ? 0 : 1); }
    QVariant operatorData(const Entry &e, int column, int role) const;
    QVariant adviceData(int rank, int item, int column, int role) const;
    QVariant unjudgedGroupData(int column, int role) const;
    QVariant unjudgedData(const Entry &e, int column, int role) const;
    QVariant deciderData(const Entry &e, int column, int role) const;

    std::shared_ptr<const Analysis> m_analysis;
    bool m_grouped = false;
    std::vector<Entry> m_ranked;   // by gain, largest first
    std::vector<Entry> m_unjudged; // no gain, bound unknown: longest first
    int m_sharedSegments = 0;      // leading name segments all listed operators share
    int m_rankedCount = 0;
    int m_unjudgedCount = 0;
    double m_unjudgedUs = 0.0;
};

} // namespace rl
