// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/timeline/timeformat.h"

#include <QTest>

using namespace rl;

class TestTimeFormat : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void theUnitFollowsTheMagnitude_data()
    {
        QTest::addColumn<double>("us");
        QTest::addColumn<QString>("text");
        QTest::newRow("ns") << 0.25 << u"250 ns"_qs;
        QTest::newRow("µs") << 12.5 << u"12.5 µs"_qs;
        QTest::newRow("ms") << 3000.0 << u"3 ms"_qs;
        QTest::newRow("s") << 4.2e7 << u"42 s"_qs;
        QTest::newRow("negative") << -0.04 << u"-40 ns"_qs;
        QTest::newRow("zero") << 0.0 << u"0 µs"_qs;
    }
    void theUnitFollowsTheMagnitude()
    {
        QFETCH(double, us);
        QFETCH(QString, text);
        QCOMPARE(formatDuration(us), text);
    }

    void tickStepsAreOneTwoOrFiveTimesAPowerOfTen_data()
    {
        QTest::addColumn<double>("span");
        QTest::addColumn<int>("maxTicks");
        QTest::addColumn<double>("step");
        QTest::newRow("37 µs over 8") << 37.0 << 8 << 5.0;
        QTest::newRow("1 s over 10") << 1e6 << 10 << 1e5;
        QTest::newRow("3 ns over 6") << 0.003 << 6 << 0.0005;
        QTest::newRow("19 over 10") << 19.0 << 10 << 2.0;
        QTest::newRow("degenerate") << 0.0 << 10 << 1.0;
    }
    void tickStepsAreOneTwoOrFiveTimesAPowerOfTen()
    {
        QFETCH(double, span);
        QFETCH(int, maxTicks);
        QFETCH(double, step);
        QVERIFY(qFuzzyCompare(niceTickStep(span, maxTicks), step));
    }

    void ticksFallOnMultiplesFromTheOrigin()
    {
        const auto ticks = tickPositions(3.0, 17.0, 5.0, 1.0); // origin 1: 6, 11, 16
        QCOMPARE(ticks, (std::vector<double>{6.0, 11.0, 16.0}));
        QVERIFY(tickPositions(0.0, 1e9, 1e-3).empty()); // too many: refused, not a hang
    }

    void tickLabelsShowAsManyDecimalsAsTheStepNeeds()
    {
        QCOMPARE(formatTick(1500.0, TimeUnit::Milliseconds, 250.0), u"1.50"_qs);
        QCOMPARE(formatTick(20.0, TimeUnit::Microseconds, 5.0), u"20"_qs);
        QCOMPARE(formatTick(-1e-12, TimeUnit::Microseconds, 1.0), u"0"_qs);
    }
};

QTEST_GUILESS_MAIN(TestTimeFormat)
#include "tst_timeformat.moc"
