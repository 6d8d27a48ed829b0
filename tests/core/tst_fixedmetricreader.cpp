// SPDX-License-Identifier: GPL-3.0-or-later
// A fixed set of metrics read from kernels' maps by position: whatever maps come in turn
// (sharing one list of names, a shorter map of the same names, names of their own, none),
// through one reader or two, on one thread or several, each value is what looking the name up
// in that map gives.
#include "core/analysis/fixedmetricreader.h"
#include "core/model/metricnames.h"

#include <QTest>

#include <thread>

using namespace rl;

namespace {

QString metricName(int i)
{
    return u"fixed_reader_metric_%1"_qs.arg(i, 2, 10, QChar(u'0'));
}

// Maps as a table's rows and other sources give them.
std::vector<MetricMap> someMaps()
{
    std::vector<MetricMap> maps(5);
    for (int i = 0; i < 14; ++i) {
        maps[0].insert(metricName(i), i);        // a long row, its names shared
        maps[1].insert(metricName(i), 1000 + i); // another row of the same names
        if (i < 11)
            maps[2].insert(metricName(i), 2000 + i); // a shorter row
        if (i % 5 == 0)
            maps[3].insert(metricName(i), 3000 + i); // a few names of its own
    }
    for (size_t m = 0; m < 3; ++m)
        maps[m].shareNames();
    return maps; // maps[4] is empty
}

std::vector<const QString *> readNames()
{
    // Present and absent names, out of the maps' order.
    return {MetricNames::intern(metricName(13)),
            MetricNames::intern(metricName(0)),
            MetricNames::intern(u"fixed_reader_absent"_qs),
            MetricNames::intern(metricName(10)),
            MetricNames::intern(metricName(5)),
            MetricNames::intern(metricName(12))};
}

bool readsAsLookedUp(const FixedMetricReader &reader, const std::vector<const QString *> &names, const MetricMap &map)
{
    std::vector<std::optional<double>> read(reader.size());
    reader.readAll(map, read.data());
    for (size_t n = 0; n < names.size(); ++n) {
        if (read[n] != map.valueInterned(names[n]))
            return false;
    }
    return true;
}

} // namespace

class TestFixedMetricReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyMapInAnyOrderReadsAsItsNamesLookedUp()
    {
        const std::vector<MetricMap> maps = someMaps();
        QVERIFY(maps[0].sharedNameList() != nullptr);
        QVERIFY(maps[0].sharedNameList() == maps[1].sharedNameList());
        QVERIFY(maps[3].sharedNameList() == nullptr);
        const std::vector<const QString *> names = readNames();
        const FixedMetricReader reader(names), other({names[3], names[1]});
        for (const size_t m : {0, 1, 2, 0, 3, 4, 2, 2, 1, 3, 0}) {
            QVERIFY2(readsAsLookedUp(reader, names, maps[m]), qPrintable(u"map %1"_qs.arg(m)));
            // Another reader in between: each keeps its own positions.
            QVERIFY(readsAsLookedUp(other, {names[3], names[1]}, maps[m]));
        }
        std::vector<std::optional<double>> read(reader.size());
        reader.readAll(maps[2], read.data());
        QCOMPARE(read[0], std::nullopt); // the shorter row lacks metric 13
        QCOMPARE(read[1], std::optional<double>(2000));
        QCOMPARE(read[2], std::nullopt);
        QCOMPARE(read[3], std::optional<double>(2010));
    }

    void threadsReadingAtOnceEachReadTheirMaps()
    {
        const std::vector<MetricMap> maps = someMaps();
        const std::vector<const QString *> names = readNames();
        const FixedMetricReader reader(names);
        std::vector<int> wrong(4, 0);
        std::vector<std::thread> threads;
        for (size_t t = 0; t < wrong.size(); ++t) {
            threads.emplace_back([&, t] {
                for (int i = 0; i < 2000; ++i) {
                    if (!readsAsLookedUp(reader, names, maps[(t + size_t(i)) % maps.size()]))
                        ++wrong[t];
                }
            });
        }
        for (std::thread &t : threads)
            t.join();
        QCOMPARE(wrong, std::vector<int>(4, 0));
    }
};

QTEST_GUILESS_MAIN(TestFixedMetricReader)
#include "tst_fixedmetricreader.moc"
