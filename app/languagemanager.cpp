// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/languagemanager.h"

#include <QCoreApplication>
#include <QPointer>
#include <QSettings>
#include <QTranslator>

namespace rl {

namespace {
const QString kKey = QStringLiteral("language");
}

LanguageManager::LanguageManager(QObject *parent) : QObject(parent) { }

LanguageManager *LanguageManager::instance()
{
    static QPointer<LanguageManager> manager;
    if (!manager) {
        manager = new LanguageManager(QCoreApplication::instance());
        manager->setLanguage(savedLanguage());
    }
    return manager;
}

QString LanguageManager::savedLanguage()
{
    return QSettings().value(kKey, QStringLiteral("en")).toString();
}

bool LanguageManager::setLanguage(const QString &language)
{
    if (language == m_language)
        return true;
    if (m_translator) {
        QCoreApplication::removeTranslator(m_translator);
        delete m_translator;
        m_translator = nullptr;
    }
    bool ok = true;
    if (language != u"en") {
        auto *translator = new QTranslator(this);
        ok = translator->load(u":/i18n/rooflens_"_qs + language);
        if (ok) {
            QCoreApplication::installTranslator(translator);
            m_translator = translator;
        } else {
            delete translator;
        }
    }
    m_language = ok ? language : QStringLiteral("en");
    QSettings().setValue(kKey, m_language);
    Q_EMIT languageChanged(m_language);
    return ok;
}

} // namespace rl
