// SPDX-License-Identifier: GPL-3.0-or-later
// The "Large but unjudged" group of the bottleneck list: operators whose bound cannot be told,
// longest first, each with what would decide it (core/analysis/unjudged.h).
#include "widgets/bottlenecks/bottleneckmodel.h"

#include "core/analysis/unjudged.h"
#include "widgets/bottlenecks/adviceitemdelegate.h"
#include "widgets/common/categorystyle.h"
#include "widgets/common/formatting.h"
#include "widgets/common/nameelision.h"

#include <QApplication>
#include <QFont>
#include <QPalette>

namespace rl {

void BottleneckModel::rebuildUnjudged(QStringList &names)
{
    if (m_grouped) {
        const std::vector<int> all = unjudgedGroupsByTime(*m_analysis, m_analysis->groups.size());
        m_unjudgedCount = int(all.size());
        for (int g : all) {
            const OperatorGroup &group = m_analysis->groups[size_t(g)];
            m_unjudgedUs += group.totalUs;
            if (m_unjudged.size() == size_t(kMaxRows))
                continue;
            const int call = unjudgedRepresentative(*m_analysis, group);
            m_unjudged.push_back({call, g, {}, whatWouldDecide(*m_analysis, call).text()});
            names << group.name;
        }
        return;
    }
    const UnjudgedTotals totals = unjudgedTotals(*m_analysis);
    m_unjudgedCount = totals.count;
    m_unjudgedUs = totals.timeUs;
    for (int i : unjudgedByTime(*m_analysis, size_t(kMaxRows))) {
        m_unjudged.push_back({i, -1, {}, whatWouldDecide(*m_analysis, i).text()});
        names << m_analysis->op(i).name;
    }
}

QVariant BottleneckModel::unjudgedGroupData(int column, int role) const
{
    if (role == OperatorIndexRole)
        return -1;
    if (role == SortRole && column == GainColumn)
        return -1.0;
    if (role == Qt::FontRole && column == NameColumn) {
        QFont bold = QApplication::font();
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::ToolTipRole)
        return tr("No gain can be estimated for these: what bounds them cannot be told from the data "
                  "(busy_unresolved: the busiest component's utilisation is unknown; implausible: some figure is "
                  "above what the hardware can do). Longest first; each says what would decide it.");
    if (role != Qt::DisplayRole || column != NameColumn)
        return {};
    const double total = m_analysis->summary.totalDurationUs;
    const QString time = formatMicroseconds(m_unjudgedUs);
    std::optional<double> fraction;
    if (total > 0.0)
        fraction = m_unjudgedUs / total;
    const QString share = formatPercent(fraction);
    // Short: it is one line over the list (the header and the tooltip say the rest).
    return tr("Large but unjudged (%1): %2, %3 of the time").arg(m_unjudgedCount).arg(time, share);
}

QVariant BottleneckModel::unjudgedData(const Entry &e, int column, int role) const
{
    const OperatorResult &r = m_analysis->operators[size_t(e.operatorIndex)];
    const OperatorGroup *group = e.group >= 0 ? &m_analysis->groups[size_t(e.group)] : nullptr;
    const Category category = group ? group->category : r.category;
    const QString &name = group ? group->name : m_analysis->op(e.operatorIndex).name;
    const double timeUs = group ? group->totalUs : m_analysis->op(e.operatorIndex).durationUs;
    if (role == OperatorIndexRole)
        return e.operatorIndex;
    if (role == SortRole && column == GainColumn)
        return -1.0;
    if (role == SortRole && column == CallsColumn)
        return group ? qlonglong(group->calls.size()) : 1;
    if (role == Qt::DecorationRole && column == CategoryColumn)
        return categoryIcon(category, QApplication::palette().color(QPalette::Base).lightness() < 128);
    if (role == NameElideDelegate::SharedSegmentsRole && column == NameColumn)
        return m_sharedSegments;
    if (role == Qt::ToolTipRole && column == NameColumn)
        return QString(
            name + u'\n'
            + tr("%1 without an estimated gain; would decide it: %2").arg(formatMicroseconds(timeUs), e.decide));
    if (role == Qt::ToolTipRole && column == GainColumn)
        return tr("No estimated gain: what bounds it cannot be told. It takes %1.").arg(formatMicroseconds(timeUs));
    if (role == Qt::ToolTipRole && column == CategoryColumn)
        return r.implausible ? tr("%1, implausible").arg(categoryDisplayName(category)) : categoryDisplayName(category);
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
        return unknownValue();
    case CategoryColumn:
        return role == SortRole ? categoryDisplayName(category) : categoryShortName(category);
    case BoundColumn:
        return r.boundComponent ? r.boundComponent->displayName() : QString();
    case DetailColumn:
        return e.decide;
    case ColumnCount:
        break;
    }
    return {};
}

QVariant BottleneckModel::deciderData(const Entry &e, int column, int role) const
{
    if (role == OperatorIndexRole)
        return e.operatorIndex;
    if (role == Qt::ToolTipRole)
        return m_analysis->evidenceOf(m_analysis->operators[size_t(e.operatorIndex)]);
    if (column != NameColumn)
        return {};
    if (role == AdviceItemDelegate::AdviceHtmlRole)
        return QString(u"<b>" + tr("What would decide it:").toHtmlEscaped() + u"</b> " + e.decide.toHtmlEscaped());
    if (role != Qt::DisplayRole)
        return {};
    return tr("What would decide it: %1").arg(e.decide);
}

} // namespace rl
