// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/bottlenecks/bottleneckmodel.h"

#include "core/analysis/unjudged.h"
#include "widgets/bottlenecks/adviceitemdelegate.h"
#include "widgets/common/advicetext.h"
#include "widgets/common/categorystyle.h"
#include "widgets/common/formatting.h"

#include "widgets/common/nameelision.h"

#include <QApplication>
#include <QPalette>

#include <algorithm>

namespace rl {

BottleneckModel::BottleneckModel(QObject *parent) : QAbstractItemModel(parent) { }

void BottleneckModel::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    setAnalysis(std::move(analysis), m_grouped);
}

void BottleneckModel::setAnalysis(std::shared_ptr<const Analysis> analysis, bool grouped)
{
    beginResetModel();
    m_analysis = std::move(analysis);
    m_grouped = grouped;
    rebuild();
    endResetModel();
}

void BottleneckModel::setGrouped(bool grouped)
{
    if (grouped == m_grouped)
        return;
    beginResetModel();
    m_grouped = grouped;
    rebuild();
    endResetModel();
}

void BottleneckModel::rebuild()
{
    m_ranked.clear();
    m_unjudged.clear();
    m_sharedSegments = 0;
    m_rankedCount = 0;
    m_unjudgedCount = 0;
    m_unjudgedUs = 0.0;
    if (!m_analysis)
        return;
    QStringList names;
    rebuildRanked(names);
    rebuildUnjudged(names);
    // The advice of the listed rows only: it is made when asked (Analysis::adviceOf).
    for (Entry &e : m_ranked) {
        if (e.operatorIndex >= 0)
            e.advice = m_analysis->adviceOf(m_analysis->operators[size_t(e.operatorIndex)]);
    }
    m_sharedSegments = sharedLeadingSegments(names);
}

void BottleneckModel::rebuildRanked(QStringList &names)
{
    if (m_grouped) {
        for (size_t g = 0; g < m_analysis->groups.size(); ++g) {
            const OperatorGroup &group = m_analysis->groups[g];
            if (!group.estimatedGainUs)
                continue;
            Entry e{-1, int(g), {}, {}};
            double best = -1.0;
            for (int call : group.calls) {
                const std::optional<double> &gain = m_analysis->operators[size_t(call)].estimatedGainUs;
                if (gain && *gain > best) {
                    best = *gain;
                    e.operatorIndex = call;
                }
            }
            m_ranked.push_back(e);
        }
        std::stable_sort(m_ranked.begin(), m_ranked.end(), [this](const Entry &a, const Entry &b) {
            return *m_analysis->groups[size_t(a.group)].estimatedGainUs
                > *m_analysis->groups[size_t(b.group)].estimatedGainUs;
        });
        m_rankedCount = int(m_ranked.size());
        if (m_ranked.size() > size_t(kMaxRows))
            m_ranked.resize(size_t(kMaxRows));
        for (const Entry &e : m_ranked)
            names << m_analysis->groups[size_t(e.group)].name;
        return;
    }
    // Operators with a gain come first in the ranking, so the top rows are among them; an
    // unjudged one with a gain (none once the analysis withholds it) is left to its group.
    const auto judged = [](const OperatorResult &r) { return r.estimatedGainUs.has_value() && !isUnjudged(r); };
    m_rankedCount = int(std::count_if(m_analysis->operators.cbegin(), m_analysis->operators.cend(), judged));
    const size_t wanted = size_t(std::min(m_rankedCount, kMaxRows));
    for (int i : m_analysis->topByGain(wanted + unjudgedWithGain(*m_analysis))) {
        if (m_ranked.size() == wanted)
            break;
        if (!judged(m_analysis->operators[size_t(i)]))
            continue;
        m_ranked.push_back({i, -1, {}, {}});
        names << m_analysis->op(i).name;
    }
}

QModelIndex BottleneckModel::indexOfOperator(int operatorIndex) const
{
    if (!m_analysis)
        return {};
    const OperatorGroup *group = m_analysis->groupOf(operatorIndex);
    const auto matches = [&](const Entry &e) {
        return m_grouped ? group && &m_analysis->groups[size_t(e.group)] == group : e.operatorIndex == operatorIndex;
    };
    if (const auto it = std::find_if(m_ranked.begin(), m_ranked.end(), matches); it != m_ranked.end())
        return index(int(it - m_ranked.begin()) + (m_unjudged.empty() ? 0 : 1), 0);
    if (const auto it = std::find_if(m_unjudged.begin(), m_unjudged.end(), matches); it != m_unjudged.end())
        return index(int(it - m_unjudged.begin()), 0, unjudgedGroup());
    return {};
}

QModelIndex BottleneckModel::unjudgedGroup() const
{
    return m_unjudged.empty() ? QModelIndex() : index(0, 0);
}

int BottleneckModel::operatorAt(const QModelIndex &index) const
{
    return index.isValid() ? index.data(OperatorIndexRole).toInt() : -1;
}

BottleneckModel::RowKind BottleneckModel::kindOf(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this)
        return RowKind::None;
    const quintptr id = index.internalId();
    if (id >= kDeciderBase)
        return RowKind::Decider;
    const bool withGroup = !m_unjudged.empty();
    if (id == 0)
        return withGroup && index.row() == 0 ? RowKind::Unjudged : RowKind::Ranked;
    return withGroup && id == 1 ? RowKind::UnjudgedOperator : RowKind::Advice;
}

bool BottleneckModel::isParagraph(const QModelIndex &index) const
{
    const RowKind kind = kindOf(index);
    return kind == RowKind::Advice || kind == RowKind::Decider;
}

