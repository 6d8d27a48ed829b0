// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/timeline/intervalrow.h"
#include "core/timeline/rowpacker.h"

#include <QTest>

using namespace rl;

namespace {

// [0,2) [2,3) [5,9) [9,9) [12,20)
IntervalRow sampleRow()
{
    IntervalRow r;
    r.append(0, 2, 1, 0, 10);
    r.append(2, 3, 2, 0, 11);
    r.append(5, 9, 3, 0, 12);
    r.append(9, 9, 4, 0, 13);
    r.append(12, 20, 5, 0, 14);
    return r;
}

// Brute force: items meeting the open window (t0, t1).
std::pair<size_t, size_t> bruteVisible(const IntervalRow &r, double t0, double t1)
{
    size_t first = r.size(), last = 0;
    for (size_t i = 0; i < r.size(); ++i) {
        if (r.end(i) > t0 && r.start(i) < t1) {
            first = std::min(first, i);
            last = i + 1;
        }
    }
    return first < last ? std::make_pair(first, last) : std::make_pair(size_t(0), size_t(0));
}

} // namespace

class TestIntervalRow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aRowRefusesOverlapAndDisorder()
    {
        IntervalRow r = sampleRow();
        QVERIFY(!r.append(19, 25, 0, 0, 0));
        QVERIFY(!r.append(30, 29, 0, 0, 0));
        QVERIFY(r.append(20, 21, 0, 0, 0)); // touching is fine
        QCOMPARE(r.size(), size_t(6));
    }

    void visibleRangeMatchesABruteForceScan_data()
    {
        QTest::addColumn<double>("t0");
        QTest::addColumn<double>("t1");
        QTest::newRow("all") << -1.0 << 100.0;
        QTest::newRow("inside one") << 6.0 << 7.0;
        QTest::newRow("in a gap") << 3.5 << 4.5;
        QTest::newRow("touching edges only") << 3.0 << 5.0;
        QTest::newRow("straddling") << 1.0 << 13.0;
        QTest::newRow("after the end") << 20.0 << 30.0;
        QTest::newRow("before the start") << -5.0 << 0.0;
        QTest::newRow("inverted") << 10.0 << 1.0;
    }
    void visibleRangeMatchesABruteForceScan()
    {
        QFETCH(double, t0);
        QFETCH(double, t1);
        const IntervalRow r = sampleRow();
        const auto [first, last] = r.visible(t0, t1);
        const auto expected = bruteVisible(r, t0, t1);
        if (expected.first == expected.second)
            QCOMPARE(first, last);
        else
            QCOMPARE(std::make_pair(first, last), expected);
    }

    void hitTestFindsTheContainingOrNearestItem()
    {
        const IntervalRow r = sampleRow();
        QCOMPARE(r.itemAt(6.0), std::optional<size_t>(2));
        QCOMPARE(r.itemAt(2.0), std::optional<size_t>(1)); // a shared edge belongs to the later item
        QCOMPARE(r.itemAt(4.0), std::nullopt);
        QCOMPARE(r.itemAt(4.0, 0.6), std::nullopt);             // both neighbours 1 µs away
        QCOMPARE(r.itemAt(4.3, 1.0), std::optional<size_t>(2)); // 0.7 to the next, 1.3 to the previous
        QCOMPARE(r.itemAt(3.4, 0.5), std::optional<size_t>(1));
        QCOMPARE(r.itemAt(25.0, 1.0), std::nullopt);
        QCOMPARE(IntervalRow().itemAt(0.0, 10.0), std::nullopt);
    }

    void searchingFromAnyPositionMatchesLowerBound()
    {
        IntervalRow r;
        std::vector<double> starts;
        for (int i = 0; i < 3000; ++i) {
            const double s = i * 1.5 + (i % 7) * 0.1;
            r.append(s, s + 0.05, 0, 0, i);
            starts.push_back(s);
        }
        for (size_t from : {size_t(0), size_t(1), size_t(17), size_t(2999), size_t(3000), size_t(5000)}) {
            for (double t : {-1.0, 0.0, 26.3, 1500.0, 4498.5, 9999.0}) {
                const size_t lo = std::min(from, starts.size());
                const size_t expected = size_t(std::lower_bound(starts.begin() + qsizetype(lo), starts.end(), t)
                                               - starts.begin());
                QCOMPARE(r.firstStartingAtOrAfter(t, from), expected);
            }
        }
    }

    void overlappingIntervalsArePackedIntoTheLowestFreeSubRow()
    {
        // [0,4) [1,3) [2,6) [3,5) [4,8) [6,7)
        const std::vector<double> s{0, 1, 2, 3, 4, 6};
        const std::vector<double> e{4, 3, 6, 5, 8, 7};
        const std::vector<int> rows = packSubRows(s, e);
        QCOMPARE(rows, (std::vector<int>{0, 1, 2, 1, 0, 1})); // at 6 rows 1 and 2 are free: 1 wins
        QCOMPARE(subRowCount(rows), 3);
        // every sub-row is overlap-free, so it can become an IntervalRow
        std::vector<IntervalRow> packed(3);
        for (size_t i = 0; i < s.size(); ++i)
            QVERIFY(packed[size_t(rows[i])].append(s[i], e[i], 0, 0, 0));
    }

    void touchingIntervalsShareASubRow()
    {
        const std::vector<int> rows = packSubRows({0, 2, 2, 5}, {2, 2, 5, 6});
        QCOMPARE(subRowCount(rows), 1);
        QCOMPARE(subRowCount({}), 0);
    }

    void packingUsesAsManySubRowsAsTheDeepestOverlap()
    {
        // ten intervals all covering t=50, plus a tail that fits back in row 0
        std::vector<double> s, e;
        for (int i = 0; i < 10; ++i) {
            s.push_back(i);
            e.push_back(60 + i);
        }
        s.push_back(70);
        e.push_back(80);
        const auto rows = packSubRows(s, e);
        QCOMPARE(subRowCount(rows), 10);
        QCOMPARE(rows.back(), 0);
    }
};

QTEST_GUILESS_MAIN(TestIntervalRow)
#include "tst_intervalrow.moc"
