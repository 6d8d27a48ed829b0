// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/compare/deltatablemodel.h"

#include "core/analysis/implausibleutilisation.h"
#include "core/format/percentformat.h"
#include "core/format/speedupformat.h"
#include "widgets/common/categorystyle.h"
#include "widgets/common/nameelidedelegate.h"
#include "widgets/common/nameelision.h"
#include "widgets/common/plotstyle.h"
#include "widgets/compare/verdictstyle.h"

#include <QBrush>
#include <QGuiApplication>
#include <QPalette>

namespace rl {

DeltaTableModel::DeltaTableModel(QObject *parent) : QAbstractTableModel(parent) { }

void DeltaTableModel::setComparison(std::shared_ptr<const Comparison> comparison)
{
    beginResetModel();
    m_comparison = std::move(comparison);
    m_sharedSegments = 0;
    if (m_comparison) {
        QStringList names;
        for (int row = 0; row < rowCount(); ++row)
            names << operatorOf(row)->name;
        m_sharedSegments = sharedLeadingSegments(names);
    }
    endResetModel();
}

int DeltaTableModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !m_comparison)
        return 0;
    return int(m_comparison->deltas.size() + m_comparison->unmatchedBaseline.size()
               + m_comparison->unmatchedCandidate.size());
}

int DeltaTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

DeltaTableModel::RowKind DeltaTableModel::rowKind(int row) const
{
    const int matched = int(m_comparison->deltas.size());
    if (row < matched)
        return RowKind::Matched;
    return row < matched + int(m_comparison->unmatchedBaseline.size()) ? RowKind::BaselineOnly : RowKind::CandidateOnly;
}

int DeltaTableModel::rowOfDelta(int deltaIndex) const
{
    return m_comparison && deltaIndex >= 0 && deltaIndex < int(m_comparison->deltas.size()) ? deltaIndex : -1;
}

namespace {

int unmatchedIndex(const Comparison &c, int row)
{
    const int first = row - int(c.deltas.size());
    if (first < int(c.unmatchedBaseline.size()))
        return c.unmatchedBaseline[size_t(first)];
    return c.unmatchedCandidate[size_t(first - int(c.unmatchedBaseline.size()))];
}

QString limitText(const LimitingComponent &l)
{
    if (!l.key)
        return {};
    return l.key->displayName() + u"  U " + (l.U ? percent(*l.U) : u"—"_qs) + u"  R " + (l.R ? percent(*l.R) : u"—"_qs);
}

QVariant optionalNumber(const std::optional<double> &v)
{
    return v ? QVariant(*v) : QVariant();
}

} // namespace

const Operator *DeltaTableModel::operatorOf(int row) const
{
    switch (rowKind(row)) {
    case RowKind::Matched:
        return &m_comparison->baseline->op(m_comparison->deltas[size_t(row)].match.baselineIndex);
    case RowKind::BaselineOnly:
        return &m_comparison->baseline->op(unmatchedIndex(*m_comparison, row));
    case RowKind::CandidateOnly:
        return &m_comparison->candidate->op(unmatchedIndex(*m_comparison, row));
    }
    return nullptr;
}

QVariant DeltaTableModel::display(int row, int column) const
{
    const Comparison &c = *m_comparison;
    const RowKind kind = rowKind(row);
    const Operator &op = *operatorOf(row);
    if (kind != RowKind::Matched) {
        const bool before = kind == RowKind::BaselineOnly;
        const Analysis &a = before ? *c.baseline : *c.candidate;
        const int index = unmatchedIndex(c, row);
        switch (column) {
        case Status:
            return before ? tr("only before") : tr("only after");
        case Name:
            return op.name;
        case Type:
            return op.type;
        case BeforeUs:
            return before ? QVariant(QString::number(op.durationUs, 'f', 3)) : QVariant();
        case AfterUs:
            return before ? QVariant() : QVariant(QString::number(op.durationUs, 'f', 3));
        case CategoryBefore:
            return before ? QVariant(categoryShortName(a.operators[size_t(index)].category)) : QVariant();
        case CategoryAfter:
            return before ? QVariant() : QVariant(categoryShortName(a.operators[size_t(index)].category));
        case LimitingBefore:
        case LimitingAfter:
            return limitCell(row, column);
        default:
            return {};
        }
    }
    const OperatorDelta &d = c.deltas[size_t(row)];
    switch (column) {
    case Status:
        return d.verdict == DeltaVerdict::Regression ? tr("slower")
            : d.verdict == DeltaVerdict::Improvement ? tr("faster")
                                                     : tr("same");
    case Name:
        return op.name;
    case Type:
        return op.type;
    case BeforeUs:
        return QString::number(d.baselineUs, 'f', 3);
    case AfterUs:
        return QString::number(d.candidateUs, 'f', 3);
    case DeltaUs:
        return QString((d.deltaUs() > 0 ? u"+"_qs : QString()) + QString::number(d.deltaUs(), 'f', 3));
    case ChangePct:
        return formatChangePct(d.changePct);
    case Speedup:
        return formatSpeedup(d.speedup);
    case CategoryBefore:
        return categoryShortName(d.baselineCategory);
    case CategoryAfter:
        return categoryShortName(d.candidateCategory);
    case LimitingBefore:
    case LimitingAfter:
        return limitCell(row, column);
    case MatchedBy:
        return d.match.rule == MatchRule::Key      ? tr("name, type, shapes")
            : d.match.rule == MatchRule::TypeOrder ? tr("order within type")
                                                   : tr("by hand");
    default:
        return {};
    }
}

