// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/compare/deltafilterproxymodel.h"

#include "core/compare/comparison.h"
#include "widgets/compare/deltatablemodel.h"

namespace rl {

DeltaFilterProxyModel::DeltaFilterProxyModel(QObject *parent) : QSortFilterProxyModel(parent)
{
    setSortRole(DeltaTableModel::SortRole);
}

void DeltaFilterProxyModel::setText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    invalidateFilter();
}

void DeltaFilterProxyModel::setShow(Show show)
{
    if (show == m_show)
        return;
    m_show = show;
    invalidateFilter();
}

bool DeltaFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QAbstractItemModel *m = sourceModel();
    if (!m_text.isEmpty()) {
        const QString name = m->index(sourceRow, DeltaTableModel::Name, sourceParent).data().toString();
        const QString type = m->index(sourceRow, DeltaTableModel::Type, sourceParent).data().toString();
        if (!name.contains(m_text, Qt::CaseInsensitive) && !type.contains(m_text, Qt::CaseInsensitive))
            return false;
    }
    const int verdict = m->index(sourceRow, 0, sourceParent).data(DeltaTableModel::VerdictRole).toInt();
    switch (m_show) {
    case Show::All:
        return true;
    case Show::Regressions:
        return verdict == int(DeltaVerdict::Regression);
    case Show::Improvements:
        return verdict == int(DeltaVerdict::Improvement);
    case Show::Changed:
        return verdict == int(DeltaVerdict::Regression) || verdict == int(DeltaVerdict::Improvement);
    case Show::Unchanged:
        return verdict == int(DeltaVerdict::Unchanged);
    case Show::Unmatched:
        return verdict < 0;
    }
    return true;
}

bool DeltaFilterProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const QVariant l = left.data(sortRole()), r = right.data(sortRole());
    // Unknown values (no speedup, no change) sort after every known one.
    if (!l.isValid() || !r.isValid())
        return l.isValid() && !r.isValid();
    if (l.typeId() == QMetaType::QString || r.typeId() == QMetaType::QString)
        return QString::localeAwareCompare(l.toString(), r.toString()) < 0;
    return l.toDouble() < r.toDouble();
}

} // namespace rl
