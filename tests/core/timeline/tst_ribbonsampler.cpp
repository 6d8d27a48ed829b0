// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/timeline/ribbonsampler.h"

#include <QTest>

#include <cmath>

using namespace rl;

namespace {

// 1 pipe [0,3), 2 pipes [3,4), idle [4,6), 3 pipes [6,10)
RibbonSampler sampler()
{
    return RibbonSampler({{0, 3, 1}, {3, 4, 2}, {4, 6, 0}, {6, 10, 3}});
}

} // namespace

class TestRibbonSampler : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aWindowReportsMeanBusyPipesAndShares_data()
    {
        QTest::addColumn<double>("t0");
        QTest::addColumn<double>("t1");
        QTest::addColumn<double>("mean");
        QTest::addColumn<double>("idle");
        QTest::addColumn<double>("serial");
        QTest::addColumn<double>("overlap");
        QTest::addColumn<double>("covered");
        QTest::newRow("whole span") << 0.0 << 10.0 << (3 + 2 + 0 + 12) / 10.0 << 0.2 << 0.3 << 0.5 << 10.0;
        QTest::newRow("inside one segment") << 1.0 << 2.0 << 1.0 << 0.0 << 1.0 << 0.0 << 1.0;
        QTest::newRow("across a boundary") << 2.0 << 5.0 << (1 + 2 + 0) / 3.0 << 1 / 3.0 << 1 / 3.0 << 1 / 3.0 << 3.0;
        QTest::newRow("idle only") << 4.5 << 5.5 << 0.0 << 1.0 << 0.0 << 0.0 << 1.0;
        QTest::newRow("partly outside") << 8.0 << 20.0 << 3.0 << 0.0 << 0.0 << 1.0 << 2.0;
    }
    void aWindowReportsMeanBusyPipesAndShares()
    {
        QFETCH(double, t0);
        QFETCH(double, t1);
        QFETCH(double, mean);
        QFETCH(double, idle);
        QFETCH(double, serial);
        QFETCH(double, overlap);
        QFETCH(double, covered);
        const RibbonSample s = sampler().sample(t0, t1);
        QVERIFY(qFuzzyCompare(s.coveredUs, covered));
        QVERIFY(qFuzzyCompare(1 + s.meanBusy, 1 + mean));
        QVERIFY(qFuzzyCompare(1 + s.idleShare, 1 + idle));
        QVERIFY(qFuzzyCompare(1 + s.serialShare, 1 + serial));
        QVERIFY(qFuzzyCompare(1 + s.overlapShare, 1 + overlap));
    }

    void aCursorWalkingLeftToRightGivesTheSameAnswers()
    {
        std::vector<ParallelSegment> profile;
        for (int i = 0; i < 5000; ++i)
            profile.push_back({double(i), double(i + 1), i % 4});
        const RibbonSampler s(profile);
        size_t cursor = 0;
        for (double t = -3.0; t < 5005.0; t += 0.7) {
            const RibbonSample walked = s.sample(t, t + 0.7, cursor);
            const RibbonSample fresh = s.sample(t, t + 0.7);
            QCOMPARE(walked.meanBusy, fresh.meanBusy);
            QCOMPARE(walked.coveredUs, fresh.coveredUs);
        }
        // and jumping back to the left still answers right
        QCOMPARE(s.sample(10.0, 11.0, cursor).meanBusy, 2.0);
    }

    void wideWindowsOfLongProfilesStayCloseToExact()
    {
        // 100 000 segments alternating 1 and 3 busy pipes, each 1 µs: mean 2 everywhere
        std::vector<ParallelSegment> profile;
        for (int i = 0; i < 100000; ++i)
            profile.push_back({double(i), double(i + 1), i % 2 ? 3 : 1});
        const RibbonSampler s(profile);
        for (double t0 : {0.0, 123.4, 50000.0, 99000.5}) {
            const RibbonSample wide = s.sample(t0, t0 + 800.0); // many grid cells
            QVERIFY2(std::fabs(wide.meanBusy - 2.0) < 2.0 / 8, qPrintable(QString::number(wide.meanBusy)));
            QVERIFY(std::fabs(wide.overlapShare - 0.5) < 1.0 / 8);
        }
        QCOMPARE(s.sample(10.0, 11.0).meanBusy, 1.0); // narrow windows stay exact
    }

    void windowsOutsideTheSpanAreEmpty()
    {
        QCOMPARE(sampler().sample(20, 30).coveredUs, 0.0);
        QCOMPARE(sampler().sample(-5, 0).coveredUs, 0.0);
        QCOMPARE(sampler().sample(5, 5).coveredUs, 0.0);
        QCOMPARE(RibbonSampler().sample(0, 1).coveredUs, 0.0);
        QCOMPARE(sampler().maxBusy(), 3);
    }
};

QTEST_GUILESS_MAIN(TestRibbonSampler)
#include "tst_ribbonsampler.moc"
