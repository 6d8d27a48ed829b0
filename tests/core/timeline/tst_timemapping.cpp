// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/timeline/timemapping.h"

#include <QTest>

#include <cmath>

using namespace rl;

class TestTimeMapping : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void timesMapLinearlyOntoThePixelSpan()
    {
        const TimeMapping m(100.0, 200.0, 50.0, 1000.0);
        QCOMPARE(m.toPixel(100.0), 50.0);
        QCOMPARE(m.toPixel(200.0), 1050.0);
        QCOMPARE(m.toPixel(150.0), 550.0);
        QCOMPARE(m.usPerPixel(), 0.1);
        QCOMPARE(m.toPixelLength(2.0), 20.0);
    }

    void pixelToTimeAndBackRoundTrips_data()
    {
        QTest::addColumn<double>("start");
        QTest::addColumn<double>("end");
        QTest::addColumn<double>("width");
        QTest::newRow("kernel in µs") << 0.0 << 37.5 << 1600.0;
        QTest::newRow("epoch µs of a long run") << 1.736e12 << 1.736e12 + 4.2e6 << 1200.0;
        QTest::newRow("nanosecond window") << 10.0 << 10.002 << 800.0;
        QTest::newRow("negative relative times") << -50.0 << 25.0 << 333.0;
    }
    void pixelToTimeAndBackRoundTrips()
    {
        QFETCH(double, start);
        QFETCH(double, end);
        QFETCH(double, width);
        const TimeMapping m(start, end, 12.0, width);
        for (double px : {12.0, 13.5, 12.0 + width / 3, 12.0 + width}) {
            const double t = m.toTime(px);
            QVERIFY2(std::fabs(m.toPixel(t) - px) < 1e-3, qPrintable(QString::number(m.toPixel(t) - px)));
        }
        QVERIFY(std::fabs(m.toTime(m.toPixel(end)) - end) <= (end - start) * 1e-9);
    }

    void degenerateWindowsNeverDivideByZero_data()
    {
        QTest::addColumn<double>("start");
        QTest::addColumn<double>("end");
        QTest::addColumn<double>("width");
        QTest::newRow("empty window") << 5.0 << 5.0 << 100.0;
        QTest::newRow("inverted window") << 9.0 << 3.0 << 100.0;
        QTest::newRow("zero width") << 0.0 << 10.0 << 0.0;
        QTest::newRow("negative width") << 0.0 << 10.0 << -4.0;
        QTest::newRow("not finite") << qQNaN() << qInf() << qQNaN();
    }
    void degenerateWindowsNeverDivideByZero()
    {
        QFETCH(double, start);
        QFETCH(double, end);
        QFETCH(double, width);
        const TimeMapping m(start, end, 0.0, width);
        QVERIFY(m.endUs() > m.startUs());
        QVERIFY(m.width() >= 1.0);
        QVERIFY(std::isfinite(m.toPixel(m.startUs() + 1.0)));
        QVERIFY(std::isfinite(m.toTime(7.0)));
        QVERIFY(std::isfinite(m.usPerPixel()) && m.usPerPixel() > 0.0);
    }

    void anEmptyWindowIsWidenedAroundItsStart()
    {
        const TimeMapping m(5.0, 5.0, 0.0, 100.0);
        QVERIFY(m.startUs() < 5.0 && m.endUs() > 5.0);
        QVERIFY(m.endUs() - m.startUs() < 0.01);
    }

    void zoomKeepsTheTimeUnderTheCursorInPlace()
    {
        const TimeMapping m(0.0, 100.0, 0.0, 1000.0);
        const double px = 250.0;
        const double before = m.toTime(px);
        const TimeMapping z = m.zoomedAt(px, 0.5);
        QCOMPARE(z.endUs() - z.startUs(), 50.0);
        QVERIFY(std::fabs(z.toTime(px) - before) < 1e-9);
    }

    void panMovesTheWindowByWholePixels()
    {
        const TimeMapping m(0.0, 100.0, 0.0, 1000.0);
        const TimeMapping p = m.pannedBy(100.0);
        QCOMPARE(p.startUs(), 10.0);
        QCOMPARE(p.endUs(), 110.0);
    }
};

QTEST_GUILESS_MAIN(TestTimeMapping)
#include "tst_timemapping.moc"