QModelIndex BottleneckModel::operatorRowOf(const QModelIndex &index) const
{
    switch (kindOf(index)) {
    case RowKind::Ranked:
    case RowKind::UnjudgedOperator:
        return index.siblingAtColumn(0);
    case RowKind::Advice:
    case RowKind::Decider:
        return index.parent();
    case RowKind::Unjudged:
    case RowKind::None:
        break;
    }
    return {};
}

QModelIndex BottleneckModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, quintptr(0));
    if (kindOf(parent) == RowKind::UnjudgedOperator)
        return createIndex(row, column, kDeciderBase + quintptr(parent.row()));
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex BottleneckModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    if (child.internalId() >= kDeciderBase) // under an unjudged operator, under the group row
        return createIndex(int(child.internalId() - kDeciderBase), 0, quintptr(1));
    return createIndex(int(child.internalId()) - 1, 0, quintptr(0));
}

int BottleneckModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_ranked.size()) + (m_unjudged.empty() ? 0 : 1);
    if (parent.column() != 0)
        return 0; // only column 0 has children
    switch (kindOf(parent)) {
    case RowKind::Unjudged:
        return int(m_unjudged.size());
    case RowKind::Ranked:
        return int(m_ranked[size_t(rankOf(parent.row()))].advice.size());
    case RowKind::UnjudgedOperator:
        return m_unjudged[size_t(parent.row())].decide.isEmpty() ? 0 : 1;
    case RowKind::Advice:
    case RowKind::Decider:
    case RowKind::None:
        break;
    }
    return 0;
}

int BottleneckModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant BottleneckModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    switch (kindOf(index)) {
    case RowKind::Ranked:
        return operatorData(m_ranked[size_t(rankOf(index.row()))], index.column(), role);
    case RowKind::Advice:
        return adviceData(rankOf(int(index.internalId()) - 1), index.row(), index.column(), role);
    case RowKind::Unjudged:
        return unjudgedGroupData(index.column(), role);
    case RowKind::UnjudgedOperator:
        return unjudgedData(m_unjudged[size_t(index.row())], index.column(), role);
    case RowKind::Decider:
        return deciderData(m_unjudged[size_t(index.internalId() - kDeciderBase)], index.column(), role);
    case RowKind::None:
        break;
    }
    return {};
}

QVariant BottleneckModel::operatorData(const Entry &e, int column, int role) const
{
    const int opIndex = e.operatorIndex;
    const OperatorResult &r = m_analysis->operators[size_t(opIndex)];
    const OperatorGroup *group = e.group >= 0 ? &m_analysis->groups[size_t(e.group)] : nullptr;
    const Category category = group ? group->category : r.category;
    const std::optional<double> gain = group ? group->estimatedGainUs : std::optional<double>(r.estimatedGainUs);
    const QString &name = group ? group->name : m_analysis->op(opIndex).name;
    if (role == OperatorIndexRole)
        return opIndex;
    if (role == SortRole && column == GainColumn)
        return gain.value_or(-1.0);
    if (role == SortRole && column == CallsColumn)
        return group ? qlonglong(group->calls.size()) : 1;
    if (role == Qt::DecorationRole && column == CategoryColumn)
        return categoryIcon(category, QApplication::palette().color(QPalette::Base).lightness() < 128);
    if (role == NameElideDelegate::SharedSegmentsRole && column == NameColumn)
        return m_sharedSegments;
    if (role == Qt::ToolTipRole && column == NameColumn)
        return group ? tr("%1\n%n call(s) of these input shapes; the advice is that of the call of largest gain",
                          nullptr, int(group->calls.size()))
                           .arg(name)
                     : name;
    if (role == Qt::ToolTipRole && column == GainColumn && group)
        return tr("Summed over the kernel's calls");
    if (role == Qt::ToolTipRole && column == CategoryColumn)
        return categoryDisplayName(category);
    if (role == Qt::ToolTipRole && column == DetailColumn)
        return m_analysis->evidenceOf(r);
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    switch (Column(column)) {
    case NameColumn:
        return name;
    case CallsColumn:
        return group ? QString::number(group->calls.size()) : QString();
    case GainColumn:
        return formatMicroseconds(gain);
    case CategoryColumn:
        return role == SortRole ? categoryDisplayName(category) : categoryShortName(category);
    case BoundColumn:
        return r.boundComponent ? r.boundComponent->displayName() : QString();
    case DetailColumn:
        return m_analysis->evidenceOf(r);
    case ColumnCount:
        break;
    }
    return {};
}

QVariant BottleneckModel::adviceData(int rank, int item, int column, int role) const
{
    const int opIndex = m_ranked[size_t(rank)].operatorIndex;
    const AdviceHit &a = m_ranked[size_t(rank)].advice[item];
    if (role == OperatorIndexRole)
        return opIndex;
    // The rule on hover; the row itself reads as Details does (AdviceText).
    if (role == Qt::ToolTipRole)
        return AdviceText::rule(a);
    if (column != NameColumn)
        return {};
    if (role == AdviceItemDelegate::AdviceHtmlRole)
        return AdviceText::html(a, QApplication::palette().color(QPalette::PlaceholderText), false);
    if (role != Qt::DisplayRole)
        return {};
    return AdviceText::plain(a);
}

QVariant BottleneckModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractItemModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case NameColumn:
        return m_grouped ? tr("Kernel / advice") : tr("Operator / advice");
    case CallsColumn:
        return tr("Calls");
    case GainColumn:
        return tr("Est. gain");
    case CategoryColumn:
        return tr("Category");
    case BoundColumn:
        return tr("Bound");
    case DetailColumn:
        return tr("Evidence / trigger");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace rl
