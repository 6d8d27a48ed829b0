// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/recentfiles.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace rl {

namespace {
constexpr int kMaxEntries = 8;
const QString kKey = QStringLiteral("recentWorkloads");
const QChar kSeparator = u'\n';
} // namespace

RecentFiles::RecentFiles(QObject *parent) : QObject(parent)
{
    const QStringList stored = QSettings().value(kKey).toStringList();
    for (const QString &entry : stored) {
        const QStringList paths = entry.split(kSeparator, Qt::SkipEmptyParts);
        if (!paths.isEmpty())
            m_entries << paths;
    }
}

void RecentFiles::add(const QStringList &paths)
{
    QStringList absolute;
    for (const QString &p : paths)
        absolute << QFileInfo(p).absoluteFilePath();
    m_entries.removeAll(absolute);
    m_entries.prepend(absolute);
    while (m_entries.size() > kMaxEntries)
        m_entries.removeLast();
    save();
    Q_EMIT changed();
}

void RecentFiles::clear()
{
    m_entries.clear();
    save();
    Q_EMIT changed();
}

void RecentFiles::fillMenu(QMenu *menu)
{
    menu->clear();
    for (const QStringList &paths : m_entries) {
        QString label = QDir::toNativeSeparators(paths.first());
        if (paths.size() > 1)
            label += tr(" (+%n more)", nullptr, int(paths.size() - 1));
        QAction *action = menu->addAction(label);
        action->setToolTip(paths.join(u'\n'));
        connect(action, &QAction::triggered, this, [this, paths] { Q_EMIT openRequested(paths); });
    }
    if (m_entries.isEmpty()) {
        menu->addAction(tr("No recent files"))->setEnabled(false);
        return;
    }
    menu->addSeparator();
    connect(menu->addAction(tr("Clear list")), &QAction::triggered, this, &RecentFiles::clear);
}

void RecentFiles::save() const
{
    QStringList stored;
    for (const QStringList &paths : m_entries)
        stored << paths.join(kSeparator);
    QSettings().setValue(kKey, stored);
}

} // namespace rl
