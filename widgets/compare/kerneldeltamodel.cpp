// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/compare/kerneldeltamodel.h"

#include "widgets/compare/verdictstyle.h"

#include "core/format/percentformat.h"
#include "core/format/speedupformat.h"

#include <QBrush>
#include <QGuiApplication>
#include <QPalette>

#include <algorithm>

namespace rl {

namespace {

QString verdictText(DeltaVerdict v)
{
    return v == DeltaVerdict::Regression ? KernelDeltaModel::tr("slower")
        : v == DeltaVerdict::Improvement ? KernelDeltaModel::tr("faster")
                                         : KernelDeltaModel::tr("same");
}

QString microseconds(double us)
{
    return QString::number(us, 'f', 3);
}

QString signedMicroseconds(double us)
{
    return (us > 0 ? u"+"_qs : QString()) + QString::number(us, 'f', 3);
}

QVariant verdictBrush(DeltaVerdict v)
{
    if (v == DeltaVerdict::Unchanged)
        return {};
    const bool dark = QGuiApplication::palette().color(QPalette::Base).lightness() < 128;
    return QBrush(verdictColor(v, dark));
}

} // namespace

KernelDeltaModel::KernelDeltaModel(QObject *parent) : LazyTreeModel(parent) { }

void KernelDeltaModel::setComparison(std::shared_ptr<const Comparison> comparison)
{
    beginResetModel();
    m_comparison = std::move(comparison);
    m_kernels = m_comparison ? kernelDeltas(*m_comparison) : std::vector<KernelDelta>();
    resetFetched();
    m_kernelOfDelta.assign(m_comparison ? m_comparison->deltas.size() : 0, -1);
    for (size_t k = 0; k < m_kernels.size(); ++k) {
        for (int d : m_kernels[k].deltas)
            m_kernelOfDelta[size_t(d)] = int(k);
    }
    endResetModel();
}

QModelIndex KernelDeltaModel::indexOfKernelOf(int deltaIndex) const
{
    if (deltaIndex < 0 || size_t(deltaIndex) >= m_kernelOfDelta.size() || m_kernelOfDelta[size_t(deltaIndex)] < 0)
        return {};
    return index(m_kernelOfDelta[size_t(deltaIndex)], 0);
}

QModelIndex KernelDeltaModel::indexOfDelta(int deltaIndex)
{
    const QModelIndex kernel = indexOfKernelOf(deltaIndex);
    if (!kernel.isValid())
        return {};
    const std::vector<int> &deltas = m_kernels[size_t(kernel.row())].deltas; // by baseline index
    const auto it = std::find(deltas.begin(), deltas.end(), deltaIndex);
    return it == deltas.end() ? QModelIndex() : childIndex(kernel.row(), int(it - deltas.begin()));
}

int KernelDeltaModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant KernelDeltaModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_comparison)
        return {};
    if (role == Qt::TextAlignmentRole)
        return index.column() >= CallsBefore ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    if (isTopRow(index))
        return kernelData(index.row(), index.column(), role);
    return callData(topRowOf(index), index.row(), index.column(), role);
}

QVariant KernelDeltaModel::kernelData(int row, int column, int role) const
{
    const KernelDelta &k = m_kernels[size_t(row)];
    switch (role) {
    case DeltaIndexRole:
        return k.representative;
    case VerdictRole:
        return k.isMatched() ? int(k.verdict) : -1;
    case Qt::ForegroundRole:
        return k.isMatched() && (column == Status || column == DeltaUs || column == ChangePct || column == Speedup)
            ? verdictBrush(k.verdict)
            : QVariant();
    case Qt::ToolTipRole:
        if (column == Name)
            return k.inputShapes.isEmpty() ? k.name : tr("%1\ninput shapes %2").arg(k.name, k.inputShapes);
        return {};
    case SortRole:
        switch (Column(column)) {
        case Status:
            return k.isMatched() ? int(k.verdict) : -1;
        case CallsBefore:
            return k.baselineCalls;
        case CallsAfter:
            return k.candidateCalls;
        case BeforeUs:
            return k.baselineUs;
        case AfterUs:
            return k.candidateUs;
        case DeltaUs:
            return k.deltaUs();
        case ChangePct:
            return k.changePct.value_or(0.0);
        case Speedup:
            return k.speedup.value_or(0.0);
        default:
            return kernelData(row, column, Qt::DisplayRole);
        }
    case Qt::DisplayRole:
        switch (Column(column)) {
        case Status:
            return k.isMatched() ? verdictText(k.verdict) : k.baselineGroup >= 0 ? tr("only before") : tr("only after");
        case Name:
            return k.name;
        case Type:
            return k.type;
        case CallsBefore:
            return k.baselineGroup >= 0 ? QVariant(k.baselineCalls) : QVariant();
        case CallsAfter:
            return k.candidateGroup >= 0 ? QVariant(k.candidateCalls) : QVariant();
        case BeforeUs:
            return k.baselineGroup >= 0 ? QVariant(microseconds(k.baselineUs)) : QVariant();
        case AfterUs:
            return k.candidateGroup >= 0 ? QVariant(microseconds(k.candidateUs)) : QVariant();
        case DeltaUs:
            return k.isMatched() ? QVariant(signedMicroseconds(k.deltaUs())) : QVariant();
        case ChangePct:
            return k.isMatched() ? QVariant(formatChangePct(k.changePct)) : QVariant();
        case Speedup:
            return k.isMatched() ? QVariant(formatSpeedup(k.speedup)) : QVariant();
        case ColumnCount:
            break;
        }
        return {};
    default:
        return {};
    }
}

QVariant KernelDeltaModel::callData(int kernel, int call, int column, int role) const
{
    const int deltaIndex = m_kernels[size_t(kernel)].deltas[size_t(call)];
    const OperatorDelta &d = m_comparison->deltas[size_t(deltaIndex)];
    switch (role) {
    case DeltaIndexRole:
        return deltaIndex;
    case VerdictRole:
        return int(d.verdict);
    case Qt::ForegroundRole:
        return column == Status || column == DeltaUs || column == ChangePct || column == Speedup
            ? verdictBrush(d.verdict)
            : QVariant();
    case Qt::ToolTipRole:
        return column == Name ? QVariant(m_comparison->baseline->op(d.match.baselineIndex).name) : QVariant();
    case SortRole:
        switch (Column(column)) {
        case Name:
            return call; // calls keep their order under their kernel
        case BeforeUs:
            return d.baselineUs;
        case AfterUs:
            return d.candidateUs;
        case DeltaUs:
            return d.deltaUs();
        case ChangePct:
            return d.changePct.value_or(0.0);
        case Speedup:
            return d.speedup.value_or(0.0);
        case Status:
            return int(d.verdict);
        default:
            return 0;
        }
    case Qt::DisplayRole:
        switch (Column(column)) {
        case Status:
            return verdictText(d.verdict);
        case Name:
            return tr("Call %1").arg(call + 1);
        case BeforeUs:
            return microseconds(d.baselineUs);
        case AfterUs:
            return microseconds(d.candidateUs);
        case DeltaUs:
            return signedMicroseconds(d.deltaUs());
        case ChangePct:
            return formatChangePct(d.changePct);
        case Speedup:
            return formatSpeedup(d.speedup);
        default:
            return {};
        }
    default:
        return {};
    }
}

QVariant KernelDeltaModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractItemModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case Status:
        return tr("Change");
    case Name:
        return tr("Kernel");
    case Type:
        return tr("Type");
    case CallsBefore:
        return tr("Calls before");
    case CallsAfter:
        return tr("Calls after");
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
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace rl
