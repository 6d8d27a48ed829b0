// SPDX-License-Identifier: GPL-3.0-or-later
// Contrast (issue 37): every text/background pair of the application palette, links included,
// and the message bar's text and links on its tint read at 4.5:1 or more, in English and
// Chinese, light and dark, after any sequence of language and theme switches (the bar used to
// keep a pale link on beige after dark → light). The ratio is computed (WCAG 2), not looked at.
#include "app/languagemanager.h"
#include "app/thememanager.h"
#include "widgets/common/contrast.h"
#include "widgets/common/messagebar.h"

#include <QApplication>
#include <QLabel>
#include <QStandardPaths>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>

using namespace rl;

namespace {

using Theme = ThemeManager::Theme;

// A colour with alpha as it shows on `background`.
QColor over(const QColor &c, const QColor &background)
{
    const double a = c.alphaF();
    return QColor::fromRgbF(float(c.redF() * a + background.redF() * (1 - a)),
                            float(c.greenF() * a + background.greenF() * (1 - a)),
                            float(c.blueF() * a + background.blueF() * (1 - a)));
}

// The pairs of roles that are drawn as text on background (disabled text is exempt, as in
// WCAG), with what fails.
QStringList paletteFailures(const QPalette &p)
{
    struct Pair
    {
        QPalette::ColorRole text, background;
        const char *name;
    };
    const Pair pairs[] = {
        {QPalette::WindowText, QPalette::Window, "WindowText/Window"},
        {QPalette::Text, QPalette::Base, "Text/Base"},
        {QPalette::Text, QPalette::AlternateBase, "Text/AlternateBase"},
        {QPalette::ButtonText, QPalette::Button, "ButtonText/Button"},
        {QPalette::ToolTipText, QPalette::ToolTipBase, "ToolTipText/ToolTipBase"},
        {QPalette::HighlightedText, QPalette::Highlight, "HighlightedText/Highlight"},
        {QPalette::PlaceholderText, QPalette::Base, "PlaceholderText/Base"},
        {QPalette::Link, QPalette::Base, "Link/Base"},
        {QPalette::Link, QPalette::Window, "Link/Window"},
        {QPalette::LinkVisited, QPalette::Base, "LinkVisited/Base"},
        {QPalette::LinkVisited, QPalette::Window, "LinkVisited/Window"},
    };
    QStringList failures;
    for (QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive}) {
        for (const Pair &pair : pairs) {
            const QColor background = p.color(group, pair.background);
            const double ratio = contrastRatio(over(p.color(group, pair.text), background), background);
            if (ratio < 4.5)
                failures << QString::fromLatin1(pair.name) + u' ' + QString::number(ratio, 'f', 2);
        }
    }
    return failures;
}

// The colours the bar's label really draws its anchors in: parsed as QLabel parses its text.
QList<QColor> anchorColours(const QString &html, const QColor &fallback)
{
    QTextDocument doc;
    doc.setHtml(html);
    QList<QColor> colours;
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat f = it.fragment().charFormat();
            if (f.isAnchor())
                colours << (f.hasProperty(QTextFormat::ForegroundBrush) ? f.foreground().color() : fallback);
        }
    }
    return colours;
}

QStringList barFailures(MessageBar &bar)
{
    QStringList failures;
    const QColor background = bar.background();
    const double text = contrastRatio(bar.textColor(), background);
    if (text < 4.5)
        failures << u"bar text "_qs + QString::number(text, 'f', 2);
    const QList<QColor> anchors = anchorColours(bar.richText(), bar.linkColor());
    if (anchors.isEmpty())
        failures << u"no link in the bar"_qs;
    for (const QColor &c : anchors) {
        const double ratio = contrastRatio(c, background);
        if (ratio < 4.5)
            failures << u"bar link "_qs + c.name() + u" on "_qs + background.name() + u' '
                    + QString::number(ratio, 'f', 2);
    }
    return failures;
}

} // namespace

class TestPaletteContrast : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"RoofLensTest"_qs);
        QCoreApplication::setApplicationName(u"tst_palettecontrast"_qs);
    }

    void bothThemesPalettesReadEverywhere()
    {
        QCOMPARE(paletteFailures(ThemeManager::lightPalette()), QStringList());
        QCOMPARE(paletteFailures(ThemeManager::darkPalette()), QStringList());
    }

    void everyLanguageAndThemeReadsAfterAnySequenceOfSwitches_data()
    {
        QTest::addColumn<QStringList>("steps"); // "en", "zh_CN", "light", "dark", in order
        QTest::newRow("en light") << QStringList{u"en"_qs, u"light"_qs};
        QTest::newRow("en dark") << QStringList{u"en"_qs, u"dark"_qs};
        QTest::newRow("zh dark") << QStringList{u"zh_CN"_qs, u"dark"_qs};
        QTest::newRow("zh light") << QStringList{u"zh_CN"_qs, u"light"_qs};
        QTest::newRow("zh dark then light") << QStringList{u"zh_CN"_qs, u"dark"_qs, u"light"_qs};
        QTest::newRow("dark, zh, light, en, dark")
            << QStringList{u"dark"_qs, u"zh_CN"_qs, u"light"_qs, u"en"_qs, u"dark"_qs};
        QTest::newRow("light, dark, zh, light")
            << QStringList{u"light"_qs, u"dark"_qs, u"zh_CN"_qs, u"light"_qs, u"dark"_qs, u"light"_qs};
    }

    void everyLanguageAndThemeReadsAfterAnySequenceOfSwitches()
    {
        QFETCH(QStringList, steps);
        ThemeManager *themes = ThemeManager::instance();
        LanguageManager *languages = LanguageManager::instance();
        // Bars of every severity, shown before the switches, like the one of the last load.
        std::vector<std::unique_ptr<MessageBar>> bars;
        for (Diagnostic::Severity severity :
             {Diagnostic::Severity::Info, Diagnostic::Severity::Warning, Diagnostic::Severity::Error}) {
            auto bar = std::make_unique<MessageBar>();
            Diagnostics list;
            for (int i = 0; i < 6; ++i)
                list << Diagnostic(severity, u"row skipped"_qs, u"/data/op_summary.csv:"_qs + QString::number(i));
            bar->showDiagnostics(list, 2);
            bar->resize(800, 120);
            bars.push_back(std::move(bar));
        }
        bool themed = false; // the system's palette (before a theme is chosen) is not ours to judge
        for (const QString &step : steps) {
            if (step == u"light" || step == u"dark") {
                themes->setTheme(step == u"light" ? Theme::Light : Theme::Dark);
                themed = true;
            } else {
                QVERIFY2(languages->setLanguage(step), qPrintable(step));
            }
            QCoreApplication::processEvents();
            if (!themed)
                continue;
            QCOMPARE(paletteFailures(QApplication::palette()), QStringList());
            for (auto &bar : bars)
                QCOMPARE(barFailures(*bar), QStringList());
        }
        languages->setLanguage(u"en"_qs);
    }
};

QTEST_MAIN(TestPaletteContrast)
#include "tst_palettecontrast.moc"
