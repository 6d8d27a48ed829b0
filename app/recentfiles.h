// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

namespace rl {

// The most recently opened workloads (each a list of paths), kept in QSettings and offered
// as a menu.
class RecentFiles : public QObject
{
    Q_OBJECT
public:
    explicit RecentFiles(QObject *parent = nullptr);

    QList<QStringList> entries() const { return m_entries; }
    void add(const QStringList &paths);
    void clear();
    void fillMenu(QMenu *menu);

Q_SIGNALS:
    void openRequested(const QStringList &paths);
    void changed();

private:
    void save() const;

    QList<QStringList> m_entries;
};

} // namespace rl
