// SPDX-License-Identifier: GPL-3.0-or-later
// Switching language and theme at run time lays every chart out again: no plot grows wider
// than the area that shows it (Chinese text once left every Roofline cut on the right, until
// a restart), every axis rect stays inside its plot, and every chart text is translated.
#include "app/languagemanager.h"
#include "app/mainwindow.h"
#include "app/thememanager.h"
#include "widgetfixture.h"
#include "widgets/common/qcp.h"
#include "widgets/common/selectionmodel.h"

#include <QFile>
#include <QScrollArea>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

// The part of `widget` its nearest scroll area (or the window) shows, in window coordinates.
QRect visibleArea(const QWidget *widget)
{
    for (const QWidget *w = widget->parentWidget(); w; w = w->parentWidget()) {
        if (const auto *area = qobject_cast<const QScrollArea *>(w))
            return QRect(area->viewport()->mapTo(widget->window(), QPoint(0, 0)), area->viewport()->size());
    }
    return widget->window()->rect();
}

void checkEveryPlot(const QWidget &window, const QString &when)
{
    int checked = 0;
    for (QCustomPlot *plot : window.findChildren<QCustomPlot *>()) {
        if (!plot->isVisible())
            continue;
        plot->replot(QCustomPlot::rpImmediateRefresh);
        ++checked;
        const QRect inWindow(plot->mapTo(&window, QPoint(0, 0)), plot->size());
        const QRect shown = visibleArea(plot);
        QVERIFY2(inWindow.right() <= shown.right() + 1,
                 qPrintable(when + u": a plot of "
                            + QString::fromLatin1(plot->parentWidget()->metaObject()->className()) + u" reaches x "
                            + QString::number(inWindow.right()) + u" beyond " + QString::number(shown.right())
                            + u" (its layout needs "
                            + QString::number(plot->plotLayout()->minimumOuterSizeHint().width()) + u" px)"));
        for (QCPAxisRect *rect : plot->axisRects())
            QVERIFY2(plot->rect().contains(rect->outerRect()), qPrintable(when + u": an axis rect leaves its plot"));
    }
    QVERIFY2(checked > 0, qPrintable(when));
}

} // namespace

class TestRelayout : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"RoofLensTest"_qs);
        QCoreApplication::setApplicationName(u"tst_relayout"_qs);
    }

    void languageAndThemeSwitchesKeepEveryChartInsideItsArea_data()
    {
        QTest::addColumn<int>("width");
        QTest::newRow("1400 px") << 1400;
        QTest::newRow("1920 px") << 1920;
    }

    void languageAndThemeSwitchesKeepEveryChartInsideItsArea()
    {
        QFETCH(int, width);
        QTemporaryDir dir;
        const QString path = writeSampleProfile(dir);
        QVERIFY(!path.isEmpty());

        MainWindow window;
        window.resize(width, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.openPaths({path});
        QTRY_VERIFY(window.selection()->analysis());
        window.selection()->setSelectedOperator(0);
        QCoreApplication::processEvents();
        checkEveryPlot(window, u"English, light"_qs);

        LanguageManager *languages = LanguageManager::instance();
        ThemeManager *themes = ThemeManager::instance();
        const struct Step
        {
            const char16_t *language;
            ThemeManager::Theme theme;
            const char16_t *name;
        } steps[] = {{u"zh_CN", ThemeManager::Theme::Light, u"Chinese, light"},
                     {u"zh_CN", ThemeManager::Theme::Dark, u"Chinese, dark"},
                     {u"en", ThemeManager::Theme::Dark, u"English, dark"},
                     {u"en", ThemeManager::Theme::Light, u"English, light again"}};
        for (const Step &step : steps) {
            if (!languages->setLanguage(QString::fromUtf16(step.language)))
                QSKIP("the Chinese catalogue is not built into this binary");
            themes->setTheme(step.theme);
            QCoreApplication::processEvents();
            QTest::qWait(20);
            QCoreApplication::processEvents();
            checkEveryPlot(window, QString::fromUtf16(step.name));
            if (step.language == QStringView(u"zh_CN")) {
                // Chart texts follow the language too (axis titles are translated).
                for (QCustomPlot *plot : window.findChildren<QCustomPlot *>()) {
                    if (plot->isVisible() && plot->xAxis && !plot->xAxis->label().isEmpty())
                        QVERIFY2(plot->xAxis->label() != u"Arithmetic intensity (FLOP/byte)"_qs,
                                 qPrintable(plot->xAxis->label()));
                }
            }
        }
        themes->setTheme(ThemeManager::Theme::System);
    }
};

QTEST_MAIN(TestRelayout)
#include "tst_relayout.moc"
