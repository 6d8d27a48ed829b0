// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/timeline/zoomhistory.h"

#include <QTest>

using namespace rl;

class TestZoomHistory : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void backAndForwardWalkTheVisitedWindows()
    {
        ZoomHistory h;
        h.visit({0, 100});
        h.visit({10, 20});
        h.visit({12, 14});
        QCOMPARE(*h.back(), (TimeWindow{10, 20}));
        QCOMPARE(*h.back(), (TimeWindow{0, 100}));
        QVERIFY(!h.back());
        QCOMPARE(*h.forward(), (TimeWindow{10, 20}));
        QCOMPARE(*h.forward(), (TimeWindow{12, 14}));
        QVERIFY(!h.forward());
    }

    void visitingAfterGoingBackDropsTheForwardEntries()
    {
        ZoomHistory h;
        h.visit({0, 100});
        h.visit({10, 20});
        h.back();
        h.visit({50, 60});
        QVERIFY(!h.canGoForward());
        QCOMPARE(h.size(), size_t(2));
        QCOMPARE(*h.back(), (TimeWindow{0, 100}));
    }

    void revisitingTheCurrentWindowRecordsNothing()
    {
        ZoomHistory h;
        h.visit({0, 1});
        h.visit({0, 1});
        QCOMPARE(h.size(), size_t(1));
    }

    void theOldestEntriesFallOffAtCapacity()
    {
        ZoomHistory h(3);
        for (int i = 0; i < 5; ++i)
            h.visit({double(i), double(i + 1)});
        QCOMPARE(h.size(), size_t(3));
        h.back();
        QCOMPARE(*h.back(), (TimeWindow{2, 3}));
        QVERIFY(!h.canGoBack());
    }
};

QTEST_GUILESS_MAIN(TestZoomHistory)
#include "tst_zoomhistory.moc"
