// SPDX-License-Identifier: GPL-3.0-or-later
// A job is a job (core/job/README.md): the main window on a job of two ranks shows both on the
// run page, names the rank shown in the title and status bar, switches rank from the picker,
// the View menu and the keyboard keeping the selected kernel, and says when a rank could not
// be read. On the real 2-rank job, the real DB export laid out as two ranks (QSKIP without
// ../shared) and a job made here.
#include "app/loadcontroller.h"
#include "app/mainwindow.h"
#include "app/rankpicker.h"
#include "app/statusprogress.h"
#include "testutil.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/run/runbreakdownchart.h"
#include "widgets/run/runpage.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QMenu>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace rl;
using rl::test::writeFixture;

namespace {

int operatorNamed(const Analysis &analysis, const QString &name)
{
    for (size_t i = 0; i < analysis.profile->operators.size(); ++i) {
        if (analysis.profile->operators[i].name == name)
            return int(i);
    }
    return -1;
}

QString selectedName(const MainWindow &window)
{
    const auto analysis = window.selection()->analysis();
    const int selected = window.selection()->selectedOperator();
    return analysis && selected >= 0 ? analysis->profile->operators[size_t(selected)].name : QString();
}

bool noRankPending(const MainWindow &window)
{
    const auto run = window.selection()->run();
    return run && std::none_of(run->ranks.begin(), run->ranks.end(), [](const RankBreakdown &r) { return r.pending; });
}

// A rank of a job made here: one kernel, and a HCCL timeline so its step can be derived.
bool writeRank(const QString &dir, int rank, const QByteArray &table)
{
    return writeFixture(dir + u"/profiler_info_" + QString::number(rank) + u".json",
                        R"({"rank_id":)" + QByteArray::number(rank) + "}")
        && writeFixture(dir + u"/ASCEND_PROFILER_OUTPUT/kernel_details.csv", table)
        && writeFixture(dir + u"/ASCEND_PROFILER_OUTPUT/trace_view.json",
                        R"([{"ph":"M","name":"process_name","pid":3,"args":{"name":"HCCL"}},
{"ph":"X","name":"Notify_Wait","pid":3,"tid":1,"ts":1000,"dur":50}])");
}

} // namespace

