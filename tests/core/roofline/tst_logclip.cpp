// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/roofline/logclip.h"

#include <QTest>

#include <cmath>

using namespace rl;

namespace {

bool near(const QPointF &a, const QPointF &b)
{
    return std::abs(std::log10(a.x()) - std::log10(b.x())) < 1e-9
        && std::abs(std::log10(a.y()) - std::log10(b.y())) < 1e-9;
}

} // namespace

class TestLogClip : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aRoofInsideTheChartIsKeptAsItIs()
    {
        const QList<QPointF> roof{{1.0, 10.0}, {10.0, 100.0}, {100.0, 100.0}};
        QCOMPARE(clipPolylineToLogRect(roof, {0.1, 1000.0}, {1.0, 1000.0}), roof);
    }

    void theBandwidthSlopeIsCutWhereItEntersTheChart()
    {
        // y = 10·x from x = 1e-5 (y = 1e-4, below the chart) to the ridge at x = 10, y = 100.
        const QList<QPointF> roof{{1e-5, 1e-4}, {10.0, 100.0}, {1e6, 100.0}};
        const QList<QPointF> clipped = clipPolylineToLogRect(roof, {1e-2, 1e3}, {1.0, 1e4});
        QCOMPARE(clipped.size(), 3);
        QVERIFY(near(clipped[0], {0.1, 1.0}));    // enters through the bottom edge
        QVERIFY(near(clipped[1], {10.0, 100.0})); // the ridge stays
        QVERIFY(near(clipped[2], {1e3, 100.0}));  // leaves through the right edge
    }

    void aRoofAboveTheChartDisappears()
    {
        const QList<QPointF> roof{{1.0, 1e6}, {10.0, 1e6}};
        QVERIFY(clipPolylineToLogRect(roof, {0.1, 100.0}, {1.0, 1e4}).isEmpty());
    }

    void nonPositivePointsAreSkipped()
    {
        const QList<QPointF> roof{{0.0, 1.0}, {1.0, 10.0}, {10.0, 10.0}};
        QCOMPARE(clipPolylineToLogRect(roof, {0.1, 100.0}, {1.0, 100.0}), (QList<QPointF>{{1.0, 10.0}, {10.0, 10.0}}));
    }
};

QTEST_GUILESS_MAIN(TestLogClip)
#include "tst_logclip.moc"