QVariant DeltaTableModel::sortValue(int row, int column) const
{
    if (rowKind(row) != RowKind::Matched) {
        const Operator &op = *operatorOf(row);
        const bool before = rowKind(row) == RowKind::BaselineOnly;
        if (column == BeforeUs && before)
            return op.durationUs;
        if (column == AfterUs && !before)
            return op.durationUs;
        return column == Status ? QVariant(before ? 3 : 4) : display(row, column);
    }
    const OperatorDelta &d = m_comparison->deltas[size_t(row)];
    switch (column) {
    case Status:
        return int(d.verdict);
    case BeforeUs:
        return d.baselineUs;
    case AfterUs:
        return d.candidateUs;
    case DeltaUs:
        return d.deltaUs();
    case ChangePct:
        return optionalNumber(d.changePct);
    case Speedup:
        return optionalNumber(d.speedup);
    default:
        return display(row, column);
    }
}

std::optional<LimitingComponent> DeltaTableModel::limitAt(int row, int column) const
{
    if (column != LimitingBefore && column != LimitingAfter)
        return std::nullopt;
    const bool beforeColumn = column == LimitingBefore;
    const RowKind kind = rowKind(row);
    if (kind == RowKind::Matched) {
        const OperatorDelta &d = m_comparison->deltas[size_t(row)];
        return beforeColumn ? d.baselineLimit : d.candidateLimit;
    }
    if (beforeColumn != (kind == RowKind::BaselineOnly))
        return std::nullopt; // the run this operator is not in
    const Analysis &a = beforeColumn ? *m_comparison->baseline : *m_comparison->candidate;
    return limitingComponentOf(a.operators[size_t(unmatchedIndex(*m_comparison, row))]);
}

QVariant DeltaTableModel::limitCell(int row, int column) const
{
    const std::optional<LimitingComponent> limit = limitAt(row, column);
    return limit ? QVariant(limitText(*limit)) : QVariant();
}

bool DeltaTableModel::showsImpossibleU(int row, int column) const
{
    const std::optional<LimitingComponent> limit = limitAt(row, column);
    return limit && limit->U && *limit->U > kImplausibleU;
}

QString DeltaTableModel::tooltip(int row) const
{
    if (rowKind(row) != RowKind::Matched)
        return tr(
            "No operator of the other run matched this one. Select it and one of the other run to match them by hand.");
    const OperatorDelta &d = m_comparison->deltas[size_t(row)];
    return tr("Matched by %1 (key %2); noise threshold ±%3 %")
        .arg(matchRuleId(d.match.rule), d.match.key)
        .arg(m_comparison->options.noiseThresholdPct);
}

QVariant DeltaTableModel::data(const QModelIndex &index, int role) const
{
    if (!m_comparison || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const int row = index.row();
    const bool matched = rowKind(row) == RowKind::Matched;
    switch (role) {
    case Qt::DisplayRole:
        return display(row, index.column());
    case SortRole:
        return sortValue(row, index.column());
    case Qt::ToolTipRole:
        // A U above the peak is shown, since it is what the inputs give, but as a warning, as
        // the operator table shows it: an error in one of the model's inputs, not a finding.
        if (showsImpossibleU(row, index.column()))
            return tr("Above what the hardware can do: one of the work, peak, clock or block count is wrong (see the "
                      "messages); no gain is estimated");
        return tooltip(row);
    case Qt::TextAlignmentRole:
        return index.column() >= BeforeUs && index.column() <= Speedup ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                                       : QVariant();
    case Qt::ForegroundRole: {
        if (showsImpossibleU(row, index.column()))
            return QBrush(PlotStyle::warningColor(QGuiApplication::palette().color(QPalette::Base).lightness() < 128));
        if (!matched
            || (index.column() != Status && index.column() != ChangePct && index.column() != DeltaUs
                && index.column() != Speedup))
            return {};
        const DeltaVerdict v = m_comparison->deltas[size_t(row)].verdict;
        if (v == DeltaVerdict::Unchanged)
            return {};
        const bool dark = QGuiApplication::palette().color(QPalette::Base).lightness() < 128;
        return QBrush(verdictColor(v, dark));
    }
    case NameElideDelegate::SharedSegmentsRole:
        return index.column() == Name ? QVariant(m_sharedSegments) : QVariant();
    case DeltaIndexRole:
        return matched ? row : -1;
    case VerdictRole:
        return matched ? int(m_comparison->deltas[size_t(row)].verdict) : -1;
    case BaselineIndexRole:
        return matched                              ? m_comparison->deltas[size_t(row)].match.baselineIndex
            : rowKind(row) == RowKind::BaselineOnly ? unmatchedIndex(*m_comparison, row)
                                                    : -1;
    case CandidateIndexRole:
        return matched                               ? m_comparison->deltas[size_t(row)].match.candidateIndex
            : rowKind(row) == RowKind::CandidateOnly ? unmatchedIndex(*m_comparison, row)
                                                     : -1;
    default:
        return {};
    }
}

QVariant DeltaTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Status:
        return tr("Change");
    case Name:
        return tr("Operator");
    case Type:
        return tr("Type");
    case BeforeUs:
        return tr("Before (µs)");
    case AfterUs:
        return tr("After (µs)");
    case DeltaUs:
        return tr("Δ (µs)");
    case ChangePct:
        return tr("Δ %");
    case Speedup:
        return tr("Speedup");
    case CategoryBefore:
        return tr("Category before");
    case CategoryAfter:
        return tr("Category after");
    case LimitingBefore:
        return tr("Limiting before");
    case LimitingAfter:
        return tr("Limiting after");
    case MatchedBy:
        return tr("Matched by");
    default:
        return {};
    }
}

} // namespace rl