class TestRankPicker : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"RoofLensTest"_qs);
        QCoreApplication::setApplicationName(u"tst_rankpicker"_qs);
    }

    void aTwoRankJobShowsBothRanksAndSwitchesKeepingTheKernel()
    {
        RL_REAL_DATA(job, u"torchnpu_a2_2rank_level2_text"_qs);
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        window.openPaths({job});
        QTRY_VERIFY_WITH_TIMEOUT(window.selection()->analysis(), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(!window.loader()->isCompletingJob(), 30000);
        RankPicker *picker = window.rankPicker();
        QCOMPARE(picker->ranks(), (QList<int>{0, 1}));
        QCOMPARE(picker->shownRank(), 0);
        QVERIFY(picker->isVisibleTo(&window));
        QCOMPARE(picker->combo()->count(), 2);
        QCOMPARE(window.runPage()->chart()->rowCount(), 2);
        QVERIFY2(window.windowTitle().contains(u"rank 0 of 2"), qPrintable(window.windowTitle()));
        QVERIFY(window.selection()->run()->groups.size() > 0); // operator types compared across ranks

        const QString kernel = u"aclnnAddmm_MatMulCommon_MatMulV2"_qs;
        const int index = operatorNamed(*window.selection()->analysis(), kernel);
        QVERIFY(index >= 0);
        window.selection()->setSelectedOperator(index);
        const auto rank0 = window.selection()->analysis()->profile;

        picker->combo()->setCurrentIndex(1);
        Q_EMIT picker->combo()->activated(1);
        QTRY_COMPARE_WITH_TIMEOUT(window.loader()->shownRank(), 1, 30000);
        QTRY_VERIFY(window.selection()->analysis()->profile != rank0);
        QCOMPARE(selectedName(window), kernel); // the same kernel, on the other rank
        QCOMPARE(window.selection()->run()->analysedRank, 1);
        QCOMPARE(window.selection()->run()->ranks.size(), size_t(2));
        QCOMPARE(picker->shownRank(), 1);
        QVERIFY2(window.windowTitle().contains(u"rank 1 of 2"), qPrintable(window.windowTitle()));
        const QString status = window.findChild<StatusProgress *>()->text();
        QVERIFY2(status.startsWith(u"Rank 1 of 2 · "), qPrintable(status));

        // Back with the keyboard's Previous rank: rank 0 was read before, so nothing is read again.
        window.rankPicker()->previousAction()->trigger();
        QTRY_COMPARE(window.loader()->shownRank(), 0);
        QCOMPARE(window.selection()->analysis()->profile, rank0);
        QCOMPARE(selectedName(window), kernel);
        QVERIFY(window.rankPicker()->menu()->actions().size() >= 4); // two ranks, next, previous
    }

    void bothRankFoldersGivenTogetherAreOneJob()
    {
        RL_REAL_DATA(level2, u"torchnpu_a2_2rank_level2_text/level2"_qs);
        MainWindow window;
        window.openPaths({level2 + u"/rank0_ascend_pt", level2 + u"/rank1_ascend_pt"});
        QTRY_VERIFY_WITH_TIMEOUT(window.selection()->analysis(), 30000);
        QCOMPARE(window.selection()->analysis()->profile->inputs.size(), size_t(1)); // one rank, not merged
        QCOMPARE(window.rankPicker()->ranks(), (QList<int>{0, 1}));
        QCOMPARE(window.selection()->run()->ranks.size(), size_t(2));
    }

    void aDbOnlyJobShowsEveryRankOnceRead()
    {
        RL_REAL_DATA(rank0, u"torchnpu_a2_db_level1/rank0_ascend_pt"_qs);
        QTemporaryDir job;
        // The shared level-1 DB export laid out as two ranks (copied to a temporary folder).
        for (int rank : {0, 1}) {
            const QString dir = job.filePath(u"rank%1_ascend_pt"_qs.arg(rank));
            QVERIFY(QDir().mkpath(dir + u"/ASCEND_PROFILER_OUTPUT"));
            QVERIFY(QFile::copy(rank0 + u"/ASCEND_PROFILER_OUTPUT/ascend_pytorch_profiler_0.db",
                                dir + u"/ASCEND_PROFILER_OUTPUT/ascend_pytorch_profiler_%1.db"_qs.arg(rank)));
            QVERIFY(writeFixture(dir + u"/profiler_info_%1.json"_qs.arg(rank),
                                 R"({"rank_id":)" + QByteArray::number(rank) + "}"));
        }
        MainWindow window;
        window.openPaths({job.path()});
        QTRY_VERIFY_WITH_TIMEOUT(window.selection()->analysis(), 30000);
        QCOMPARE(window.selection()->run()->ranks.size(), size_t(2)); // listed at once, rank 1 pending
        QTRY_VERIFY_WITH_TIMEOUT(noRankPending(window), 30000);
        const auto run = window.selection()->run();
        QCOMPARE(run->ranks.size(), size_t(2));
        QVERIFY(!run->ranks[1].steps.empty());
        QCOMPARE(window.runPage()->chart()->rowCount(), 2);
        QVERIFY2(window.runPage()->summaryText().contains(u"waiting for a peer (Notify Wait)"),
                 qPrintable(window.runPage()->summaryText()));
        QCOMPARE(window.rankPicker()->ranks(), (QList<int>{0, 1}));
        const QString status = window.findChild<StatusProgress *>()->text();
        QVERIFY2(status.startsWith(u"Rank 0 of 2 · "), qPrintable(status)); // still said once all are read
    }

    void aRankThatCannotBeReadIsNamedNotDropped()
    {
        QTemporaryDir job;
        const QByteArray table = "Step Id,Name,Type,Accelerator Core,Start Time(us),Duration(us),Wait Time(us),Block "
                                 "Dim\n1,KernelA,Add,AI_VECTOR_CORE,100.5\t,3.0,0,8\n";
        QVERIFY(writeRank(job.filePath(u"rank0_ascend_pt"_qs), 0, table));
        QVERIFY(writeRank(job.filePath(u"rank1_ascend_pt"_qs), 1, "broken,table\n1,2\n"));
        MainWindow window;
        window.openPaths({job.path()});
        QTRY_VERIFY_WITH_TIMEOUT(window.selection()->analysis(), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(noRankPending(window), 30000);
        const auto run = window.selection()->run();
        QCOMPARE(run->ranks.size(), size_t(2));
        QVERIFY(!run->ranks[1].problem.isEmpty());
        QVERIFY2(window.runPage()->titleText().contains(u"(1 could not be read)"),
                 qPrintable(window.runPage()->titleText()));
        QCOMPARE(window.runPage()->chart()->rowCount(), 2);
        QCOMPARE(window.runPage()->chart()->rowLabel(1), u"rank 1 · not read"_qs);
    }
};

QTEST_MAIN(TestRankPicker)
#include "tst_rankpicker.moc"
