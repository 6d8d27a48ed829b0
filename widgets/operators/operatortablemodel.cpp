// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/operators/operatortablemodel.h"

#include "widgets/common/categorystyle.h"
#include "widgets/common/formatting.h"

#include <QApplication>
#include <QPalette>

namespace rl {

OperatorTableModel::OperatorTableModel(QObject *parent) : QAbstractTableModel(parent) { }

void OperatorTableModel::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    beginResetModel();
    m_analysis = std::move(analysis);
    m_total = m_analysis ? m_analysis->summary.totalDurationUs : 0.0;
    endResetModel();
}

int OperatorTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_analysis ? 0 : int(m_analysis->operators.size());
}

int OperatorTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const ComponentResult *OperatorTableModel::bound(int row) const
{
    const OperatorResult &r = m_analysis->operators[size_t(row)];
    return r.boundComponent ? r.component(*r.boundComponent) : nullptr;
}

QVariant OperatorTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_analysis)
        return {};
    const int row = index.row();
    const OperatorResult &r = m_analysis->operators[size_t(row)];
    switch (role) {
    case Qt::DisplayRole:
        return display(row, index.column());
    case SortRole:
        return sortValue(row, index.column());
    case Qt::ToolTipRole:
        if (index.column() == CategoryColumn || index.column() == BoundColumn)
            return r.evidence;
        if (index.column() == NameColumn)
            return m_analysis->op(row).name;
        return {};
    case Qt::DecorationRole:
        if (index.column() == CategoryColumn) {
            const bool dark = QApplication::palette().color(QPalette::Base).lightness() < 128;
            return categoryIcon(r.category, dark);
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() >= DurationColumn && index.column() != CategoryColumn && index.column() != BoundColumn
            && index.column() != WorkSourceColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case OperatorIndexRole:
        return row;
    case CategoryRole:
        return int(r.category);
    case CoreTypeRole:
        return m_analysis->op(row).coreType;
    case BoundComponentRole:
        return r.boundComponent ? componentIdName(r.boundComponent->id) : QString();
    default:
        return {};
    }
}

QVariant OperatorTableModel::display(int row, int column) const
{
    const Operator &op = m_analysis->op(row);
    const OperatorResult &r = m_analysis->operators[size_t(row)];
    const ComponentResult *b = bound(row);
    switch (Column(column)) {
    case NameColumn:
        return op.name;
    case TypeColumn:
        return op.type;
    case CoreTypeColumn:
        return op.coreType;
    case DurationColumn:
        return formatMicroseconds(op.durationUs);
    case ShareColumn:
        return formatPercent(m_total > 0.0 ? std::optional(op.durationUs / m_total) : std::nullopt);
    case CategoryColumn:
        return categoryDisplayName(r.category);
    case BoundColumn:
        return r.boundComponent ? r.boundComponent->displayName() : QString();
    case BoundUColumn:
        return b ? formatPercent(b->U) : QString();
    case BoundRColumn:
        return b ? formatPercent(b->R) : QString();
    case GainColumn:
        return r.estimatedGainUs ? formatMicroseconds(r.estimatedGainUs) : QString();
    case WorkSourceColumn:
        return r.workSource == WorkSource::Estimated ? tr("estimated")
            : r.workSource == WorkSource::Measured   ? tr("measured")
                                                     : tr("none");
    case ColumnCount:
        break;
    }
    return {};
}

QVariant OperatorTableModel::sortValue(int row, int column) const
{
    const Operator &op = m_analysis->op(row);
    const OperatorResult &r = m_analysis->operators[size_t(row)];
    const ComponentResult *b = bound(row);
    // Unknown numbers sort below every known one.
    const auto number = [](const std::optional<double> &v) { return v ? *v : -1.0; };
    switch (Column(column)) {
    case DurationColumn:
    case ShareColumn:
        return op.durationUs;
    case CategoryColumn:
        return int(r.category);
    case BoundUColumn:
        return b ? number(b->U) : -1.0;
    case BoundRColumn:
        return b ? number(b->R) : -1.0;
    case GainColumn:
        return number(r.estimatedGainUs);
    case WorkSourceColumn:
        return int(r.workSource);
    default:
        return display(row, column);
    }
}

QVariant OperatorTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case NameColumn:
        return tr("Name");
    case TypeColumn:
        return tr("Type");
    case CoreTypeColumn:
        return tr("Core type");
    case DurationColumn:
        return tr("Duration");
    case ShareColumn:
        return tr("Share");
    case CategoryColumn:
        return tr("Category");
    case BoundColumn:
        return tr("Bound component");
    case BoundUColumn:
        return tr("U");
    case BoundRColumn:
        return tr("R");
    case GainColumn:
        return tr("Est. gain");
    case WorkSourceColumn:
        return tr("Work");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace rl
