// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/traces/decimaltime.h"
#include "core/io/traces/eventarrayscanner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTest>

using namespace rl;

namespace {

// Events whose strings hold everything that could fool a boundary scanner: brackets,
// escaped quotes, runs of backslashes, and a long string so events cross 64-byte blocks.
QByteArray trickyEvents(int count, quint32 seed)
{
    QRandomGenerator random(seed);
    const QList<QByteArray> pieces = {"{", "}", "[", "]", "\\\"", "\\\\", "\\\\\\\"", ",", "\\n", "x", "é"};
    QByteArray out = "[";
    for (int i = 0; i < count; ++i) {
        QByteArray text;
        const int length = int(random.bounded(0, 90));
        for (int k = 0; k < length; ++k)
            text += pieces[int(random.bounded(pieces.size()))];
        if (i > 0)
            out += i % 3 ? "," : " ,\n ";
        out += "{\"ph\":\"X\",\"name\":\"" + text
            + "\",\"args\":{\"a\":[1,{\"b\":\"]}\"}]},\"ts\":" + QByteArray::number(i) + "}";
    }
    out += "]\n";
    return out;
}

int countEvents(const QByteArray &events)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson("[" + events + "]", &error);
    if (error.error != QJsonParseError::NoError)
        return -1;
    return int(doc.array().size());
}

} // namespace

class TestEventArrayScanner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void batchesAreWholeEventsWhateverTheTargetSize_data()
    {
        QTest::addColumn<quint32>("seed");
        QTest::addColumn<int>("target");
        QTest::addColumn<EventArrayScanner::Kernel>("kernel");
        for (const auto kernel : {EventArrayScanner::Kernel::Fastest, EventArrayScanner::Kernel::Portable}) {
            const char *name = kernel == EventArrayScanner::Kernel::Fastest ? "fastest" : "portable";
            for (quint32 seed : {1u, 2u, 3u}) {
                for (int target : {1, 63, 64, 65, 500, 4096, 1 << 20})
                    QTest::addRow("%s seed %u target %d", name, seed, target) << seed << target << kernel;
            }
        }
    }
    void batchesAreWholeEventsWhateverTheTargetSize()
    {
        QFETCH(quint32, seed);
        QFETCH(int, target);
        QFETCH(EventArrayScanner::Kernel, kernel);
        const QByteArray file = trickyEvents(200, seed);
        QCOMPARE(QJsonDocument::fromJson(file).array().size(), 200);
        EventArrayScanner scanner(file.constData(), size_t(file.size()), u"t.json"_qs, kernel);
        QVERIFY(scanner.locate().ok());
        ScanCopy copy(64); // and the copy made while scanning is the batch, framed as a document
        int total = 0;
        for (int guard = 0; guard < 10000; ++guard) {
            auto batch = scanner.next(size_t(target), &copy);
            QVERIFY2(batch.ok(), qPrintable(batch.ok() ? QString() : batch.error().toString()));
            const QByteArray text = file.mid(qsizetype(batch->begin), qsizetype(batch->end - batch->begin));
            QCOMPARE(QByteArray(copy.batch(), qsizetype(copy.batchLength())), '[' + text + ']');
            QVERIFY(copy.batchCapacity() >= copy.batchLength() + 64);
            const int n = countEvents(text);
            QVERIFY2(n >= 0, text.left(200).constData());
            if (!batch->last)
                QVERIFY(n >= 1);
            total += n;
            if (batch->last)
                break;
        }
        QCOMPARE(total, 200);
    }

    void theEventsOfAnObjectEnvelopeAreFound()
    {
        // (a normal literal: moc misreads backslashes inside raw strings)
        const QByteArray file = "{\"schemaVersion\":2,\"meta\":{\"x\":\"[\\\"]\"},"
                                "\"traceEvents\":[{\"ph\":\"M\"},{\"ph\":\"X\"}],\"displayTimeUnit\":\"ns\"}";
        EventArrayScanner scanner(file.constData(), size_t(file.size()), u"t.json"_qs);
        QVERIFY(scanner.locate().ok());
        QVERIFY(scanner.isObjectEnvelope());
        ScanCopy copy(64);
        auto batch = scanner.next(1 << 20, &copy);
        QVERIFY(batch.ok());
        QVERIFY(batch->last);
        QCOMPARE(countEvents(file.mid(qsizetype(batch->begin), qsizetype(batch->end - batch->begin))), 2);
        QCOMPARE(QByteArray(copy.batch(), qsizetype(copy.batchLength())), QByteArray(R"([{"ph":"M"},{"ph":"X"}])"));
    }

    void malformedEnvelopesAreErrorsAtTheirOffset_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QString>("location");
        QTest::newRow("empty") << QByteArray() << u"t.json@0"_qs;
        QTest::newRow("only spaces") << QByteArray("  \n ") << u"t.json@4"_qs;
        QTest::newRow("not json") << QByteArray("hello") << u"t.json@0"_qs;
        QTest::newRow("truncated event") << QByteArray(R"([{"ph":"X"},{"ph":)") << u"t.json@18"_qs;
        QTest::newRow("truncated in a string") << QByteArray("[{\"ph\":\"X\"},{\"name\":\"abc") << u"t.json@24"_qs;
        QTest::newRow("junk after the array") << QByteArray(R"([{"ph":"X"}] junk)") << u"t.json@13"_qs;
        QTest::newRow("no traceEvents") << QByteArray(R"({"a":1})") << u"t.json@6"_qs;
        QTest::newRow("traceEvents not an array") << QByteArray(R"({"traceEvents":3})") << u"t.json@15"_qs;
        QTest::newRow("trailing comma") << QByteArray(R"([{"ph":"X"},])") << u"t.json@11"_qs;
        QTest::newRow("mismatched bracket") << QByteArray(R"([{"ph":"X"}})") << u"t.json@11"_qs;
        QTest::newRow("junk after the object") << QByteArray(R"({"traceEvents":[]} x)") << u"t.json@19"_qs;
    }
    void malformedEnvelopesAreErrorsAtTheirOffset()
    {
        QFETCH(QByteArray, file);
        QFETCH(QString, location);
        for (const auto kernel : {EventArrayScanner::Kernel::Fastest, EventArrayScanner::Kernel::Portable}) {
            QCOMPARE(errorLocationOf(file, kernel), location);
        }
    }

    void bothKernelsCutTheSameBatches()
    {
        // On this machine "fastest" may be the AVX2 loop; wherever it runs, it must agree with
        // the portable one byte for byte, across block boundaries and escapes.
        for (quint32 seed : {4u, 5u}) {
            const QByteArray file = trickyEvents(400, seed);
            for (size_t target : {size_t(1), size_t(100), size_t(3000)}) {
                QCOMPARE(cuts(file, target, EventArrayScanner::Kernel::Fastest),
                         cuts(file, target, EventArrayScanner::Kernel::Portable));
            }
        }
    }

    void microsecondTextBecomesExactNanoseconds_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<qint64>("ns");
        QTest::newRow("epoch µs, 3 decimals") << QByteArray("1736408883704643.212") << Q_INT64_C(1736408883704643212);
        QTest::newRow("more decimals round half up") << QByteArray("996.9599375") << Q_INT64_C(996960);
        QTest::newRow("float noise in an uptime clock")
            << QByteArray("56635864652.490005") << Q_INT64_C(56635864652490);
        QTest::newRow("integer") << QByteArray("1736405444092247") << Q_INT64_C(1736405444092247000);
        QTest::newRow("one decimal") << QByteArray("0.5") << Q_INT64_C(500);
        QTest::newRow("negative") << QByteArray("-1.0004") << Q_INT64_C(-1000);
        QTest::newRow("exponent") << QByteArray("1.5e3") << Q_INT64_C(1500000);
        QTest::newRow("padded") << QByteArray(" 12.3 \n") << Q_INT64_C(12300);
    }
    void microsecondTextBecomesExactNanoseconds()
    {
        QFETCH(QByteArray, text);
        QFETCH(qint64, ns);
        const auto value = microsTextToNanos(std::string_view(text.constData(), size_t(text.size())));
        QVERIFY(value.has_value());
        QCOMPARE(*value, ns);
    }

    void nonNumbersAreNotTimes()
    {
        for (const char *text : {"", "abc", "1.2.3", "12x", "-", ".", "99999999999999999999"})
            QVERIFY2(!microsTextToNanos(text).has_value(), text);
    }

