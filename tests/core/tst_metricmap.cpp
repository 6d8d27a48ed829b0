// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/metricmap.h"
#include "core/model/operator.h"

#include <QMap>
#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace rl;

class TestMetricMap : public QObject
{
    Q_OBJECT

private slots:
    void keepsKeysOrderedAndUniqueLikeAQMap()
    {
        // The same random inserts, replacements and erasures into both: same contents, same order.
        QRandomGenerator random(7);
        MetricMap flat;
        QMap<QString, double> tree;
        for (int i = 0; i < 2000; ++i) {
            const QString key = u"m%1"_qs.arg(random.bounded(300));
            const double value = random.bounded(1000);
            switch (random.bounded(4)) {
            case 0:
                flat[key] += value;
                tree[key] += value;
                break;
            case 1:
                QCOMPARE(flat.remove(key), tree.remove(key));
                break;
            default:
                flat.insert(key, value);
                tree.insert(key, value);
            }
        }
        QCOMPARE(flat.size(), tree.size());
        QCOMPARE(flat.keys(), tree.keys());
        QCOMPARE(flat.values(), tree.values());
        auto t = tree.cbegin();
        for (auto it = flat.cbegin(); it != flat.cend(); ++it, ++t) {
            QCOMPARE(it.key(), t.key());
            QCOMPARE(*it, t.value());
        }
    }

    void findsValueAndReportsMissingKeys()
    {
        MetricMap m{{u"b"_qs, 2.0}, {u"a"_qs, 1.0}};
        QCOMPARE(m.firstKey(), u"a"_qs);
        QVERIFY(m.contains(u"b"_qs));
        QVERIFY(!m.contains(u"c"_qs));
        QCOMPARE(m.value(u"c"_qs, -1.0), -1.0);
        QCOMPARE(m.value(u"a"_qs), 1.0);
        QVERIFY(m.constFind(u"c"_qs) == m.cend());
        QCOMPARE(m.constFind(u"b"_qs).value(), 2.0);
        QCOMPARE(std::count_if(m.keyBegin(), m.keyEnd(), [](const QString &k) { return k.startsWith(u'a'); }), 1);
    }

    void insertingAMapMergesInKeyOrderAndTheInsertedValuesWin()
    {
        MetricMap m{{u"b"_qs, 1.0}, {u"d"_qs, 2.0}, {u"wait_time"_qs, 3.0}};
        m.insert(MetricMap{{u"a"_qs, 10.0}, {u"d"_qs, 20.0}, {u"e"_qs, 30.0}, {u"z"_qs, 40.0}});
        QCOMPARE(m.keys(), (QStringList{u"a"_qs, u"b"_qs, u"d"_qs, u"e"_qs, u"wait_time"_qs, u"z"_qs}));
        QCOMPARE(m.values(), (QList<double>{10.0, 1.0, 20.0, 30.0, 3.0, 40.0}));
        MetricMap empty;
        empty.insert(m);
        QCOMPARE(empty, m);
        QCOMPARE(m.indexOf(u"e"), 3);
        QCOMPARE(m.entryAt(3).second, 30.0);
        QCOMPARE(m.indexOf(u"c"), -1);
    }

    void erasingWhileIteratingVisitsEveryOtherEntryOnce()
    {
        MetricMap m;
        for (int i = 0; i < 10; ++i)
            m.insert(u"k%1"_qs.arg(i), i % 2 ? qInf() : double(i));
        for (auto it = m.begin(); it != m.end();) {
            if (std::isfinite(it.value()))
                ++it;
            else
                it = m.erase(it);
        }
        QCOMPARE(m.size(), 5);
        for (double v : m)
            QVERIFY(std::isfinite(v));
    }

    // TensorDesc::dims sits beside the other per-operator parsing a long run repeats.
    void tensorShapesParseToDimensionsOrNothing_data()
    {
        QTest::addColumn<QString>("shape");
        QTest::addColumn<bool>("parses");
        QTest::addColumn<QList<qint64>>("dims");
        QTest::newRow("plain") << u"32,3,224,224"_qs << true << QList<qint64>{32, 3, 224, 224};
        QTest::newRow("quoted, blanks") << u"\" 8, 16 \""_qs << true << QList<qint64>{8, 16};
        QTest::newRow("scalar") << QString() << true << QList<qint64>{};
        QTest::newRow("empty parts") << u"4,,5"_qs << true << QList<qint64>{4, 5};
        QTest::newRow("negative") << u"-1,4"_qs << false << QList<qint64>{};
        QTest::newRow("blank inside") << u"3 4"_qs << false << QList<qint64>{};
        QTest::newRow("text") << u"N,C"_qs << false << QList<qint64>{};
        QTest::newRow("lone sign") << u"+"_qs << false << QList<qint64>{};
        QTest::newRow("overflow") << u"99999999999999999999"_qs << false << QList<qint64>{};
    }
    void tensorShapesParseToDimensionsOrNothing()
    {
        QFETCH(QString, shape);
        QFETCH(bool, parses);
        QFETCH(QList<qint64>, dims);
        const auto d = TensorDesc{shape, {}, {}}.dims();
        QCOMPARE(bool(d), parses);
        if (d)
            QCOMPARE(QList<qint64>(d->begin(), d->end()), dims);
    }
};

QTEST_GUILESS_MAIN(TestMetricMap)
#include "tst_metricmap.moc"
