// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPalette>

namespace rl {

// The colour theme of the whole application: the system's, or RoofLens's own light or dark
// palette (Fusion style). Every chart derives its colours from the palette and redraws on
// the PaletteChange this causes. The choice persists.
class ThemeManager : public QObject
{
    Q_OBJECT
public:
    enum class Theme { System, Light, Dark };
    Q_ENUM(Theme)

    static ThemeManager *instance(); // owned by qApp; applies the saved theme once
    Theme theme() const { return m_theme; }
    void setTheme(Theme theme);

    static QPalette darkPalette();
    static QPalette lightPalette();

Q_SIGNALS:
    void themeChanged(rl::ThemeManager::Theme theme);

private:
    explicit ThemeManager(QObject *parent);

    Theme m_theme = Theme::System;
    QPalette m_systemPalette;
    QString m_systemStyle;
};

} // namespace rl
