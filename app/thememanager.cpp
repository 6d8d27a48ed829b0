// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/thememanager.h"

#include <QApplication>
#include <QPointer>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>

#include <memory>

namespace rl {

namespace {
const QString kKey = QStringLiteral("theme");
}

ThemeManager::ThemeManager(QObject *parent)
    : QObject(parent), m_systemPalette(QApplication::palette()), m_systemStyle(QApplication::style()->name())
{ }

ThemeManager *ThemeManager::instance()
{
    static QPointer<ThemeManager> manager;
    if (!manager) {
        manager = new ThemeManager(QCoreApplication::instance());
        const int saved = QSettings().value(kKey, int(Theme::System)).toInt();
        if (saved == int(Theme::Light) || saved == int(Theme::Dark))
            manager->setTheme(Theme(saved));
    }
    return manager;
}

void ThemeManager::setTheme(Theme theme)
{
    if (theme == m_theme)
        return;
    m_theme = theme;
    QSettings().setValue(kKey, int(theme));
    if (theme == Theme::System) {
        if (QStyle *style = QStyleFactory::create(m_systemStyle))
            QApplication::setStyle(style);
        QApplication::setPalette(m_systemPalette);
    } else {
        // Fusion draws every palette role faithfully; native styles may ignore a dark one.
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(theme == Theme::Dark ? darkPalette() : lightPalette());
    }
    Q_EMIT themeChanged(theme);
}

QPalette ThemeManager::lightPalette()
{
    // Only its palette is wanted: the style itself is not the application's, so it is ours to free.
    const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    QPalette p = fusion ? fusion->standardPalette() : QPalette();
    // Fusion's selection blue, visited magenta and half-transparent placeholder read below
    // 4.5:1 against their backgrounds (tests/widgets/tst_palettecontrast.cpp): darker ones.
    for (QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive}) {
        p.setColor(group, QPalette::Highlight, QColor(30, 100, 180));
        p.setColor(group, QPalette::HighlightedText, Qt::white);
        p.setColor(group, QPalette::Link, QColor(0, 0, 255));
        p.setColor(group, QPalette::LinkVisited, QColor(106, 27, 154));
        p.setColor(group, QPalette::PlaceholderText, QColor(107, 107, 107));
    }
    return p;
}

QPalette ThemeManager::darkPalette()
{
    QPalette p;
    const QColor window(45, 45, 48);
    const QColor base(30, 30, 32);
    const QColor text(225, 225, 225);
    const QColor disabled(127, 127, 127);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(40, 40, 43));
    p.setColor(QPalette::ToolTipBase, QColor(60, 60, 64));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(150, 150, 150));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(255, 90, 90));
    p.setColor(QPalette::Light, QColor(70, 70, 74));
    p.setColor(QPalette::Midlight, QColor(60, 60, 64));
    p.setColor(QPalette::Mid, QColor(50, 50, 53));
    p.setColor(QPalette::Dark, QColor(25, 25, 27));
    p.setColor(QPalette::Shadow, QColor(10, 10, 10));
    // Dark enough under white text (4.5:1 and more, tests/widgets/tst_palettecontrast.cpp).
    p.setColor(QPalette::Highlight, QColor(30, 100, 180));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(86, 156, 234));
    p.setColor(QPalette::LinkVisited, QColor(180, 150, 240));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}

} // namespace rl
