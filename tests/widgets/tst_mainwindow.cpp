// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hardwareselector.h"
#include "app/hbmselector.h"
#include "app/loadcontroller.h"
#include "app/mainwindow.h"
#include "app/thresholdeditor.h"
#include "widgetfixture.h"
#include "widgets/common/messagebar.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/operators/operatortablemodel.h"
#include "widgets/operators/operatortableview.h"
#include "widgets/roofline/rooflinechart.h"
#include "widgets/roofline/rooflinepanel.h"
#include "widgets/run/runpage.h"

#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace rl;
using namespace rl::test;

class TestMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // settings and caches of the test, not the user's
        QCoreApplication::setOrganizationName(u"RoofLensTest"_qs);
        QCoreApplication::setApplicationName(u"tst_mainwindow"_qs);
    }

    void startsOnTheEmptyState()
    {
        MainWindow window;
        QVERIFY(window.isShowingEmptyState());
        QVERIFY(!window.selection()->analysis());
    }

    void loadsAProfileInTheBackgroundAndShowsIt()
    {
        QTemporaryDir dir;
        const QString path = writeSampleProfile(dir);
        QVERIFY(!path.isEmpty());

        MainWindow window;
        window.show();
        QSignalSpy started(window.loader(), &LoadController::started);
        window.openPaths({path});
        QCOMPARE(started.count(), 1);
        QVERIFY(!window.selection()->analysis()); // nothing shown before the worker is done
        QTRY_VERIFY(window.selection()->analysis());
        QVERIFY(!window.loader()->isLoading());
        QVERIFY(!window.isShowingEmptyState());
        const auto analysis = window.selection()->analysis();
        QCOMPARE(analysis->operators.size(), size_t(3));
        QCOMPARE(analysis->hardware.id, u"ascend910b2"_qs);
        QCOMPARE(window.operatorTable()->model()->rowCount(), 3);
        QVERIFY(!window.rooflinePanel()->visibleCharts().isEmpty());
        int points = 0;
        for (RooflineChart *chart : window.rooflinePanel()->charts())
            points += int(chart->data().points.size());
        QVERIFY(points >= 2);

        // a threshold change recomputes from the loaded profile, keeping the workload
        QDoubleSpinBox *r = window.thresholdEditor()->rBox();
        r->setValue(0.5);
        QTRY_COMPARE(window.selection()->analysis()->thresholds.r, 0.5);
        QCOMPARE(window.selection()->analysis()->profile, analysis->profile);

        // and so does another chip
        window.hardwareSelector()->setChoice(u"ascend910b4"_qs);
        QCOMPARE(window.selection()->analysis()->hardware.id, u"ascend910b4"_qs);
        QCOMPARE(window.selection()->analysis()->thresholds.r, 0.5);

        // the HBM selector next to it offers the chip's other variant and recomputes with it
        HbmSelector *hbm = window.hbmSelector();
        QVERIFY(hbm->isEnabled());
        QCOMPARE(hbm->count(), 2); // the chip's own (default), cj
        hbm->setCurrentIndex(hbm->findData(u"cj"_qs));
        QCOMPARE(window.selection()->analysis()->hardware.hbmVariant, u"cj"_qs);
        QCOMPARE(*window.selection()->analysis()->hardware.memoryBandwidthGbs(ComponentId::Gm), 1250.0);
        // another chip starts from its own variant
        window.hardwareSelector()->setChoice(u"ascend910b2"_qs);
        QCOMPARE(window.selection()->analysis()->hardware.hbmVariant, u"default"_qs);
        QCOMPARE(hbm->choice(), QString());
    }

    // The paths named at start are read while the window is made, with the choices it then
    // shows: the chip named, the HBM variant and the threshold editor's values.
    void aProfileNamedAtStartIsReadWithTheChoicesTheWindowShows()
    {
        QTemporaryDir dir;
        const QString path = writeSampleProfile(dir);
        QVERIFY(!path.isEmpty());

        MainWindow window(MainWindow::OpenAtStart{{path}, u"ascend910b4"_qs, {}});
        QVERIFY(window.loader()->isLoading());
        const AnalysisRequest &request = window.loader()->request();
        QCOMPARE(request.paths, QStringList{path});
        QCOMPARE(request.hardware, u"ascend910b4"_qs);
        QCOMPARE(window.hardwareSelector()->choice(), request.hardware);
        QCOMPARE(request.hbmVariant, window.hbmSelector()->choice());
        QVERIFY(request.options.thresholds == window.thresholdEditor()->thresholds());
        window.show();
        QTRY_VERIFY(window.selection()->analysis());
        QVERIFY(!window.isShowingEmptyState());
        QCOMPARE(window.selection()->analysis()->hardware.id, u"ascend910b4"_qs);
        QCOMPARE(window.operatorTable()->model()->rowCount(), 3);
    }

    // A job with step traces opens on where its steps go; computing leads to the operator
    // view, communication raises the timeline on the step, another rank loads that rank.
    void aJobWithStepTracesOpensOnTheRunPageThatLeadsOn()
    {
        RL_REAL_DATA(root, u"torchnpu_a2_2rank_level2_text"_qs);
        MainWindow window;
        window.show();
        window.openPaths({root});
        QTRY_VERIFY_WITH_TIMEOUT(window.selection()->analysis(), 20000);
        QVERIFY(window.isShowingRunPage());
        QCOMPARE(window.runPage()->chart()->rows().size(), size_t(2));
        QVERIFY(window.runPage()->summaryText().contains(u"on every rank"));
        window.runPage()->activate(RunBreakdownChart::Part::Communication, 0);
        QVERIFY(window.timelineDock()->isVisible());
        QVERIFY(window.selection()->rangeEndUs() - window.selection()->rangeStartUs() > 100000.0); // the 130 ms step
        window.runPage()->activate(RunBreakdownChart::Part::Computing, 0);
        QVERIFY(!window.isShowingRunPage());
        window.showRunPage();
        QVERIFY(window.isShowingRunPage());
        const auto rank0 = window.selection()->analysis();
        window.runPage()->activate(RunBreakdownChart::Part::Computing, 1);
        QTRY_VERIFY_WITH_TIMEOUT(window.selection()->analysis() != rank0, 20000);
        QCOMPARE(window.selection()->analysis()->profile->run->analysedRank, 1);
    }

    void aBrokenFileIsReportedInTheMessageBarWithItsLocation()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"broken.json"_qs);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\n  \"schema\": \"rooflens.profile/1\",\n  \"operators\": [ {\"name\": 3} ]\n}\n");
        file.close();
        MainWindow window;
        window.openPaths({path});
        QTRY_VERIFY(!window.messageBar()->isHidden());
        QTRY_VERIFY(!window.loader()->isLoading());
        QCOMPARE(window.messageBar()->severity(), Diagnostic::Severity::Error);
        QVERIFY2(window.messageBar()->plainText().contains(u"broken.json"_qs),
                 qPrintable(window.messageBar()->plainText()));
        QVERIFY(window.isShowingEmptyState());
    }

    void aNewerLoadMakesTheOlderOneStale()
    {
        QTemporaryDir dir;
        const QString a = dir.filePath(u"a.json"_qs);
        const QString b = dir.filePath(u"b.json"_qs);
        for (const QString &path : {a, b}) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(sampleProfileJson(path == a ? u"ascend910b2"_qs : u"ascend910b3"_qs));
        }
        MainWindow window;
        QSignalSpy finished(window.loader(), &LoadController::finished);
        window.openPaths({a});
        window.openPaths({b});
        QTRY_VERIFY(window.selection()->analysis());
        QTest::qWait(200); // give a stale result the chance to arrive (it must not)
        QCOMPARE(finished.count(), 1);
        QCOMPARE(window.selection()->analysis()->hardware.id, u"ascend910b3"_qs);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
