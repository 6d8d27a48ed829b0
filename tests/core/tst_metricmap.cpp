// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/internedname.h"
#include "core/model/metricmap.h"
#include "core/model/metricnames.h"
#include "core/model/operator.h"
#include "core/model/packeddecimal.h"

#include <QMap>
#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <thread>
#include <vector>

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

    void aMapIsOnePointerAndMapsOfTheSameNamesShareOneList()
    {
        QCOMPARE(sizeof(MetricMap), sizeof(void *));
        MetricMap a{{u"x"_qs, 1.0}, {u"y"_qs, 2.0}, {u"z"_qs, 3.0}};
        MetricMap b{{u"x"_qs, 4.0}, {u"y"_qs, 5.0}, {u"z"_qs, 6.0}};
        const MetricMap ownA = a;
        a.shareNames();
        b.shareNames();
        QVERIFY(a.sharesNamesWith(b));
        QCOMPARE(a, ownA); // sharing changes where the names are, not what the map holds
        QCOMPARE(a.keys(), ownA.keys());
        QCOMPARE(b.values(), (QList<double>{4.0, 5.0, 6.0}));
        const MetricMap copy = a;
        QVERIFY(copy.sharesNamesWith(a));

        // Numbers change in place; keys that change give the map a list of its own again.
        *a.find(u"y"_qs) = 7.0;
        a[u"x"_qs] += 1.0;
        QVERIFY(a.sharesNamesWith(b));
        QCOMPARE(a.values(), (QList<double>{2.0, 7.0, 3.0}));
        a.insert(u"w"_qs, 0.5);
        QVERIFY(!a.sharesNamesWith(b));
        QCOMPARE(a.keys(), (QStringList{u"w"_qs, u"x"_qs, u"y"_qs, u"z"_qs}));
        b.remove(u"y"_qs);
        QCOMPARE(b.keys(), (QStringList{u"x"_qs, u"z"_qs}));
        QCOMPARE(b.values(), (QList<double>{4.0, 6.0}));
        QCOMPARE(copy.keys(), ownA.keys()); // the shared list itself never changes
        QCOMPARE(copy, ownA);

        MetricMap merged = copy;
        merged.insert(MetricMap{{u"a"_qs, 9.0}, {u"y"_qs, 8.0}});
        QCOMPARE(merged.keys(), (QStringList{u"a"_qs, u"x"_qs, u"y"_qs, u"z"_qs}));
        QCOMPARE(merged.values(), (QList<double>{9.0, 1.0, 8.0, 3.0}));
        MetricMap empty;
        empty.shareNames();
        QVERIFY(empty.isEmpty() && !empty.sharesNamesWith(empty));
    }

    void aCopySharingNamesHoldsTheSameEntriesAsACopyThenShared()
    {
        MetricMap own;
        own.insert(u"gm_to_ub"_qs, 2.5);
        own.insert(u"ub_to_gm"_qs, 4.0);
        MetricMap expected = own;
        expected.shareNames();
        const MetricMap shared = MetricMap::sharingNamesOf(own);
        QVERIFY(shared.sharesNamesWith(expected));
        QCOMPARE(shared.keys(), own.keys());
        QCOMPARE(shared.values(), own.values());
        // A map that shares already, and an empty one, are copied as they are.
        QVERIFY(MetricMap::sharingNamesOf(shared).sharesNamesWith(shared));
        QVERIFY(MetricMap::sharingNamesOf(MetricMap()).isEmpty());
    }

    void addingByInternedNameEqualsAddingByText()
    {
        // The same random additions through operator[] and valueOfInterned, into maps short
        // enough to be scanned and long enough to be searched: same entries, same order.
        QRandomGenerator random(11);
        MetricMap byText, byInterned;
        for (int i = 0; i < 3000; ++i) {
            const QString key = u"item_"_qs + QString::number(random.bounded(i < 1000 ? 6 : 40));
            const double amount = random.bounded(100);
            byText[key] += amount;
            byInterned.valueOfInterned(MetricNames::intern(key)) += amount;
            if (i % 500 == 0)
                QCOMPARE(byInterned, byText);
        }
        QCOMPARE(byInterned.keys(), byText.keys());
        QCOMPARE(byInterned.values(), byText.values());
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
        QCOMPARE(m.valueAt(3), 30.0);
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

    // Names may be any text the profiler wrote: prefixes, case, accents, CJK and characters
    // beyond the BMP keep the order a QMap<QString> gives them.
    void keysOfAnyTextKeepQStringsOrder()
    {
        const QStringList names = {u"ab"_qs,         u"a"_qs,           u"B"_qs,       u"b"_qs,
                                   u"\u00e9"_qs,     u"e"_qs,           u"\u4e2d"_qs,  u"\uff5e"_qs,
                                   u"\U0001f642"_qs, u"a\U0001f642"_qs, u"a\uffff"_qs, QString()};
        MetricMap flat;
        QMap<QString, double> tree;
        for (int i = 0; i < names.size(); ++i) {
            flat.insert(names[i], i);
            tree.insert(names[i], i);
        }
        QCOMPARE(flat.keys(), tree.keys());
        for (const QString &n : names)
            QCOMPARE(flat.value(n, -1.0), tree.value(n, -2.0));
    }

    // An entry holds the process' one copy of its name: equal names from different strings
    // are one pointer, and a name read from memory that goes away stays readable.
    void entriesShareOneCopyOfEachNameWhereverItCameFrom()
    {
        std::array<char16_t, 8> buffer = {u'a', u'i', u'c', u'_', u'x', u'y', u'z', u'w'};
        MetricMap a, b;
        a.insert(QString::fromRawData(reinterpret_cast<const QChar *>(buffer.data()), 7), 1.0);
        b.insert(u"aic_"_qs + u"xyz"_qs, 2.0);
        QCOMPARE(&*a.keyBegin(), &*b.keyBegin());
        buffer.fill(u'-'); // the raw data changes: the map's name does not
        QCOMPARE(a.firstKey(), u"aic_xyz"_qs);
        QCOMPARE(a.value(u"aic_xyz"_qs), 1.0);
        // The same address with other contents is another name.
        const QString *before = MetricNames::intern(
            QString::fromRawData(reinterpret_cast<const QChar *>(buffer.data()), 7));
        QCOMPARE(*before, u"-------"_qs);
    }

    // A loop over every kernel looks its fixed names up by their interned copy: the pointer
    // alone finds the entry, and a name the map lacks is missing however it is spelt.
    void findingByInternedNameAgreesWithFindingByText()
    {
        MetricMap m;
        m.insert(u"aic_mte2_ratio"_qs, 0.5);
        m.insert(u"aiv_vec_ratio"_qs, 0.25);
        m.insert(u"aic_total_cycles"_qs, 900.0);
        for (const QString &name : {u"aic_mte2_ratio"_qs, u"aiv_vec_ratio"_qs, u"aic_total_cycles"_qs}) {
            const QString *interned = MetricNames::intern(name);
            QVERIFY(m.findInterned(interned) == m.constFind(name));
            QCOMPARE(m.valueInterned(interned), std::optional<double>(m.value(name)));
        }
        const QString *absent = MetricNames::intern(u"aic_mte1_ratio"_qs);
        QVERIFY(m.findInterned(absent) == m.cend());
        QCOMPARE(m.valueInterned(absent), std::nullopt);
        QCOMPARE(MetricMap().valueInterned(absent), std::nullopt);
    }

    void findingByInternedNameInMapsSharingALongListAgreesWithFindingByText()
    {
        // Maps of more than a few entries that share a list answer from a per-thread memory of
        // (list, name, size): maps of the same list, one of them shorter, must each answer for
        // themselves, also for names they lack, asked in any order.
        MetricMap longer, shorter;
        for (int i = 0; i < 12; ++i) {
            longer.insert(u"metric_%1"_qs.arg(i, 2, 10, QChar(u'0')), i);
            if (i < 10)
                shorter.insert(u"metric_%1"_qs.arg(i, 2, 10, QChar(u'0')), 100 + i);
        }
        longer.shareNames();
        shorter.shareNames();
        const QString *absent = MetricNames::intern(u"metric_99"_qs);
        for (int round = 0; round < 2; ++round) {
            for (int i = 11; i >= 0; --i) {
                const QString name = u"metric_%1"_qs.arg(i, 2, 10, QChar(u'0'));
                const QString *interned = MetricNames::intern(name);
                QVERIFY(longer.findInterned(interned) == longer.constFind(name));
                QCOMPARE(longer.valueInterned(interned), std::optional<double>(i));
                QVERIFY(shorter.findInterned(interned) == shorter.constFind(name));
                QCOMPARE(shorter.valueInterned(interned), i < 10 ? std::optional<double>(100 + i) : std::nullopt);
            }
            QVERIFY(longer.findInterned(absent) == longer.cend());
            QVERIFY(shorter.findInterned(absent) == shorter.cend());
        }
    }

    void shortDecimalsPackIntoFourBytesAndReadBackAsTheSameDoubles()
    {
        // Every decimal a profiler writes with up to 8 digits and up to 7 of them after the
        // point: encoded, it decodes to the very double reading its text gave.
        QRandomGenerator random(11);
        for (int i = 0; i < 200000; ++i) {
            const int fraction = int(random.bounded(8));
            const quint32 whole = random.bounded(quint32(1) << 28);
            QByteArray text = QByteArray::number(whole);
            if (fraction > 0) {
                text = text.rightJustified(fraction + 1, '0');
                text.insert(text.size() - fraction, '.');
            }
            if (random.bounded(8) == 0)
                text.prepend('-');
            const double v = text.toDouble();
            const std::optional<quint32> code = PackedDecimal::encode(v);
            QVERIFY2(code, text.constData());
            const double back = PackedDecimal::decode(*code);
            QVERIFY2(std::memcmp(&back, &v, sizeof v) == 0, text.constData());
        }
        const double negativeZero = -0.0;
        const double back = PackedDecimal::decode(*PackedDecimal::encode(negativeZero));
        QVERIFY(back == 0.0 && std::signbit(back));
    }

    void numbersThatAreNoShortDecimalDoNotPack()
    {
        for (double v : {1.0 / 3.0, 0.1 + 0.2, 268435456.0, 1e300, 1.5e-9, double(NAN), double(INFINITY)})
            QVERIFY2(!PackedDecimal::encode(v), qPrintable(QString::number(v, 'g', 17)));
        // A map keeps doubles unless every number packs.
        MetricMap m;
        m.insert(u"pack_a"_qs, 0.585);
        m.insert(u"pack_b"_qs, 1.0 / 3.0);
        m.shareNames();
        m.pack();
        QVERIFY(!m.isPacked());
        QCOMPARE(m.value(u"pack_b"_qs), 1.0 / 3.0);
    }

    void aPackedMapReadsAsBeforeAndChangesAsDoubles()
    {
        MetricMap m;
        const std::array<double, 5> values{55.161, 0.0, 2884518.0, -4.265, 0.001};
        for (size_t i = 0; i < values.size(); ++i)
            m.insert(u"packed_%1"_qs.arg(i), values[i]);
        m.shareNames();
        const MetricMap doubles = m;
        m.pack();
        QVERIFY(m.isPacked());
        QVERIFY(m == doubles);
        QCOMPARE(m.values(), doubles.values());
        // Reading: iterators, lookups by text and by interned name, in both directions.
        size_t i = 0;
        for (auto it = m.cbegin(); it != m.cend(); ++it, ++i)
            QCOMPARE(*it, values[i]);
        auto last = m.cend();
        --last;
        QCOMPARE(last.value(), values.back());
        QCOMPARE(m.value(u"packed_3"_qs), -4.265);
        QCOMPARE(m.valueInterned(MetricNames::intern(u"packed_2"_qs)), std::optional<double>(2884518.0));
        QVERIFY(m.constFind(u"packed_9"_qs) == m.cend());
        // A copy is packed as well and equal.
        const MetricMap copy = m;
        QVERIFY(copy.isPacked());
        QVERIFY(copy == doubles);
        // Any change makes the numbers doubles again, every other number kept.
        m[u"packed_1"_qs] = 1.0 / 3.0;
        QVERIFY(!m.isPacked());
        QCOMPARE(m.value(u"packed_1"_qs), 1.0 / 3.0);
        QCOMPARE(m.value(u"packed_0"_qs), 55.161);
        MetricMap erased = copy;
        erased.remove(u"packed_0"_qs);
        QCOMPARE(erased.size(), qsizetype(4));
        QCOMPARE(erased.value(u"packed_4"_qs), 0.001);
        QVERIFY(copy.isPacked());
    }

    void aTensorListIsOnePointerSharedByCopiesAndCopiedOnChange()
    {
        static_assert(sizeof(TensorList) == sizeof(void *));
        const TensorList none;
        QVERIFY(none.isEmpty());
        QVERIFY(none.begin() == none.end());
        TensorList a{{u"32,3,224,224"_qs, u"FLOAT16"_qs, u"NCHW"_qs}, {u"64"_qs, u"FLOAT"_qs, u"ND"_qs}};
        const TensorList b = a;
        QCOMPARE(b.constData(), a.constData()); // a copy is a reference
        a[0].format = u"NC1HWC0"_qs;            // a change copies first
        QVERIFY(b.constData() != a.constData());
        QCOMPARE(b.front().format, u"NCHW"_qs);
        QCOMPARE(a.front().format, u"NC1HWC0"_qs);
        QVERIFY(!(a == b));
        a[0].format = u"NCHW"_qs;
        QVERIFY(a == b); // equal by contents
        QCOMPARE(a.size(), qsizetype(2));
        QCOMPARE(a.value(5).shape, QString());
    }

    void threadsInterningTheSameNamesAtOnceGetTheSameCopies()
    {
        constexpr int kNames = 400;
        std::vector<std::vector<const QString *>> seen(4);
        std::vector<std::thread> threads;
        for (size_t t = 0; t < seen.size(); ++t) {
            threads.emplace_back([&seen, t] {
                for (int round = 0; round < 3; ++round) {
                    seen[t].clear();
                    for (int i = 0; i < kNames; ++i)
                        seen[t].push_back(MetricNames::intern(u"threaded_%1"_qs.arg(i)));
                }
            });
        }
        for (std::thread &t : threads)
            t.join();
        for (size_t t = 1; t < seen.size(); ++t)
            QVERIFY(seen[t] == seen[0]);
        for (int i = 0; i < kNames; ++i)
            QCOMPARE(*seen[0][size_t(i)], u"threaded_%1"_qs.arg(i));
    }

    void insertingInternedNamesInAnyOrderEqualsInsertingTheirText()
    {
        // In order (the parser's case), out of order, and a name again: the same map as insert.
        QRandomGenerator random(11);
        MetricMap byName, byInterned;
        for (int i = 0; i < 500; ++i) {
            const QString key = u"aic_m%1"_qs.arg(i < 100 ? i : int(random.bounded(150)));
            const double value = double(i);
            byName.insert(key, value);
            byInterned.insertInterned(MetricNames::intern(key), value);
        }
        QVERIFY(byInterned == byName);
        QCOMPARE(byInterned.keys(), byName.keys());
    }

    void anInternedNameReadsAsItsTextAndIsTheMapsCopy()
    {
        MetricMap work;
        work.insert(u"gm_to_ub"_qs, 4096.0);
        const InternedName fromMap = InternedName::fromInterned(work.cbegin().internedKey());
        const InternedName fromText(u"gm_"_qs + u"to_ub"_qs);
        QCOMPARE(&fromMap.str(), &work.firstKey());
        QVERIFY(fromMap == fromText);
        QVERIFY(fromText == u"gm_to_ub"_qs);
        const QString &asText = fromText;
        QCOMPARE(asText, u"gm_to_ub"_qs);
        // Empty stays empty, whichever way it was made, and is not a registry entry.
        QVERIFY(InternedName().isEmpty());
        QVERIFY(InternedName(QString()).isEmpty());
        QVERIFY(InternedName::fromInterned(MetricNames::intern(QString())).isEmpty());
        QVERIFY(InternedName() == InternedName(u""_qs));
        QCOMPARE(InternedName().str(), QString());
        QVERIFY(!(InternedName() == fromText));
        QCOMPARE(sizeof(InternedName), sizeof(void *));
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
