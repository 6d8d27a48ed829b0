// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/operators/operatortablemodel.h"

#include "core/analysis/implausibleutilisation.h"
#include "widgets/common/categorystyle.h"
#include "widgets/common/formatting.h"
#include "widgets/common/nameelidedelegate.h"
#include "widgets/common/nameelision.h"
#include "widgets/common/plotstyle.h"

#include <QApplication>
#include <QPalette>

#include <algorithm>
#include <array>

namespace rl {

OperatorTableModel::OperatorTableModel(QObject *parent) : QAbstractTableModel(parent) { }

QString OperatorTableModel::workSourceText(WorkSource source)
{
    return source == WorkSource::Estimated ? tr("estimated")
        : source == WorkSource::Measured   ? tr("measured")
                                           : tr("none");
}

namespace {

// What sharedLeadingSegments needs of every operator's name: which names there are, and whether
// there are two. Every call of a kernel has its kernel's name, so when the kernels hold every
// call their names do, each once and twice for a kernel of several calls; a long run's quarter
// of a million names are then a few hundred.
QStringList operatorNames(const Analysis &analysis)
{
    size_t grouped = 0;
    for (const OperatorGroup &g : analysis.groups)
        grouped += g.calls.size();
    QStringList names;
    if (grouped == analysis.operators.size()) {
        for (const OperatorGroup &g : analysis.groups) {
            names << g.name;
            if (g.calls.size() > 1)
                names << g.name;
        }
        return names;
    }
    names.reserve(qsizetype(analysis.operators.size()));
    for (const OperatorResult &r : analysis.operators)
        names << analysis.op(r.index).name;
    return names;
}

} // namespace

void OperatorTableModel::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    beginResetModel();
    m_analysis = std::move(analysis);
    m_total = m_analysis ? m_analysis->summary.totalDurationUs : 0.0;
    m_memoSearch.clear();
    m_searchMemo.clear();
    m_keys.clear();
    if (m_analysis) {
        // The components with a U or an R, in ComponentKey order: a key seen once is not
        // looked at again (a long run repeats the same few keys over a million components; a
        // set insertion and a U for each was a sixth of opening its window).
        std::array<bool, 1u << 16> seen{};
        const auto slot = [](const ComponentKey &k) { return size_t(k.id) << 8 | size_t(k.side); };
        for (const OperatorResult &r : m_analysis->operators) {
            for (const ComponentResult &c : r.components) {
                bool &was = seen[slot(c.key)];
                if (!was && (c.U() || c.R())) {
                    was = true;
                    m_keys.push_back(c.key);
                }
            }
        }
        std::sort(m_keys.begin(), m_keys.end());
        m_sharedSegments = sharedLeadingSegments(operatorNames(*m_analysis));
    } else {
        m_sharedSegments = 0;
    }
    endResetModel();
}

QModelIndex OperatorTableModel::index(int row, int column, const QModelIndex &parent) const
{
    if (parent.isValid() || !m_analysis || row < 0 || column < 0 || size_t(row) >= m_analysis->operators.size()
        || column >= ColumnCount + 2 * int(m_keys.size()))
        return {};
    return createIndex(row, column);
}

int OperatorTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_analysis ? 0 : int(m_analysis->operators.size());
}

int OperatorTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount + 2 * int(m_keys.size());
}

std::optional<ComponentKey> OperatorTableModel::componentColumnKey(int column) const
{
    const int k = (column - ColumnCount) / 2;
    if (column < ColumnCount || k >= int(m_keys.size()))
        return std::nullopt;
    return m_keys[size_t(k)];
}

QString OperatorTableModel::columnId(int column) const
{
    if (const auto key = componentColumnKey(column))
        return (isUColumn(column) ? u"u:"_qs : u"r:"_qs) + key->toString();
    static const char16_t *const ids[] = {u"name",  u"type",    u"core_type", u"duration", u"share", u"category",
                                          u"bound", u"bound_u", u"bound_r",   u"max_u",    u"gain",  u"work"};
    return column >= 0 && column < ColumnCount ? QString::fromUtf16(ids[column]) : QString();
}