private:
    static QList<QPair<qsizetype, qsizetype>> cuts(const QByteArray &file, size_t target,
                                                   EventArrayScanner::Kernel kernel)
    {
        QList<QPair<qsizetype, qsizetype>> out;
        EventArrayScanner scanner(file.constData(), size_t(file.size()), u"t.json"_qs, kernel);
        if (!scanner.locate().ok())
            return out;
        for (int guard = 0; guard < 100000; ++guard) {
            auto batch = scanner.next(target);
            if (!batch.ok())
                break;
            out.append({qsizetype(batch->begin), qsizetype(batch->end)});
            if (batch->last)
                break;
        }
        return out;
    }

    static QString errorLocationOf(const QByteArray &file, EventArrayScanner::Kernel kernel)
    {
        EventArrayScanner scanner(file.constData(), size_t(file.size()), u"t.json"_qs, kernel);
        Status status = scanner.locate();
        // Keep asking for batches until the problem surfaces (a small target splits events).
        for (int guard = 0; status.ok() && guard < 100; ++guard) {
            auto batch = scanner.next(1);
            if (!batch.ok()) {
                status = batch.error();
                break;
            }
            if (batch->last)
                break;
        }
        if (status.ok())
            return u"no error"_qs;
        if (status.error().kind != Error::Kind::Input)
            return u"not an input error"_qs;
        return status.error().location;
    }
};

QTEST_GUILESS_MAIN(TestEventArrayScanner)
#include "tst_eventarrayscanner.moc"
