// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSortFilterProxyModel>

namespace rl {

// Sorts the delta table by its raw numbers and filters it by operator name or type and by
// what changed.
class DeltaFilterProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    enum class Show { All, Regressions, Improvements, Changed, Unchanged, Unmatched };

    explicit DeltaFilterProxyModel(QObject *parent = nullptr);

    void setText(const QString &text); // substring of name or type, case-insensitive
    QString text() const { return m_text; }
    void setShow(Show show);
    Show show() const { return m_show; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    QString m_text;
    Show m_show = Show::All;
};

} // namespace rl
