// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

class QTranslator;

namespace rl {

// Switches the interface language at run time: installs (or removes) the translator from
// :/i18n, which makes Qt send QEvent::LanguageChange to every widget so each retranslates.
// The choice persists in QSettings.
class LanguageManager : public QObject
{
    Q_OBJECT
public:
    explicit LanguageManager(QObject *parent = nullptr);
    // The application's one manager (the translator is process-wide), owned by qApp.
    static LanguageManager *instance();

    QString language() const { return m_language; } // "en" or "zh_CN"
    // False when the catalogue for the language is missing; English always works.
    bool setLanguage(const QString &language);
    static QString savedLanguage();
    // The language the analysis should write advice in (AnalyzeOptions::language).
    QString adviceLanguage() const { return m_language; }

Q_SIGNALS:
    void languageChanged(const QString &language);

private:
    QTranslator *m_translator = nullptr;
    QString m_language = QStringLiteral("en");
};

} // namespace rl
