// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/operators/kernelgroupmodel.h"

#include "widgets/common/categorystyle.h"
#include "widgets/common/formatting.h"
#include "widgets/common/nameelidedelegate.h"
#include "widgets/common/nameelision.h"
#include "widgets/operators/operatortablemodel.h"

#include <QApplication>
#include <QPalette>

#include <algorithm>

namespace rl {

namespace {

// Unknown numbers sort below every known one.
double knownOrBelow(const std::optional<double> &v)
{
    return v ? *v : -1.0;
}

bool darkPalette()
{
    return QApplication::palette().color(QPalette::Base).lightness() < 128;
}

} // namespace

KernelGroupModel::KernelGroupModel(QObject *parent) : LazyTreeModel(parent) { }

void KernelGroupModel::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    beginResetModel();
    m_analysis = std::move(analysis);
    m_sharedSegments = 0;
    resetFetched();
    if (m_analysis) {
        QStringList names;
        names.reserve(qsizetype(m_analysis->groups.size()));
        for (const OperatorGroup &g : m_analysis->groups)
            names << g.name;
        m_sharedSegments = sharedLeadingSegments(names);
    }
    endResetModel();
}

QModelIndex KernelGroupModel::indexOfGroup(int group) const
{
    if (!m_analysis || group < 0 || size_t(group) >= m_analysis->groups.size())
        return {};
    return index(group, 0);
}

QModelIndex KernelGroupModel::indexOfCall(int operatorIndex)
{
    if (!m_analysis || operatorIndex < 0 || size_t(operatorIndex) >= m_analysis->groupOfOperator.size())
        return {};
    const int group = m_analysis->groupOfOperator[size_t(operatorIndex)];
    if (group < 0)
        return {};
    const std::vector<int> &calls = m_analysis->groups[size_t(group)].calls; // in input order
    const auto it = std::lower_bound(calls.begin(), calls.end(), operatorIndex);
    if (it == calls.end() || *it != operatorIndex)
        return {};
    return childIndex(group, int(it - calls.begin()));
}

int KernelGroupModel::groupAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this)
        return -1;
    return isTopRow(index) ? index.row() : topRowOf(index);
}

int KernelGroupModel::topRowCount() const
{
    return m_analysis ? int(m_analysis->groups.size()) : 0;
}

int KernelGroupModel::childCountOf(int top) const
{
    return m_analysis ? int(m_analysis->groups[size_t(top)].calls.size()) : 0;
}

int KernelGroupModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

bool KernelGroupModel::rowPasses(int row, const OperatorFilter &filter) const
{
    const OperatorGroup &g = m_analysis->groups[size_t(row)];
    const OperatorResult &r = m_analysis->operators[size_t(g.representative)];
    const QString bound = !filter.bound.isEmpty() && r.boundComponent ? componentIdName(r.boundComponent->id)
                                                                      : QString();
    return filter.accepts(g.name, g.type, g.category, m_analysis->op(g.representative).coreType, bound);
}

std::optional<double> KernelGroupModel::sortNumber(int row, int column) const
{
    const OperatorGroup &g = m_analysis->groups[size_t(row)];
    switch (Column(column)) {
    case CallsColumn:
        return double(g.calls.size());
    case TotalColumn:
    case ShareColumn:
        return g.totalUs;
    case MeanColumn:
        return g.meanUs();
    case MinColumn:
        return g.minUs;
    case MaxColumn:
        return g.maxUs;
    case SpreadColumn:
        return g.spread;
    case CategoryColumn:
        return int(g.category);
    case UColumn:
        return knownOrBelow(g.u);
    case RColumn:
        return knownOrBelow(g.r);
    case GainColumn:
        return knownOrBelow(g.estimatedGainUs);
    default:
        return std::nullopt; // text
    }
}

QVariant KernelGroupModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_analysis)
        return {};
    if (isTopRow(index))
        return groupData(index.row(), index.column(), role);
    return callData(topRowOf(index), index.row(), index.column(), role);
}

