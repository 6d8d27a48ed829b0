// SPDX-License-Identifier: GPL-3.0-or-later
// Compare mode as the user opens it (`rooflens --compare BEFORE AFTER`, File ▸ Compare runs…):
// loading in the background, what the window shows, cancel and errors.
#include "app/comparecontroller.h"
#include "app/comparewindow.h"
#include "app/mainwindow.h"
#include "core/sim/demoworkspace.h"
#include "widgets/common/messagebar.h"
#include "widgets/compare/comparerooflinechart.h"
#include "widgets/compare/compareview.h"
#include "widgets/compare/deltatablemodel.h"
#include "widgets/roofline/rooflinechart.h"
#include "widgets/roofline/rooflinepanel.h"

#include <QAction>
#include <QMenuBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace rl;

namespace {

QAction *actionNamed(QWidget *window, const QString &textStart)
{
    for (QAction *a : window->findChildren<QAction *>()) {
        if (a->text().remove(u'&').startsWith(textStart))
            return a;
    }
    return nullptr;
}

} // namespace

class TestCompareWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"RoofLensTest"_qs);
        QCoreApplication::setApplicationName(u"tst_comparewindow"_qs);
        QVERIFY(m_demo.isValid());
        const Result<sim::DemoReport> demo = sim::writeDemoWorkspace(m_demo.path());
        QVERIFY2(demo, demo ? "" : qPrintable(demo.error().toString()));
        m_before = m_demo.filePath(u"before"_qs);
        m_after = m_demo.filePath(u"after"_qs);
    }

    void comparesTwoRunsInTheBackgroundAndShowsEveryView()
    {
        CompareWindow window;
        window.show();
        QSignalSpy shown(&window, &CompareWindow::comparisonShown);
        window.compare(m_before, m_after);
        QVERIFY(window.controller()->isRunning());
        QVERIFY(!window.view()->comparison()); // nothing partial while the worker runs
        QVERIFY(!actionNamed(&window, u"Save HTML report"_qs)->isEnabled());
        QVERIFY(shown.wait(60000));
        const auto comparison = window.view()->comparison();
        QVERIFY(comparison);
        QCOMPARE(int(comparison->deltas.size()), 155);
        QCOMPARE(window.view()->deltaModel()->rowCount(), 155);
        QVERIFY(comparison->speedup && *comparison->speedup > 1.1);
        QVERIFY(!window.view()->rooflineCharts().isEmpty()); // the Roofline is in compare mode too
        for (CompareRooflineChart *chart : window.view()->rooflineCharts())
            QCOMPARE(chart->plot()->contextMenuPolicy(), Qt::CustomContextMenu); // export menu
        QVERIFY(actionNamed(&window, u"Save HTML report"_qs)->isEnabled());
        QVERIFY(actionNamed(&window, u"Export all charts"_qs)->isEnabled());
        QVERIFY(window.windowTitle().contains(u"before"));
    }

    void cancellingLeavesNoComparisonBehind()
    {
        CompareWindow window;
        QSignalSpy cancelled(window.controller(), &CompareController::cancelled);
        window.compare(m_before, m_after);
        window.controller()->cancel();
        QCOMPARE(cancelled.count(), 1);
        QVERIFY(!window.controller()->isRunning());
        QTest::qWait(200);
        QVERIFY(!window.view()->comparison());
        QVERIFY(!window.messageBar()->isHidden()); // says it was cancelled
    }

    void aMissingRunIsNamedInTheMessageBar()
    {
        CompareWindow window;
        window.show();
        QSignalSpy failed(window.controller(), &CompareController::failed);
        const QString missing = m_demo.filePath(u"no-such-run"_qs);
        window.compare(m_before, missing);
        QVERIFY(failed.wait(60000));
        const Error error = failed.first().first().value<Error>();
        QVERIFY2(QString(error.message + error.location).contains(u"no-such-run"), qPrintable(error.message));
        QVERIFY(!window.messageBar()->isHidden());
        QVERIFY(!window.view()->comparison());
    }

    void theMainWindowOpensCompareModeAndOffersExportsOnceLoaded()
    {
        MainWindow window;
        window.show();
        QAction *save = actionNamed(&window, u"Save HTML report"_qs);
        QAction *exportAll = actionNamed(&window, u"Export all charts"_qs);
        QVERIFY(save && exportAll);
        QVERIFY(!save->isEnabled());
        QVERIFY(!exportAll->isEnabled());
        window.openPaths({m_before});
        QTRY_VERIFY_WITH_TIMEOUT(!window.isShowingEmptyState(), 60000);
        QVERIFY(save->isEnabled());
        QVERIFY(exportAll->isEnabled());
        for (RooflineChart *chart : window.rooflinePanel()->charts())
            QCOMPARE(chart->plot()->contextMenuPolicy(), Qt::CustomContextMenu);

        CompareWindow *compare = window.openComparison(m_before, m_after);
        QSignalSpy shown(compare, &CompareWindow::comparisonShown);
        QVERIFY(shown.wait(60000));
        QCOMPARE(int(compare->view()->comparison()->deltas.size()), 155);
        compare->close(); // deletes itself
    }

private:
    QTemporaryDir m_demo;
    QString m_before;
    QString m_after;
};

QTEST_MAIN(TestCompareWindow)
#include "tst_comparewindow.moc"
