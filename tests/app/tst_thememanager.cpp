// SPDX-License-Identifier: GPL-3.0-or-later
// Settings ▸ Theme: the whole application, charts included, follows the chosen palette.
#include "app/thememanager.h"
#include "widgets/roofline/rooflinechart.h"

#include <QApplication>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <qcustomplot.h>

using namespace rl;

class TestThemeManager : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"RoofLensTest"_qs);
        QCoreApplication::setApplicationName(u"tst_thememanager"_qs);
    }

    void darkAndLightSwitchTheApplicationAndItsCharts()
    {
        ThemeManager *themes = ThemeManager::instance();
        QSignalSpy changed(themes, &ThemeManager::themeChanged);
        RooflineChart chart(ComponentPair{}, std::shared_ptr<const Analysis>());
        chart.show();

        themes->setTheme(ThemeManager::Theme::Dark);
        QCOMPARE(changed.count(), 1);
        QVERIFY(QApplication::palette().color(QPalette::Base).lightness() < 80);
        QCoreApplication::processEvents();
        QTRY_VERIFY(chart.plot()->xAxis->basePen().color().lightness() > 128); // light axes on dark

        themes->setTheme(ThemeManager::Theme::Light);
        QVERIFY(QApplication::palette().color(QPalette::Base).lightness() > 200);
        QTRY_VERIFY(chart.plot()->xAxis->basePen().color().lightness() < 128);

        themes->setTheme(ThemeManager::Theme::System);
        QCOMPARE(themes->theme(), ThemeManager::Theme::System);
        QCOMPARE(changed.count(), 3);
    }
};

QTEST_MAIN(TestThemeManager)
#include "tst_thememanager.moc"
