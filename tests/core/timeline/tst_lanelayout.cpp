// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/timeline/lanelayout.h"

#include <QTest>

using namespace rl;

namespace {

TimelineTrack lanes(const QString &group, int rows, int stallRows = 0)
{
    TimelineTrack t;
    t.group = group;
    t.name = u"lane"_qs;
    t.rows.resize(size_t(rows));
    t.stallRows.resize(size_t(stallRows));
    return t;
}

TimelineTrack band(const QString &group, TimelineTrack::Kind kind)
{
    TimelineTrack t;
    t.kind = kind;
    t.group = group;
    return t;
}

} // namespace

class TestLaneLayout : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tracksStackTopDownWithSubRowsStallsAndGroupGaps()
    {
        TimelineScene scene;
        scene.tracks = {band(u"u0"_qs, TimelineTrack::Kind::Ribbon), lanes(u"u0"_qs, 2, 1), lanes(u"u1"_qs, 1)};
        LaneMetrics m;
        const LaneLayout layout(scene, {}, m);
        QCOMPARE(layout.track(0).top, 0.0);
        QCOMPARE(layout.track(0).height, m.ribbonHeight);
        QCOMPARE(layout.track(1).top, m.ribbonHeight + m.trackGap);
        QCOMPARE(layout.track(1).height, 2 + m.stallHeight);
        QVERIFY(layout.track(0).startsGroup && !layout.track(1).startsGroup && layout.track(2).startsGroup);
        const double expectedTop2 = layout.track(1).top + layout.track(1).height + m.groupGap;
        QCOMPARE(layout.track(2).top, expectedTop2);
        QCOMPARE(layout.totalHeight(), expectedTop2 + 1.0);
    }

    void hitTestingFindsTheTrackSubRowAndStallRow_data()
    {
        QTest::addColumn<double>("y");
        QTest::addColumn<int>("track");
        QTest::addColumn<int>("row");
        QTest::addColumn<bool>("stall");
        // ribbon [0,1.6), gap, lanes at 1.75: rows [1.75,2.75) [2.75,3.75), stall [3.75,4.1)
        QTest::newRow("ribbon") << 0.5 << 0 << 0 << false;
        QTest::newRow("track gap") << 1.7 << -1 << -1 << false;
        QTest::newRow("first sub-row") << 1.8 << 1 << 0 << false;
        QTest::newRow("second sub-row") << 3.0 << 1 << 1 << false;
        QTest::newRow("stall row") << 3.9 << 1 << 0 << true;
        QTest::newRow("above everything") << -1.0 << -1 << -1 << false;
        QTest::newRow("below everything") << 100.0 << -1 << -1 << false;
    }
    void hitTestingFindsTheTrackSubRowAndStallRow()
    {
        QFETCH(double, y);
        QFETCH(int, track);
        QFETCH(int, row);
        QFETCH(bool, stall);
        TimelineScene scene;
        scene.tracks = {band(u"u0"_qs, TimelineTrack::Kind::Ribbon), lanes(u"u0"_qs, 2, 1), lanes(u"u1"_qs, 1)};
        const LaneLayout::Hit hit = LaneLayout(scene).hitTest(y);
        QCOMPARE(hit.track, track);
        QCOMPARE(hit.row, row);
        QCOMPARE(hit.stall, stall);
    }

    void hiddenTracksTakeNoSpaceAndAreNeverHit()
    {
        TimelineScene scene;
        scene.tracks = {lanes(u"a"_qs, 1), lanes(u"b"_qs, 3), lanes(u"c"_qs, 1)};
        const LaneLayout layout(scene, {false, true, false});
        QCOMPARE(layout.track(1).height, 0.0);
        const double y = layout.track(2).top + 0.5;
        QCOMPARE(layout.hitTest(y).track, 2);
        QCOMPARE(layout.hitTest(layout.track(1).top - 0.01).track, -1); // the gap before c
    }

    void anEmptySceneHasNoHeight()
    {
        const LaneLayout layout{TimelineScene{}};
        QCOMPARE(layout.totalHeight(), 0.0);
        QCOMPARE(layout.hitTest(0.0).track, -1);
    }
};

QTEST_GUILESS_MAIN(TestLaneLayout)
#include "tst_lanelayout.moc"
