// SPDX-License-Identifier: GPL-3.0-or-later
// The streamed writer must give the very bytes nlohmann's dump gives for the same values, in one
// line and indented: the analysis JSON mixes the two in one document.
#include "core/report/jsonstreamwriter.h"
#include "core/report/jsonutil.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <thread>
#include <vector>

using namespace rl;
using json::Json;
using json::JsonStreamWriter;

namespace {

const QList<double> &awkwardDoubles()
{
    static const QList<double> values = {0.0,
                                         -0.0,
                                         1.0,
                                         -3.0,
                                         0.1,
                                         1.0 / 3.0,
                                         53.741,
                                         1e-5,
                                         1.5e-4,
                                         123456789012345.0,
                                         1234567890123456.0,
                                         1e16,
                                         1.7976931348623157e308,
                                         4.9e-324,
                                         2.2250738585072014e-308,
                                         9.223372e15,
                                         0.7511988239891331,
                                         std::numeric_limits<double>::quiet_NaN(),
                                         std::numeric_limits<double>::infinity(),
                                         -std::numeric_limits<double>::infinity()};
    return values;
}

const QStringList &awkwardStrings()
{
    static const QStringList values = {
        QString(), u"plain"_qs, u"quote \" and backslash \\ and slash /"_qs, u"controls \b\f\n\r\t"_qs,
        QString::fromUtf16(u"\u0001\u001f\u007f end"), u"GM→UB 中文 🙂"_qs,
        u"NaN in a shape, Infinity too, NaNInfinity"_qs, QString(QChar(0xD800)) + u"lone high surrogate"_qs,
        u"lone low surrogate"_qs + QChar(0xDC00) + u"x"_qs, u"high at the end"_qs + QChar(0xD800),
        QString(QChar(0xD800)) + QChar(0xD800) + QChar(0xDC00),
        // Plain text, then only characters that take more room
        // than one byte each: the writer grows mid-string.
        QString(300, u'a') + QString(200, QChar(0x0001)) + QString(100, QChar(0x4E2D)) + u"🙂🙂"_qs,
        QString(200, QChar(0x0001))};
    return values;
}

// The same values through both roads.
QByteArray streamed(int indent)
{
    std::string out;
    JsonStreamWriter w(out, indent);
    w.beginObject();
    w.key("doubles");
    w.beginArray();
    for (double d : awkwardDoubles())
        w.value(d);
    w.endArray();
    w.key("integers");
    w.beginArray();
    w.value(0);
    w.value(-1);
    w.value(std::numeric_limits<int>::max());
    w.value(std::numeric_limits<qint64>::min());
    w.value(qint64(1736408883704643212LL));
    w.endArray();
    w.key("strings");
    w.strings(awkwardStrings());
    w.key("or_null");
    w.stringOrNull(QString());
    w.key(u"a key with \"quotes\" and NaN"_qs);
    w.value(true);
    w.key("optional");
    w.value(std::optional<double>());
    w.key("optional_int");
    w.value(std::optional<int>(7));
    w.key("empty_object");
    w.beginObject();
    w.endObject();
    w.key("empty_array");
    w.beginArray();
    w.endArray();
    w.key("nested");
    w.beginArray();
    w.beginObject();
    w.key("x");
    w.value(false);
    w.endObject();
    w.beginArray();
    w.null();
    w.endArray();
    w.endArray();
    w.endObject();
    w.flush();
    return QByteArray::fromStdString(out);
}

QByteArray dumped(int indent)
{
    Json root;
    Json doubles = Json::array();
    for (double d : awkwardDoubles())
        doubles.push_back(d);
    root["doubles"] = doubles;
    root["integers"] = Json::array(
        {0, -1, std::numeric_limits<int>::max(), std::numeric_limits<qint64>::min(), qint64(1736408883704643212LL)});
    root["strings"] = json::strings(awkwardStrings());
    root["or_null"] = json::strOrNull(QString());
    root[u"a key with \"quotes\" and NaN"_qs.toStdString()] = true;
    root["optional"] = json::opt(std::optional<double>());
    root["optional_int"] = json::opt(std::optional<int>(7));
    root["empty_object"] = Json::object();
    root["empty_array"] = Json::array();
    root["nested"] = Json::array({Json{{"x", false}}, Json::array({nullptr})});
    return json::dumpFragment(root, indent);
}

// The first of `values` the writer gives other bytes for than nlohmann's own dump, said with
// both texts; empty when every one is the same.
template<typename Values>
QString firstNumberNlohmannWritesOtherwise(const Values &values)
{
    for (double v : values) {
        std::string out;
        JsonStreamWriter w(out, -1);
        w.value(v);
        w.flush();
        const QByteArray expected = json::dumpFragment(Json(v), -1);
        if (QByteArray::fromStdString(out) != expected)
            return u"%1: %2 written, %3 expected"_qs.arg(v, 0, 'g', 17)
                .arg(QString::fromStdString(out), QString::fromUtf8(expected));
    }
    return {};
}

} // namespace

class TestJsonStreamWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void writesTheBytesNlohmannDumpsOnOneLine() { QCOMPARE(streamed(-1), dumped(-1)); }

    void writesTheBytesNlohmannDumpsIndented()
    {
        QCOMPARE(streamed(2), dumped(2));
        QCOMPARE(streamed(4), dumped(4));
    }

    void nonFiniteNumbersAreNullAndTheWordsInStringsAreEscaped()
    {
        const QByteArray text = streamed(-1);
        QVERIFY(!text.contains("NaN"));
        QVERIFY(!text.contains("Infinity"));
        QVERIFY(text.contains("N\\u0061N in a shape"));
        QVERIFY(text.contains(",null,null,null]"));
    }

    void aWriterInsideADocumentIndentsFromItsDepth()
    {
        std::string out;
        JsonStreamWriter w(out, 2, 1);
        w.beginArray();
        w.beginObject();
        w.key("a");
        w.value(1);
        w.endObject();
        w.endArray();
        w.flush();
        QCOMPARE(QByteArray::fromStdString(out), QByteArray("[\n    {\n      \"a\": 1\n    }\n  ]"));
    }

    // How a long run's operators are written on several threads: blocks joined in order.
    void anArrayWrittenInBlocksByOtherWritersIsTheArrayOneWriterWrites()
    {
        for (int indent : {-1, 2}) {
            for (int items : {0, 1, 5}) {
                std::string whole;
                {
                    JsonStreamWriter w(whole, indent, 1);
                    w.beginArray();
                    for (int i = 0; i < items; ++i)
                        w.value(i);
                    w.endArray();
                }
                std::string joined, block;
                JsonStreamWriter opener(joined, indent, 1);
                opener.beginArray();
                opener.flush(); // the '[' before the blocks
                for (int first = 0; first < items; first += 2) {
                    block.clear();
                    JsonStreamWriter w(block, indent, 1);
                    w.continueArray(size_t(first));
                    for (int i = first; i < std::min(items, first + 2); ++i)
                        w.value(i);
                    w.flush();
                    joined += block;
                }
                opener.itemsWrittenElsewhere(size_t(items));
                opener.endArray();
                opener.flush();
                QCOMPARE(QByteArray::fromStdString(joined), QByteArray::fromStdString(whole));
            }
        }
    }

    // The writer gathers its bytes in a stage of its own and hands them on a few kilobytes at a
    // time: a document many stages long, with strings longer than a stage (the stage grows for
    // them; a hidden NaN makes one longer after it was written), is the bytes nlohmann dumps.
    void aDocumentManyStagesLongIsWhatNlohmannWrites()
    {
        Json expected = Json::array();
        std::string out;
        JsonStreamWriter w(out, -1);
        w.beginArray();
        QVERIFY(out.empty()); // in the stage until it fills or is flushed
        std::mt19937_64 random(20261207);
        std::uniform_real_distribution<double> ratio(0.0, 1.0);
        for (int i = 0; i < 30000; ++i) {
            const double v = ratio(random) * double(i);
            w.value(v);
            expected.push_back(v);
            const QString name = QString(i % 97, u'k') + QString::number(i);
            w.beginObject();
            w.field("name", name);
            w.field("value", v);
            w.field("count", qint64(i));
            w.endObject();
            expected.push_back(Json{{"name", json::str(name)}, {"value", v}, {"count", qint64(i)}});
            if (i % 5000 == 0) {
                const QString longText = QString(40000 + i, u'a') + u"NaN"_qs + QString(i, QChar(0x4E2D));
                w.value(longText);
                expected.push_back(json::str(longText));
            }
        }
        w.endArray();
        w.flush();
        QCOMPARE(QByteArray::fromStdString(out), json::dumpFragment(expected, -1));
    }

    // Several threads write the same names at once: reading one must not change it.
    void aStringThatIsNotItsOwnDataIsReadWithoutBeingCopied()
    {
        static const char16_t text[] = {u'G', u'M', u'\u2192', u'U', u'B'};
        const QString raw = QString::fromRawData(reinterpret_cast<const QChar *>(text), 5);
        std::string out;
        JsonStreamWriter w(out, -1);
        w.value(raw);
        w.flush();
        QCOMPARE(QByteArray::fromStdString(out), QByteArray("\"GM\xe2\x86\x92UB\""));
        QCOMPARE(static_cast<const void *>(raw.constData()), static_cast<const void *>(text));
    }

    // Whole numbers take a faster road than the search for the shortest digits: every size up to
    // and past where that road ends, both signs, and fractions just beside whole numbers.
    void wholeNumbersAndTheirNeighboursAreTheDigitsNlohmannWrites()
    {
        std::mt19937_64 random(20261206);
        QList<double> values;
        for (double whole = 1.0; whole < 1e17; whole *= 10.0) {
            for (double v : {whole, whole - 1.0, whole + 1.0, whole * 0.999, std::nextafter(whole, 0.0),
                             std::nextafter(whole, 1e300)})
                values << v << -v;
        }
        values << 999999999999999.0 << 1e15 << 1e15 - 0.5 << 9007199254740993.0 << 0.5 << -0.5;
        std::uniform_int_distribution<qint64> wholes(0, qint64(1e15));
        std::uniform_real_distribution<double> anyValue(-1e6, 1e6);
        for (int i = 0; i < 100000; ++i)
            values << double(wholes(random)) << anyValue(random) << std::round(anyValue(random) * 1000.0) / 1000.0;
        const QString differs = firstNumberNlohmannWritesOtherwise(values);
        QVERIFY2(differs.isEmpty(), qPrintable(differs));
    }

    // A decimal of up to six places is taken as it is when the value lies well inside its
    // interval: decimals of every length and magnitude that road covers, its edges (powers of
    // two, where the interval is lopsided; a millionth; 10^9), each value's two neighbours (just
    // outside a decimal's interval) and the values the decimal search finds for ratios.
    void shortDecimalsAndTheirNeighboursAreTheDigitsNlohmannWrites()
    {
        std::mt19937_64 random(20261207);
        std::vector<double> values;
        const auto withNeighbours = [&values](double v) {
            for (double w : {v, std::nextafter(v, 0.0), std::nextafter(v, 1e300)})
                values.insert(values.end(), {w, -w});
        };
        for (int places = 0; places <= 7; ++places) {
            const double scale = std::pow(10.0, places);
            std::uniform_int_distribution<qint64> digits(1, places < 3 ? qint64(1e9) : qint64(1e14));
            for (int i = 0; i < 40000; ++i)
                withNeighbours(double(digits(random)) / scale);
        }
        for (qint64 thousandths = 1; thousandths < 200000; ++thousandths)
            withNeighbours(double(thousandths) / 1000.0);
        for (int e = -24; e <= 32; ++e) {
            double v = std::ldexp(1.0, e);
            for (int step = 0; step < 40; ++step, v = std::nextafter(v, 0.0))
                withNeighbours(v);
        }
        for (double edge : {1e-6, 1.5e-6, 4.76837158203125e-07, 1e9, 999999999.999999, 0x1p30, 0x1p-21})
            withNeighbours(edge);
        std::uniform_real_distribution<double> ratio(0.0, 1.0);
        for (int i = 0; i < 100000; ++i)
            withNeighbours(ratio(random) * std::pow(10.0, double(i % 13) - 6.0));
        const QString differs = firstNumberNlohmannWritesOtherwise(values);
        QVERIFY2(differs.isEmpty(), qPrintable(differs));
    }

    // A searched number's bytes are kept per thread by its bits and copied when it comes again
    // (an operator's advice repeats its ratios): values met again soon and late, values that
    // share a place in that store, on this thread and on others at once.
    void numbersMetAgainAreTheDigitsNlohmannWrites()
    {
        std::mt19937_64 random(20261208);
        std::uniform_real_distribution<double> ratio(0.0, 1.0);
        std::vector<double> distinct;
        for (int i = 0; i < 20000; ++i)
            distinct.push_back(ratio(random) * std::pow(10.0, double(i % 41) - 20.0) * (i % 2 ? 1.0 : -1.0));
        std::vector<double> values;
        std::uniform_int_distribution<size_t> pick(0, distinct.size() - 1);
        for (size_t i = 0; i < distinct.size(); ++i) {
            values.push_back(distinct[i]);
            values.push_back(distinct[i]);            // met again at once
            values.push_back(distinct[i / 2]);        // met again later
            values.push_back(distinct[pick(random)]); // anywhere
        }
        QString differsElsewhere;
        std::thread other([&] { differsElsewhere = firstNumberNlohmannWritesOtherwise(values); });
        const QString differs = firstNumberNlohmannWritesOtherwise(values);
        other.join();
        QVERIFY2(differs.isEmpty(), qPrintable(differs));
        QVERIFY2(differsElsewhere.isEmpty(), qPrintable(differsElsewhere));
    }

    // A string's last units (all of a short one's) are copied as one block of eight too, the
    // last eight of a longer one written again: every length, and after a unit written apart.
    void plainStringsOfEveryLengthAreWhatNlohmannWrites()
    {
        for (const QString &before : {QString(), u"\u00e9"_qs, u"\n"_qs}) {
            for (int length = 0; length < 40; ++length) {
                QString s = before;
                for (int i = 0; i < length; ++i)
                    s += QChar(u'a' + i % 26);
                std::string out;
                JsonStreamWriter w(out, -1);
                w.value(s);
                w.flush();
                QCOMPARE(QByteArray::fromStdString(out), json::dumpFragment(json::str(s), -1));
            }
        }
    }

    // A short text's bytes are kept with its units and copied when it is written again: a text
    // changed, freed and made again of other words in turn, each written twice, on two threads.
    void textsWrittenAgainAreWhatNlohmannWrites()
    {
        const auto writeAll = [] {
            QString differs;
            for (int round = 0; round < 2000 && differs.isEmpty(); ++round) {
                QString text = u"gm_to_ub %1"_qs.arg(round % 7);
                QList<QString> texts{text};
                text[0] = u'N'; // changed after it was kept: a copy of its own
                texts << text << u"aN"_qs + text << QString(round % 50, u'\n');
                {
                    QString freed = QString::number(round);
                    texts << freed;
                }
                texts << QString::number(round + 1); // perhaps where the freed one was
                for (const QString &t : texts) {
                    for (int twice = 0; twice < 2; ++twice) {
                        std::string out;
                        JsonStreamWriter w(out, -1);
                        w.value(t);
                        w.flush();
                        if (QByteArray::fromStdString(out) != json::dumpFragment(json::str(t), -1))
                            differs = t;
                    }
                }
            }
            return differs;
        };
        QString differsElsewhere;
        std::thread other([&] { differsElsewhere = writeAll(); });
        const QString differs = writeAll();
        other.join();
        QVERIFY2(differs.isEmpty(), qPrintable(differs));
        QVERIFY2(differsElsewhere.isEmpty(), qPrintable(differsElsewhere));
    }

    // Plain runs are copied eight units at a time: every place a unit that needs care can sit in
    // and after such a block, and every such unit.
    void stringsWithACharacterThatNeedsCareAnywhereAreWhatNlohmannWrites()
    {
        const QList<QChar> careful = {QChar(u'"'),   QChar(u'\\'),  QChar(u'\n'),  QChar(0x0001),
                                      QChar(0x001F), QChar(0x007F), QChar(0x0080), QChar(0x00E9),
                                      QChar(0x4E2D), QChar(0xD800), QChar(u'N'),   QChar(u'I')};
        for (const QChar c : careful) {
            for (int length = 0; length < 40; ++length) {
                for (int at = 0; at <= length; ++at) {
                    QString s(length, u'x');
                    s.insert(at, c);
                    if (c == u'N')
                        s.insert(at + 1, u"aN"_qs); // "NaN", hidden by both
                    std::string out;
                    JsonStreamWriter w(out, -1);
                    w.value(s);
                    w.flush();
                    QCOMPARE(QByteArray::fromStdString(out), json::dumpFragment(json::str(s), -1));
                }
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestJsonStreamWriter)
#include "tst_jsonstreamwriter.moc"