// What kernel and call rows answer alike: the roles the filter proxy reads, icons, alignment.
QVariant KernelGroupModel::commonData(int operatorIndex, Category category, int column, int role) const
{
    const OperatorResult &r = m_analysis->operators[size_t(operatorIndex)];
    switch (role) {
    case OperatorTableModel::OperatorIndexRole:
        return operatorIndex;
    case OperatorTableModel::CategoryRole:
        return int(category);
    case OperatorTableModel::CoreTypeRole:
        return m_analysis->op(operatorIndex).coreType.str();
    case OperatorTableModel::BoundComponentRole:
        return r.boundComponent ? componentIdName(r.boundComponent->id) : QString();
    case Qt::DecorationRole:
        return column == CategoryColumn ? QVariant(categoryIcon(category, darkPalette())) : QVariant();
    case Qt::TextAlignmentRole:
        if (column >= CallsColumn && column != CategoryColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    default:
        return {};
    }
}

QVariant KernelGroupModel::groupData(int group, int column, int role) const
{
    const OperatorGroup &g = m_analysis->groups[size_t(group)];
    if (role == NameElideDelegate::SharedSegmentsRole)
        return column == NameColumn ? QVariant(m_sharedSegments) : QVariant();
    if (role == Qt::ToolTipRole) {
        if (column == NameColumn)
            return g.name;
        if (column == ShapesColumn)
            return g.inputShapes;
        if (column == SpreadColumn)
            return tr("(longest − shortest) / shortest call");
        if (column == UColumn || column == RColumn)
            return tr("Mean over the calls weighted by their time");
        if (column == CategoryColumn)
            return tr("The category of most time over the calls: %1").arg(categoryDisplayName(g.category));
        return {};
    }
    if (role == OperatorTableModel::SortRole) {
        if (const std::optional<double> n = sortNumber(group, column))
            return *n;
        return groupData(group, column, Qt::DisplayRole);
    }
    if (role != Qt::DisplayRole)
        return commonData(g.representative, g.category, column, role);
    switch (Column(column)) {
    case NameColumn:
        return g.name;
    case TypeColumn:
        return g.type;
    case ShapesColumn:
        return g.inputShapes;
    case CallsColumn:
        return QString::number(g.calls.size());
    case TotalColumn:
        return formatMicroseconds(g.totalUs);
    case MeanColumn:
        return formatMicroseconds(g.meanUs());
    case MinColumn:
        return formatMicroseconds(g.minUs);
    case MaxColumn:
        return formatMicroseconds(g.maxUs);
    case SpreadColumn:
        return formatPercent(g.spread);
    case ShareColumn:
        return formatPercent(g.share);
    case CategoryColumn:
        return categoryDisplayName(g.category);
    case UColumn:
        return formatPercent(g.u);
    case RColumn:
        return formatPercent(g.r);
    case GainColumn:
        return g.estimatedGainUs ? formatMicroseconds(g.estimatedGainUs) : QString();
    case ColumnCount:
        break;
    }
    return {};
}

QVariant KernelGroupModel::callData(int group, int call, int column, int role) const
{
    const OperatorGroup &g = m_analysis->groups[size_t(group)];
    const int opIndex = g.calls[size_t(call)];
    const Operator &op = m_analysis->op(opIndex);
    const OperatorResult &r = m_analysis->operators[size_t(opIndex)];
    const ComponentResult *maxU = r.maxU();
    const ComponentResult *maxR = r.maxR();
    const double total = m_analysis->summary.totalDurationUs;
    if (role == Qt::ToolTipRole) {
        if (column == NameColumn)
            return op.name;
        if (column == CategoryColumn)
            return m_analysis->evidenceOf(r);
        return {};
    }
    if (role == OperatorTableModel::SortRole) {
        switch (Column(column)) {
        case NameColumn:
            return call; // calls sort in input order under the name
        case TotalColumn:
        case ShareColumn:
            return op.durationUs;
        case CategoryColumn:
            return int(r.category);
        case UColumn:
            return maxU ? knownOrBelow(maxU->U()) : -1.0;
        case RColumn:
            return maxR ? knownOrBelow(maxR->R()) : -1.0;
        case GainColumn:
            return knownOrBelow(r.estimatedGainUs);
        default:
            return -1.0; // the kernel's own figures: the same for every call
        }
    }
    if (role != Qt::DisplayRole)
        return commonData(opIndex, r.category, column, role);
    switch (Column(column)) {
    case NameColumn:
        return tr("Call %1").arg(call + 1);
    case TotalColumn:
        return formatMicroseconds(op.durationUs);
    case ShareColumn:
        return formatPercent(total > 0.0 ? std::optional(op.durationUs / total) : std::nullopt);
    case CategoryColumn:
        return categoryDisplayName(r.category);
    case UColumn:
        return maxU ? formatPercent(maxU->U()) : QString();
    case RColumn:
        return maxR ? formatPercent(maxR->R()) : QString();
    case GainColumn:
        return r.estimatedGainUs ? formatMicroseconds(r.estimatedGainUs) : QString();
    default:
        return {};
    }
}

QVariant KernelGroupModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QAbstractItemModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        switch (Column(section)) {
        case TotalColumn:
            return tr("Summed over the calls; a call row shows its own time");
        case UColumn:
            return tr("Highest U of a component, weighted by the calls' time");
        case RColumn:
            return tr("Highest R of a component, weighted by the calls' time");
        case GainColumn:
            return tr("Estimated gain summed over the calls");
        default:
            return {};
        }
    }
    switch (Column(section)) {
    case NameColumn:
        return tr("Kernel");
    case TypeColumn:
        return tr("Type");
    case ShapesColumn:
        return tr("Input shapes");
    case CallsColumn:
        return tr("Calls");
    case TotalColumn:
        return tr("Total");
    case MeanColumn:
        return tr("Mean");
    case MinColumn:
        return tr("Shortest");
    case MaxColumn:
        return tr("Longest");
    case SpreadColumn:
        return tr("Spread");
    case ShareColumn:
        return tr("Share");
    case CategoryColumn:
        return tr("Category");
    case UColumn:
        return tr("U");
    case RColumn:
        return tr("R");
    case GainColumn:
        return tr("Est. gain");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace rl
