// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/tables/csvcolumns.h"
#include "core/io/tables/csvreader.h"
#include "core/io/tables/csvvalue.h"

#include <QTemporaryDir>
#include <QTest>

#include <charconv>
#include <cstring>
#include <random>

using namespace rl;

namespace {

std::vector<CsvRecord> readAll(const QByteArray &data)
{
    auto reader = CsvReader::fromData(data, u"mem.csv"_qs);
    std::vector<CsvRecord> out;
    while (auto r = reader->next())
        out.push_back(*r);
    return out;
}

} // namespace

class TestCsvReader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void quotedFieldsKeepSeparatorsQuotesAndNewlines()
    {
        const auto rows = readAll("a,b,c\n\"x,y\",\"say \"\"hi\"\"; ok\",\"two\nlines\"\nlast,2,3\n");
        QCOMPARE(rows.size(), size_t(3));
        QCOMPARE(rows[1].fields, (QStringList{u"x,y"_qs, u"say \"hi\"; ok"_qs, u"two\nlines"_qs}));
        QCOMPARE(rows[2].fields.front(), u"last"_qs);
    }

    void physicalLineNumbersCountNewlinesInsideQuotes()
    {
        const auto rows = readAll("h1,h2\r\n\"a\r\nb\",1\r\n\r\nc,2\r\n");
        QCOMPARE(rows.size(), size_t(3));
        QCOMPARE(rows[0].line, 1);
        QCOMPARE(rows[1].line, 2);
        QCOMPARE(rows[2].line, 5); // the blank line 4 is skipped, not a record
        QCOMPARE(rows[1].fields.front(), u"a\r\nb"_qs);
    }

    void byteOrderMarkIsSkippedAndTrailingBlanksStripped()
    {
        const auto rows = readAll("\xEF\xBB\xBFName,Start\nop,1736408883704643.212\t\nq,\"17.5\t\"\n");
        QCOMPARE(rows[0].fields.front(), u"Name"_qs);
        QCOMPARE(rows[1].fields[1], u"1736408883704643.212"_qs);
        QCOMPARE(rows[2].fields[1], u"17.5"_qs);
    }

    void lastRecordWithoutNewlineIsRead()
    {
        const auto rows = readAll("a,b\n1,2");
        QCOMPARE(rows.size(), size_t(2));
        QCOMPARE(rows[1].fields, (QStringList{u"1"_qs, u"2"_qs}));
    }

    void truncatedQuotedFieldIsAnErrorWithItsLine()
    {
        auto reader = CsvReader::fromData("a,b\n1,2\n3,\"never closed\n", u"t.csv"_qs);
        int n = 0;
        while (reader->next())
            ++n;
        QCOMPARE(n, 2);
        QVERIFY(reader->error());
        QCOMPARE(reader->error()->kind, Error::Kind::Input);
        QCOMPARE(reader->error()->location, u"t.csv:3"_qs);
    }

    void recordsLargerThanAnyProfilerWritesStopWithTheirLine_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("what");
        const QByteArray header = "a,b\n1,2\n";
        QTest::newRow("a 17 MiB field") << header + "x," + QByteArray(17 << 20, 'y') + "\n" << u"MiB"_qs;
        // A bare field is scanned only as far as a record may reach, whatever follows it.
        QTest::newRow("a 17 MiB field to the end of the input")
            << header + "x," + QByteArray(17 << 20, 'y') << u"MiB"_qs;
        QTest::newRow("a 17 MiB field, then a quote") << header + QByteArray(17 << 20, 'y') + "\"q\",1\n" << u"MiB"_qs;
        QTest::newRow("a 17 MiB quoted field") << header + "\"" + QByteArray(17 << 20, 'y') + "\",1\n" << u"MiB"_qs;
        QByteArray wide = header;
        for (int i = 0; i < 70000; ++i)
            wide += "c,";
        QTest::newRow("70,000 fields") << wide + "\n" << u"65536"_qs;
    }
    void recordsLargerThanAnyProfilerWritesStopWithTheirLine()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, what);
        auto reader = CsvReader::fromData(data, u"big.csv"_qs);
        int records = 0;
        while (reader->next())
            ++records;
        QCOMPARE(records, 2); // the header and the good row
        QVERIFY(reader->error());
        QCOMPARE(reader->error()->location, u"big.csv:3"_qs);
        QVERIFY2(reader->error()->message.contains(what), qPrintable(reader->error()->message));
    }

    void emptyAndBinaryFilesAreErrors()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString empty = dir.filePath(u"empty.csv"_qs);
        const QString junk = dir.filePath(u"junk.csv"_qs);
        QFile e(empty);
        QVERIFY(e.open(QIODevice::WriteOnly));
        e.close();
        QFile j(junk);
        QVERIFY(j.open(QIODevice::WriteOnly));
        j.write(QByteArray("\x7f"
                           "ELF\x02\x01\x01\0\0\0\0\0",
                           12));
        j.close();
        auto r1 = CsvReader::open(empty);
        QVERIFY(!r1);
        QCOMPARE(r1.error().kind, Error::Kind::Input);
        QCOMPARE(r1.error().location, empty);
        auto r2 = CsvReader::open(junk);
        QVERIFY(!r2);
        QCOMPARE(r2.error().kind, Error::Kind::Unsupported);
        QCOMPARE(r2.error().location, junk + u"@0");
        auto r3 = CsvReader::open(dir.filePath(u"missing.csv"_qs));
        QVERIFY(!r3);
        QCOMPARE(r3.error().kind, Error::Kind::Io);
    }

    // Past 32 MiB the reader hands the mapped pages it has read back to the kernel: every record
    // still reads as written, a view of an earlier record still reads its bytes, and parts read
    // on their own see the same records.
    void aTableLargerThanTheReleaseStepReadsWhole()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"big.csv"_qs);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        constexpr int rows = 900'000; // about 42 MB
        QByteArray text = "Name,Size(KB),Note\n";
        for (int i = 0; i < rows; ++i)
            text += "op_" + QByteArray::number(i) + ',' + QByteArray::number(i * 2) + ",\"a, quoted\tcell\"\n";
        QVERIFY(f.write(text) == text.size());
        f.close();

        auto opened = CsvReader::open(path);
        QVERIFY(opened);
        CsvReader &reader = **opened;
        QVERIFY(reader.next());
        CsvRawRecord first, r;
        QVERIFY(reader.nextRaw(first));
        const QByteArrayView firstName = first.field(0);
        int count = 1;
        qint64 sum = 0;
        while (reader.nextRaw(r)) {
            QCOMPARE(r.field(0), QByteArray("op_" + QByteArray::number(count)));
            sum += r.field(1).toLongLong();
            ++count;
        }
        QVERIFY(!reader.error());
        QCOMPARE(count, rows);
        QCOMPARE(sum, qint64(rows - 1) * rows); // Σ 2i for i = 1 … rows − 1
        QCOMPARE(firstName, QByteArrayView("op_0"));

        auto again = CsvReader::open(path);
        QVERIFY(again);
        QVERIFY((*again)->next());
        const std::vector<qint64> cuts = (*again)->cutPoints(2);
        QCOMPARE(cuts.size(), size_t(1));
        auto tail = (*again)->part(cuts.front(), (*again)->size(), 1);
        int tailRows = 0;
        while (tail->nextRaw(r))
            ++tailRows;
        QVERIFY(tailRows > rows / 3 && tailRows < rows * 2 / 3);
        QCOMPARE(r.field(0), QByteArray("op_" + QByteArray::number(rows - 1)));
    }

    void emptyFieldsTrailingSeparatorsAndInnerQuotesReadAsWritten()
    {
        const auto rows = readAll("a,b,c\n,,\nx\"y,2 ,\"q\"t\r\n1,2,");
        QCOMPARE(rows.size(), size_t(4));
        QCOMPARE(rows[1].fields, (QStringList{QString(), QString(), QString()}));
        QCOMPARE(rows[2].fields, (QStringList{u"x\"y"_qs, u"2"_qs, u"qt"_qs})); // a quote inside a bare field is text
        QCOMPARE(rows[3].fields, (QStringList{u"1"_qs, u"2"_qs, QString()}));
        QCOMPARE(rows[3].line, 4);
    }

    void rawRecordsHoldTheBytesOfTheTextRecords()
    {
        const QByteArray data = "\xEF\xBB\xBF"
                                "a,b,c\n\"x,y\",\"say \"\"hi\"\"\t\",\"two\nlines\"\n,,\n"
                                "x\"y,2 \t,\"q\"t\r\n\n1,\xE5\x90\x8D,\"\"\"3,4\"\"\"\n5,6";
        auto text = CsvReader::fromData(data, u"t.csv"_qs);
        auto raw = CsvReader::fromData(data, u"t.csv"_qs);
        CsvRawRecord record;
        int records = 0;
        while (const auto expected = text->next()) {
            QVERIFY(raw->nextRaw(record));
            QCOMPARE(record.line, expected->line);
            QCOMPARE(record.offset, expected->offset);
            QCOMPARE(record.size(), expected->fields.size());
            for (qsizetype i = 0; i < record.size(); ++i)
                QCOMPARE(record.text(i), expected->fields[i]);
            ++records;
        }
        QVERIFY(!raw->nextRaw(record));
        QCOMPARE(records, 6);
    }

    void cellBytesReadAsTheirTextDoes()
    {
        // Every reading of a cell's bytes gives what the reading of its text gives, on the fast
        // way's cells and on every kind it must hand to the text way.
        const QStringList cells = {u""_qs,
                                   u"0"_qs,
                                   u"12.5"_qs,
                                   u"007"_qs,
                                   u"1e3"_qs,
                                   u"-0.25"_qs,
                                   u".5"_qs,
                                   u"+2"_qs,
                                   u" 3 "_qs,
                                   u"\"4\""_qs,
                                   u"1e400"_qs,
                                   u"inf"_qs,
                                   u"nan"_qs,
                                   u"0x10"_qs,
                                   u"-"_qs,
                                   u"1e"_qs,
                                   u"N/A"_qs,
                                   u"NA"_qs,
                                   u"n/a"_qs,
                                   u"\"\""_qs,
                                   u"4294967295"_qs,
                                   u"9223372036854775808"_qs,
                                   u"1736408883704643.212"_qs,
                                   u"\"1736408883704643.212\""_qs,
                                   u"56635864664.9105"_qs,
                                   u"9223372036854774.999"_qs,
                                   u"9223372036854776.0"_qs,
                                   u"12345678901234567.0"_qs,
                                   u"1."_qs,
                                   u"..5"_qs,
                                   u"\u0663\u0664"_qs,
                                   u"1\u00A0"_qs,
                                   u"\u00A012"_qs,
                                   u"\u540D"_qs,
                                   u"12a.5"_qs,
                                   QString(70, u'1'),
                                   QString(64, u'2')};
        // Text the byte way unquotes and trims itself (isMissing), and text it hands on.
        const QStringList quoted = {u"\"\"\"N/A\"\"\""_qs,
                                    u" \" n/a \" "_qs,
                                    u"\t\"NA\"\r"_qs,
                                    u"\"4294967295\""_qs,
                                    u"\"\"\"32,3,224,224\"\"\""_qs,
                                    u"\""_qs,
                                    u"\" "_qs,
                                    u"\x1f"_qs,
                                    u"\vN/A\f"_qs,
                                    u"\"\u00A0\""_qs,
                                    u"\"N/A\u00A0\""_qs,
                                    u"N/A\""_qs,
                                    u"AI_VECTOR_CORE"_qs};
        for (const QString &cell : cells + quoted) {
            const QByteArray bytes = cell.toUtf8();
            QCOMPARE(csv::isMissing(QByteArrayView(bytes)), csv::isMissing(QStringView(cell)));
            QCOMPARE(csv::number(QByteArrayView(bytes)), csv::number(QStringView(cell)));
            QCOMPARE(csv::count(QByteArrayView(bytes)), csv::count(QStringView(cell)));
            QCOMPARE(csv::timestampNs(QByteArrayView(bytes)), csv::timestampNs(QStringView(cell)));
        }
    }

    void plainDecimalsReadAsFromCharsRoundsThem()
    {
        // Plain decimals are read without std::from_chars (csvvalue.cpp, readDecimal): every
        // one must give the very double from_chars gives, at the edges of the exact way too.
        QList<QByteArray> cells = {"0",
                                   "0.0",
                                   "0.1",
                                   "55.161",
                                   "9007199254740992",     // 2^53
                                   "9007199254740993",     // 2^53 + 1: the general way
                                   "900719925474099.3",    // 16 digits, 2^53 + 1 with a dot
                                   "1234567890123456789",  // 19 digits
                                   "12345678901234567890", // 20
                                   "0.1234567890123456789",
                                   "1.0000000000000000000001",  // 22 after the dot
                                   "1.00000000000000000000001", // 23
                                   "0.30000000000000004",
                                   "2884518",
                                   "1736412474730135.222"};
        std::mt19937_64 random(41);
        for (int i = 0; i < 20000; ++i) {
            const int whole = int(random() % 12), fraction = int(random() % 14);
            QByteArray cell = QByteArray::number(qulonglong(random() % 1000000000000ULL)).left(whole + 1);
            if (fraction > 0)
                cell += '.' + QByteArray::number(qulonglong(random())).left(fraction);
            cells << cell;
        }
        for (const QByteArray &cell : cells) {
            double expected = 0.0;
            const auto [end, error] = std::from_chars(cell.constData(), cell.constData() + cell.size(), expected);
            QVERIFY(error == std::errc() && end == cell.constData() + cell.size());
            const auto v = csv::number(QByteArrayView(cell));
            QVERIFY2(v && std::memcmp(&*v, &expected, sizeof expected) == 0, cell.constData());
        }
    }

    void numbersReadTheSameWhicheverWayTheCellGoes_data()
    {
        QTest::addColumn<QString>("cell");
        QTest::addColumn<bool>("isNumber");
        QTest::addColumn<double>("value");
        QTest::newRow("plain") << u"12.5"_qs << true << 12.5;
        QTest::newRow("exponent") << u"1e3"_qs << true << 1000.0;
        QTest::newRow("negative") << u"-0.25"_qs << true << -0.25;
        QTest::newRow("leading dot") << u".5"_qs << true << 0.5;
        QTest::newRow("plus sign") << u"+2"_qs << true << 2.0;
        QTest::newRow("blanks") << u" 3 "_qs << true << 3.0;
        QTest::newRow("quoted") << u"\"4\""_qs << true << 4.0;
        QTest::newRow("overflow") << u"1e400"_qs << false << 0.0;
        QTest::newRow("inf") << u"inf"_qs << false << 0.0;
        QTest::newRow("nan") << u"nan"_qs << false << 0.0;
        QTest::newRow("hex") << u"0x10"_qs << false << 0.0;
        QTest::newRow("lone minus") << u"-"_qs << false << 0.0;
        QTest::newRow("dangling exponent") << u"1e"_qs << false << 0.0;
    }
    void numbersReadTheSameWhicheverWayTheCellGoes()
    {
        QFETCH(QString, cell);
        QFETCH(bool, isNumber);
        QFETCH(double, value);
        const auto v = csv::number(cell);
        QCOMPARE(bool(v), isNumber);
        if (v)
            QCOMPARE(*v, value);
    }

    void countsAreWholeNonNegativeNumbers()
    {
        QCOMPARE(csv::count(u"42"_qs), std::optional<qint64>(42));
        QCOMPARE(csv::count(u"007"_qs), std::optional<qint64>(7));
        QVERIFY(!csv::count(u"-3"_qs));
        QVERIFY(!csv::count(u"1.5"_qs));
        QVERIFY(!csv::count(u"9223372036854775808"_qs)); // beyond int64
    }

    void sentinelsAreMissingNotZero_data()
    {
        QTest::addColumn<QString>("cell");
        QTest::newRow("N/A") << u"N/A"_qs;
        QTest::newRow("NA") << u"NA"_qs;
        QTest::newRow("empty") << QString();
        QTest::newRow("UINT32_MAX") << u"4294967295"_qs;
        QTest::newRow("quoted empty") << u"\"\""_qs;
    }
    void sentinelsAreMissingNotZero()
    {
        QFETCH(QString, cell);
        QVERIFY(csv::isMissing(cell));
        QVERIFY(!csv::number(cell));
        QVERIFY(!csv::count(cell));
        QVERIFY(!csv::timestampNs(cell));
    }

    void timestampsParseToExactNanoseconds_data()
    {
        QTest::addColumn<QString>("cell");
        QTest::addColumn<qint64>("ns");
        QTest::newRow("torch_npu with TAB") << u"1736408883704643.212\t"_qs << Q_INT64_C(1736408883704643212);
        QTest::newRow("quoted") << u"\"1736408883704643.212\""_qs << Q_INT64_C(1736408883704643212);
        QTest::newRow("one decimal") << u"1695115378715400.2"_qs << Q_INT64_C(1695115378715400200);
        QTest::newRow("integer") << u"1695115378713661"_qs << Q_INT64_C(1695115378713661000);
        QTest::newRow("monotonic, rounds past ns") << u"56635864664.9105"_qs << Q_INT64_C(56635864664911);
        QTest::newRow("largest that fits") << u"9223372036854774.999"_qs << Q_INT64_C(9223372036854774999);
    }
    void timestampsParseToExactNanoseconds()
    {
        QFETCH(QString, cell);
        QFETCH(qint64, ns);
        QCOMPARE(csv::timestampNs(cell), std::optional<qint64>(ns));
    }

    void malformedTimestampsAreRejected()
    {
        for (const QString &bad :
             {u"12a.5"_qs, u"-5.0"_qs, u"1e9"_qs, u"12345678901234567.0"_qs, u"9223372036854776.0"_qs, u".5"_qs})
            QVERIFY2(!csv::timestampNs(bad), qPrintable(bad));
    }

    void columnsAreFoundUnderEveryRename_data()
    {
        QTest::addColumn<QString>("header");
        QTest::addColumn<int>("column");
        QTest::addColumn<int>("expected");
        QTest::newRow("Block Num") << u"Op Name,Block Num"_qs << int(KernelColumn::BlockDim) << 1;
        QTest::newRow("Block Dim") << u"Block Dim,Name"_qs << int(KernelColumn::BlockDim) << 0;
        QTest::newRow("Mix Block Num") << u"Mix Block Num"_qs << int(KernelColumn::MixBlockDim) << 0;
        QTest::newRow("Task Start Time") << u"x,Task Start Time"_qs << int(KernelColumn::Start) << 1;
        QTest::newRow("Start Time(us)") << u"Step Id,Device_id,Start Time(us)"_qs << int(KernelColumn::Start) << 2;
        QTest::newRow("Task Start Time(us)") << u"Task Start Time(us)"_qs << int(KernelColumn::Start) << 0;
        QTest::newRow("Name") << u"Step Id,Name"_qs << int(KernelColumn::Name) << 1;
        QTest::newRow("Type") << u"Type"_qs << int(KernelColumn::Type) << 0;
        QTest::newRow("Accelerator Core") << u"a,Accelerator Core"_qs << int(KernelColumn::TaskType) << 1;
        QTest::newRow("Duration(us)") << u"Duration(us)"_qs << int(KernelColumn::Duration) << 0;
        QTest::newRow("case and blanks") << u" task duration(US) "_qs << int(KernelColumn::Duration) << 0;
        QTest::newRow("absent") << u"a,b"_qs << int(KernelColumn::Duration) << -1;
    }
    void columnsAreFoundUnderEveryRename()
    {
        QFETCH(QString, header);
        QFETCH(int, column);
        QFETCH(int, expected);
        const CsvColumns columns(header.split(u','));
        QCOMPARE(columns.index(KernelColumn(column)), expected);
    }

    void metricNamesLoseTheirUnits()
    {
        QCOMPARE(CsvColumns::metricName(u"aic_mac_time(us)"_qs), u"aic_mac_time"_qs);
        QCOMPARE(CsvColumns::metricName(u"cube_utilization(%)"_qs), u"cube_utilization"_qs);
        QCOMPARE(CsvColumns::metricName(u"L1_to_GM_datas(KB)(estimate)"_qs), u"l1_to_gm_datas"_qs);
        QCOMPARE(CsvColumns::metricName(u"aiv_vec_bank_cflt_ratio"_qs), u"aiv_vec_bank_cflt_ratio"_qs);
    }
};

QTEST_GUILESS_MAIN(TestCsvReader)
#include "tst_csvreader.moc"
