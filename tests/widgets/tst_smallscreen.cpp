// SPDX-License-Identifier: GPL-3.0-or-later
// A 1280 × 800 laptop screen holds the main window with a job loaded: no dock, list or filter
// row holds the window wider than the screen (the right-hand docks would be cut off).
#include "app/mainwindow.h"
#include "testutil.h"
#include "widgets/common/selectionmodel.h"

#include <QDockWidget>
#include <QStandardPaths>
#include <QTest>

using namespace rl;

class TestSmallScreen : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"RoofLensTest"_qs);
        QCoreApplication::setApplicationName(u"tst_smallscreen"_qs);
    }

    void theWindowFitsA1280By800Screen()
    {
        RL_REAL_DATA(job, u"torchnpu_a2_2rank_level2_text"_qs);
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        {
            QStringList widths;
            for (const QDockWidget *dock : window.findChildren<QDockWidget *>())
                widths << dock->objectName() + u' ' + QString::number(dock->minimumSizeHint().width());
            widths << u"centre "_qs + QString::number(window.centralWidget()->minimumSizeHint().width());
            qInfo("shown: %d wide, at least %d: %s", window.width(), window.minimumSizeHint().width(),
                  qPrintable(widths.join(u", ")));
        }
        window.openPaths({job});
        QTRY_VERIFY_WITH_TIMEOUT(window.selection()->analysis(), 30000);
        QTest::qWait(200);
        qInfo("loaded: %d wide", window.width());
        for (bool operators : {false, true}) {
            operators ? window.showOperatorView() : window.showRunPage();
            QTest::qWait(50);
            QStringList widths;
            for (const QDockWidget *dock : window.findChildren<QDockWidget *>())
                widths << dock->objectName() + u' ' + QString::number(dock->minimumSizeHint().width());
            widths << u"centre "_qs + QString::number(window.centralWidget()->minimumSizeHint().width());
            QVERIFY2(
                window.minimumSizeHint().width() <= 1280 && window.width() <= 1280,
                qPrintable(u"window %1 (at least %2): "_qs.arg(window.width()).arg(window.minimumSizeHint().width())
                           + widths.join(u", ")));
        }
    }
};

QTEST_MAIN(TestSmallScreen)
#include "tst_smallscreen.moc"