const ComponentResult *OperatorTableModel::columnComponent(int row, int column) const
{
    const auto key = componentColumnKey(column);
    return key ? m_analysis->operators[size_t(row)].component(*key) : nullptr;
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
    // A U above the peak is shown, since it is what the inputs give, but as a warning: it is an
    // error in one of the model's inputs, not a finding (core/README.md §3.6).
    const auto impossibleU = [&] {
        const int column = index.column();
        const ComponentResult *c = column >= ColumnCount ? (isUColumn(column) ? columnComponent(row, column) : nullptr)
            : column == BoundUColumn                     ? bound(row)
            : column == MaxUColumn                       ? r.maxU()
                                                         : nullptr;
        return c && c->U() && *c->U() > kImplausibleU;
    };
    switch (role) {
    case Qt::DisplayRole:
        return display(row, index.column());
    case SortRole:
        return sortValue(row, index.column());
    case Qt::ForegroundRole:
        if (impossibleU())
            return PlotStyle::warningColor(QApplication::palette().color(QPalette::Base).lightness() < 128);
        return {};
    case Qt::ToolTipRole:
        if (impossibleU())
            return tr("Above what the hardware can do: one of the work, peak, clock or block count is wrong (see the "
                      "messages); no gain is estimated");
        if (index.column() == CategoryColumn || index.column() == BoundColumn)
            return m_analysis->evidenceOf(r);
        if (index.column() == NameColumn)
            return m_analysis->op(row).name;
        if (index.column() == MaxUColumn)
            return tr("The component closest to its roof");
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
    case NameElideDelegate::SharedSegmentsRole:
        return index.column() == NameColumn ? QVariant(m_sharedSegments) : QVariant();
    case CategoryRole:
        return int(r.category);
    case CoreTypeRole:
        return m_analysis->op(row).coreType.str();
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
    if (column >= ColumnCount) {
        const ComponentResult *c = columnComponent(row, column);
        return c ? formatPercent(isUColumn(column) ? c->U() : c->R()) : QString();
    }
    switch (Column(column)) {
    case NameColumn:
        return op.name;
    case TypeColumn:
        return op.type;
    case CoreTypeColumn:
        return op.coreType.str();
    case DurationColumn:
        return formatMicroseconds(op.durationUs);
    case ShareColumn:
        return formatPercent(m_total > 0.0 ? std::optional(op.durationUs / m_total) : std::nullopt);
    case CategoryColumn:
        return categoryDisplayName(r.category);
    case BoundColumn:
        return r.boundComponent ? r.boundComponent->displayName() : QString();
    case BoundUColumn:
        return b ? formatPercent(b->U()) : QString();
    case BoundRColumn:
        return b ? formatPercent(b->R()) : QString();
    case MaxUColumn: {
        const ComponentResult *m = r.maxU();
        return m ? QString(m->key.displayName() + u' ' + formatPercent(m->U())) : QString();
    }
    case GainColumn:
        return r.estimatedGainUs ? formatMicroseconds(r.estimatedGainUs) : QString();
    case WorkSourceColumn:
        return workSourceText(r.workSource);
    case ColumnCount:
        break;
    }
    return {};
}

QVariant OperatorTableModel::sortValue(int row, int column) const
{
    if (const std::optional<double> n = sortNumber(row, column)) {
        if (column == CategoryColumn || column == WorkSourceColumn)
            return int(*n);
        return *n;
    }
    return display(row, column);
}

bool OperatorTableModel::rowPasses(int row, const OperatorFilter &filter) const
{
    const Operator &op = m_analysis->op(row);
    const OperatorResult &r = m_analysis->operators[size_t(row)];
    const QString bound = !filter.bound.isEmpty() && r.boundComponent ? componentIdName(r.boundComponent->id)
                                                                      : QString();
    if (!filter.acceptsFacets(r.category, op.coreType, bound))
        return false;
    if (filter.search.isEmpty())
        return true;
    // The text is in the name or the type, which every call of a kernel shares: matched once
    // per kernel, a quarter of a million calls filter in a few milliseconds.
    if (filter.search != m_memoSearch) {
        m_memoSearch = filter.search;
        m_searchMemo.assign(m_analysis->groups.size(), -1);
    }
    const int group = size_t(row) < m_analysis->groupOfOperator.size() ? m_analysis->groupOfOperator[size_t(row)] : -1;
    if (group < 0 || size_t(group) >= m_searchMemo.size())
        return filter.matchesText(op.name, op.type);
    qint8 &known = m_searchMemo[size_t(group)];
    if (known < 0)
        known = filter.matchesText(op.name, op.type) ? 1 : 0;
    return known == 1;
}

std::optional<double> OperatorTableModel::sortNumber(int row, int column) const
{
    const Operator &op = m_analysis->op(row);
    const OperatorResult &r = m_analysis->operators[size_t(row)];
    const ComponentResult *b = bound(row);
    // Unknown numbers sort below every known one.
    const auto number = [](const std::optional<double> &v) { return v ? *v : -1.0; };
    if (column >= ColumnCount) {
        const ComponentResult *c = columnComponent(row, column);
        return c ? number(isUColumn(column) ? c->U() : c->R()) : -1.0;
    }
    switch (Column(column)) {
    case DurationColumn:
    case ShareColumn:
        return op.durationUs;
    case CategoryColumn:
        return int(r.category);
    case BoundUColumn:
        return b ? number(b->U()) : -1.0;
    case BoundRColumn:
        return b ? number(b->R()) : -1.0;
    case MaxUColumn:
        return r.maxU() ? number(r.maxU()->U()) : -1.0;
    case GainColumn:
        return number(r.estimatedGainUs);
    case WorkSourceColumn:
        return int(r.workSource);
    default:
        return std::nullopt; // text
    }
}

QVariant OperatorTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    if (const auto key = componentColumnKey(section)) {
        if (role == Qt::ToolTipRole)
            return isUColumn(section) ? tr("Utilisation of %1: ideal time over core time").arg(key->displayName())
                                      : tr("Active-time ratio of %1: busy time over core time").arg(key->displayName());
        return (isUColumn(section) ? tr("U %1") : tr("R %1")).arg(key->displayName());
    }
    if (role == Qt::ToolTipRole) {
        if (section == BoundUColumn)
            return tr("U of the bound component");
        if (section == BoundRColumn)
            return tr("R of the bound component");
        return {};
    }
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
    case MaxUColumn:
        return tr("Highest U");
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
