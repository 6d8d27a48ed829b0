// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/comm/collectivesmodel.h"

#include "widgets/comm/communicationstyle.h"
#include "widgets/common/formatting.h"
#include "widgets/common/plotstyle.h"

#include <QApplication>
#include <QPalette>

#include <limits>

namespace rl {

namespace {

bool darkPalette()
{
    return QApplication::palette().color(QPalette::Base).lightness() < 128;
}

QString gbs(double value)
{
    return CollectivesModel::tr("%1 GB/s").arg(value, 0, 'f', value < 10.0 ? 2 : 1);
}

} // namespace

CollectivesModel::CollectivesModel(QObject *parent) : QAbstractTableModel(parent) { }

void CollectivesModel::retranslate()
{
    if (const int rows = rowCount(); rows > 0)
        Q_EMIT dataChanged(index(0, 0), index(rows - 1, ColumnCount - 1));
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

void CollectivesModel::setReport(std::shared_ptr<const CommunicationReport> report)
{
    beginResetModel();
    m_report = std::move(report);
    endResetModel();
}

QModelIndex CollectivesModel::index(int row, int column, const QModelIndex &parent) const
{
    // QAbstractTableModel's index() asks rowCount() each time; sorting asks millions of times.
    if (parent.isValid() || !m_report || row < 0 || column < 0 || column >= ColumnCount
        || size_t(row) >= m_report->collectives.size())
        return {};
    return createIndex(row, column);
}

int CollectivesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_report ? 0 : int(m_report->collectives.size());
}

int CollectivesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

std::optional<double> CollectivesModel::sortNumber(int row, int column) const
{
    const JudgedCollective &c = collective(row);
    const auto number = [](const std::optional<double> &v) { return v ? *v : -1.0; };
    switch (Column(column)) {
    case RankColumn:
        return c.rank;
    case CallsColumn:
        return c.calls;
    case ElapseColumn:
        return number(c.elapseUs);
    case WaitRatioColumn:
        return number(c.waitRatio);
    case UtilizationColumn:
        // Unknown after every known utilisation: sorting for the lowest finds judged links first.
        return c.utilization ? *c.utilization : std::numeric_limits<double>::infinity();
    case VerdictColumn:
        return int(c.verdict);
    default:
        return std::nullopt;
    }
}

QString CollectivesModel::text(int row, int column) const
{
    const JudgedCollective &c = collective(row);
    switch (Column(column)) {
    case RankColumn:
        return QString::number(c.rank);
    case NameColumn:
        return c.name;
    case GroupColumn:
        return c.group.isEmpty() ? unknownValue() : c.group;
    case CallsColumn:
        return QString::number(c.calls);
    case ElapseColumn:
        return formatMicroseconds(c.elapseUs);
    case WaitRatioColumn:
        return formatPercent(c.waitRatio, 0);
    case UtilizationColumn:
        return formatPercent(c.utilization, 0);
    case TransportColumn:
        return !c.utilizationTransport.isEmpty() ? c.utilizationTransport
            : !c.judgedTransports.isEmpty()      ? c.judgedTransports.join(u", ")
                                                 : unknownValue();
    case VerdictColumn:
        return communicationVerdictDisplayName(c.verdict);
    case EvidenceColumn:
        return c.evidence;
    case ColumnCount:
        break;
    }
    return {};
}

QString CollectivesModel::adviceToolTip(int row) const
{
    const JudgedCollective &c = collective(row);
    QString html;
    if (!c.evidence.isEmpty())
        html = u"<p>"_qs + c.evidence.toHtmlEscaped() + u"</p>"_qs;
    for (const CommunicationAdvice &a : c.advice)
        html += u"<p><b>"_qs + a.title.toHtmlEscaped() + u"</b><br>"_qs + a.text.toHtmlEscaped() + u"</p>"_qs;
    return html;
}

QString CollectivesModel::utilizationToolTip(const JudgedCollective &c) const
{
    const JudgedTransport *t = c.utilizationTransport.isEmpty() ? nullptr : c.transport(c.utilizationTransport);
    if (!t || !t->bandwidthGbs || !t->peakGbs)
        return c.judgedTransports.isEmpty()
            ? tr("No byte on a judged link")
            : tr("No roof for %1 on this chip: the bandwidth is not judged").arg(c.judgedTransports.join(u", "));
    QString tip = tr("%1: %2 against its roof of %3 (%4)")
                      .arg(t->transport, gbs(*t->bandwidthGbs), gbs(*t->peakGbs), t->peakSource);
    if (c.utilization && *c.utilization > 1.0)
        tip += u"\n"_qs + tr("Above the roof: the roofs are measured averages, not limits (see the messages)");
    return tip;
}

QVariant CollectivesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_report)
        return {};
    const int row = index.row(), column = index.column();
    const JudgedCollective &c = collective(row);
    switch (role) {
    case Qt::DisplayRole:
        return text(row, column);
    case SortRole:
        if (const std::optional<double> n = sortNumber(row, column))
            return *n;
        return text(row, column);
    case Qt::ToolTipRole:
        if (column == UtilizationColumn || column == TransportColumn)
            return utilizationToolTip(c);
        if (column == GroupColumn)
            return c.group;
        return adviceToolTip(row);
    case Qt::ForegroundRole:
        if (column == VerdictColumn)
            return communicationVerdictColor(c.verdict, darkPalette());
        if (column == UtilizationColumn && c.utilization && *c.utilization > 1.0)
            return PlotStyle::warningColor(darkPalette());
        return {};
    case Qt::DecorationRole:
        if (column == VerdictColumn)
            return communicationVerdictIcon(c.verdict, darkPalette());
        return {};
    case Qt::TextAlignmentRole:
        if (column == RankColumn || column == CallsColumn || column == ElapseColumn || column == WaitRatioColumn
            || column == UtilizationColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case CollectiveIndexRole:
        return row;
    case UtilizationRole:
        return c.utilization ? QVariant(*c.utilization) : QVariant();
    case VerdictRole:
        return int(c.verdict);
    default:
        return {};
    }
}

QVariant CollectivesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        switch (Column(section)) {
        case CallsColumn:
            return tr("Calls of this collective on this rank (the same name in several steps), summed");
        case ElapseColumn:
            return tr("First task start to last task end, summed over the calls");
        case WaitRatioColumn:
            return tr("Wait over wait plus transit: the share of the collective spent waiting for a peer");
        case UtilizationColumn:
            return tr("Bandwidth over the link roof of the chip (the lowest among the judged links); the mark is the "
                      "roof, a bar past it is above the roof");
        case TransportColumn:
            return tr("The link the utilisation comes from");
        default:
            return {};
        }
    }
    switch (Column(section)) {
    case RankColumn:
        return tr("Rank");
    case NameColumn:
        return tr("Collective");
    case GroupColumn:
        return tr("Group");
    case CallsColumn:
        return tr("Calls");
    case ElapseColumn:
        return tr("Elapse");
    case WaitRatioColumn:
        return tr("Wait");
    case UtilizationColumn:
        return tr("Of the roof");
    case TransportColumn:
        return tr("Link");
    case VerdictColumn:
        return tr("Verdict");
    case EvidenceColumn:
        return tr("Evidence");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace rl
