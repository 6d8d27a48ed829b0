// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/bottlenecks/bottleneckmodel.h"

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
    m_sharedSegments = 0;
    m_rankedCount = 0;
    if (!m_analysis)
        return;
    QStringList names;
    if (m_grouped) {
        for (size_t g = 0; g < m_analysis->groups.size(); ++g) {
            const OperatorGroup &group = m_analysis->groups[g];
            if (!group.estimatedGainUs)
                continue;
            Entry e{-1, int(g), {}};
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
    } else {
        // Operators with a gain come first in the ranking, so the top rows are among them.
        m_rankedCount = int(std::count_if(m_analysis->operators.cbegin(), m_analysis->operators.cend(),
                                          [](const OperatorResult &r) { return r.estimatedGainUs.has_value(); }));
        for (int i : m_analysis->topByGain(size_t(std::min(m_rankedCount, kMaxRows)))) {
            m_ranked.push_back({i, -1, {}});
            names << m_analysis->op(i).name;
        }
    }
    // The advice of the listed rows only: it is made when asked (Analysis::adviceOf).
    for (Entry &e : m_ranked) {
        if (e.operatorIndex >= 0)
            e.advice = m_analysis->adviceOf(m_analysis->operators[size_t(e.operatorIndex)]);
    }
    m_sharedSegments = sharedLeadingSegments(names);
}

QModelIndex BottleneckModel::indexOfOperator(int operatorIndex) const
{
    if (!m_analysis)
        return {};
    const auto it = m_grouped ? std::find_if(m_ranked.begin(), m_ranked.end(),
                                             [group = m_analysis->groupOf(operatorIndex), this](const Entry &e) {
                                                 return group && &m_analysis->groups[size_t(e.group)] == group;
                                             })
                              : std::find_if(m_ranked.begin(), m_ranked.end(), [operatorIndex](const Entry &e) {
                                    return e.operatorIndex == operatorIndex;
                                });
    return it == m_ranked.end() ? QModelIndex() : index(int(it - m_ranked.begin()), 0);
}

int BottleneckModel::operatorAt(const QModelIndex &index) const
{
    return index.isValid() ? index.data(OperatorIndexRole).toInt() : -1;
}

QModelIndex BottleneckModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    return createIndex(row, column, parent.isValid() ? quintptr(parent.row() + 1) : quintptr(0));
}

QModelIndex BottleneckModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(int(child.internalId()) - 1, 0, quintptr(0));
}

int BottleneckModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_ranked.size());
    if (parent.internalId() != 0 || parent.column() != 0)
        return 0; // advice rows have no children; only column 0 has children
    return int(m_ranked[size_t(parent.row())].advice.size());
}

int BottleneckModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant BottleneckModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (index.internalId() == 0)
        return operatorData(index.row(), index.column(), role);
    return adviceData(int(index.internalId()) - 1, index.row(), index.column(), role);
}

QVariant BottleneckModel::operatorData(int rank, int column, int role) const
{
    const Entry &e = m_ranked[size_t(rank)];
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
