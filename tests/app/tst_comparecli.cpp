// SPDX-License-Identifier: GPL-3.0-or-later
// End to end: `rooflens compare` and its outputs, the --fail-on-regression gate's exit codes,
// and the HTML and chart outputs of analyze and compare, through the real executable.
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

#include "rooflensprocess.h"

using rl::test::rooflens;
using rl::test::Run;

namespace {

// A run of three vector operators with vector and MTE2 work on a round coupled chip, so
// every report has a Vector × MTE2 Roofline; durations in µs. The work is that of the
// baseline (100, 50, 10 µs at U 0.3 and 0.5), so faster runs move up the chart.
QByteArray profile(double a, double b, double c)
{
    auto op = [](const char *name, double d, double w) {
        return u"{ \"name\": \"%1\", \"type\": \"Add\", \"core_type\": \"AI_CORE\", \"duration_us\": %2, "
               "\"components\": { \"vector\": { \"busy_us\": %3, \"work\": { \"fp16\": %5 } }, "
               "\"mte2\": { \"busy_us\": %4, \"work\": { \"gm_to_ub\": %6 } } } }"_qs.arg(QLatin1StringView(name))
                   .arg(d)
                   .arg(d * 0.7) // busy long enough that E stays possible when the candidate is 2× faster
                   .arg(d)
                   .arg(w * 3e4) // U(vector) 0.3 at the baseline's time
                   .arg(w * 5e3) // U(mte2) 0.5
                   .toUtf8();
    };
    return R"({ "schema": "rooflens.profile/1", "name": "round",
      "hardware": { "schema": "rooflens.hardware/1", "id": "round", "name": "Round chip", "architecture": "coupled",
        "clock_mhz": 1000, "cube_cores": 1, "vector_cores": 1,
        "components": { "vector": { "kind": "compute", "peaks": { "fp16": 100 } },
                        "mte2": { "kind": "transfer", "peaks": { "gm_to_ub": 10 } } } },
      "operators": [ )"
        + op("add_a", a, 100) + ", " + op("add_b", b, 50) + ", " + op("add_c", c, 10) + "] }";
}

QString write(const QTemporaryDir &dir, const QString &name, const QByteArray &data)
{
    QFile f(dir.filePath(name));
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(data);
    return f.fileName();
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool selfContained(const QByteArray &html)
{
    static const QRegularExpression external(
        uR"((https?:|<script|<link|<iframe|<img|@import|src\s*=|href\s*=|url\((?!#)))"_qs,
        QRegularExpression::CaseInsensitiveOption);
    return !external.match(QString::fromUtf8(html)).hasMatch();
}

} // namespace

class TestCompareCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void compareWritesJsonCsvAndHtml()
    {
        QTemporaryDir dir;
        const QString before = write(dir, u"before.json"_qs, profile(100, 50, 10));
        const QString after = write(dir, u"after.json"_qs, profile(50, 50, 10));
        const Run r = rooflens({u"compare"_qs, before, after, u"--json"_qs, dir.filePath(u"c.json"_qs), u"--csv"_qs,
                                dir.filePath(u"c.csv"_qs), u"--html"_qs, dir.filePath(u"c.html"_qs)});
        QCOMPARE(r.code, 0);
        const QJsonObject root = QJsonDocument::fromJson(readAll(dir.filePath(u"c.json"_qs))).object();
        QCOMPARE(root.value(u"schema").toString(), u"rooflens.comparison/1"_qs);
        QCOMPARE(root.value(u"speedup").toDouble(), 160.0 / 110.0);
        QCOMPARE(root.value(u"matches").toArray().size(), 3);
        QCOMPARE(root.value(u"baseline").toObject().value(u"path").toString(), before);
        QCOMPARE(readAll(dir.filePath(u"c.csv"_qs)).count("\r\n"), 4);
        const QByteArray html = readAll(dir.filePath(u"c.html"_qs));
        QVERIFY(html.startsWith("<!DOCTYPE html>"));
        QVERIFY(selfContained(html));
        QVERIFY(html.contains("<svg"));
    }

    void jsonToStdoutIsTheComparison()
    {
        QTemporaryDir dir;
        const Run r = rooflens({u"compare"_qs, write(dir, u"b.json"_qs, profile(1, 2, 3)),
                                write(dir, u"a.json"_qs, profile(1, 2, 3)), u"--json"_qs, u"-"_qs});
        QCOMPARE(r.code, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(u"speedup").toDouble(), 1.0);
    }

    void withoutOutputsItPrintsASummary()
    {
        QTemporaryDir dir;
        const Run r = rooflens({u"compare"_qs, write(dir, u"b.json"_qs, profile(100, 50, 10)),
                                write(dir, u"a.json"_qs, profile(50, 50, 10))});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("1.45"));
        QVERIFY(r.out.contains("add_a"));
    }

    void theGateExitsByTheSlowestMatchedOperator_data()
    {
        QTest::addColumn<double>("afterB");
        QTest::addColumn<QString>("pct");
        QTest::addColumn<int>("code");
        QTest::newRow("20 % slower, gate 10") << 60.0 << u"10"_qs << 1;
        QTest::newRow("20 % slower, gate 25") << 60.0 << u"25"_qs << 0;
        QTest::newRow("faster, gate 0") << 40.0 << u"0"_qs << 0;
        QTest::newRow("same, gate 0") << 50.0 << u"0"_qs << 0;
        QTest::newRow("gate is a number") << 60.0 << u"ten"_qs << 2;
        QTest::newRow("gate is not negative") << 60.0 << u"-5"_qs << 2;
    }
    void theGateExitsByTheSlowestMatchedOperator()
    {
        QFETCH(double, afterB);
        QFETCH(QString, pct);
        QTemporaryDir dir;
        const Run r = rooflens({u"compare"_qs, write(dir, u"b.json"_qs, profile(100, 50, 10)),
                                write(dir, u"a.json"_qs, profile(50, afterB, 10)), u"--fail-on-regression"_qs, pct,
                                u"--json"_qs, dir.filePath(u"c.json"_qs)});
        QTEST(r.code, "code");
        if (r.code == 1) {
            QVERIFY2(r.err.contains("add_b"), r.err.constData());
            QVERIFY(!r.err.contains("add_a"));
            QVERIFY(QFile::exists(dir.filePath(u"c.json"_qs))); // outputs are written before the verdict
        }
    }

    void usageErrorsExitTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("one path") << QStringList{u"compare"_qs, u"x"_qs};
        QTest::newRow("three paths") << QStringList{u"compare"_qs, u"x"_qs, u"y"_qs, u"z"_qs};
        QTest::newRow("bad chart format")
            << QStringList{u"compare"_qs, u"x"_qs, u"y"_qs, u"--chart-format"_qs, u"gif"_qs};
    }
    void usageErrorsExitTwo()
    {
        QFETCH(QStringList, args);
        QCOMPARE(rooflens(args).code, 2);
    }

    void anUnreadableRunExitsThreeAndNamesIt()
    {
        QTemporaryDir dir;
        const QString bad = write(dir, u"broken.json"_qs, "{ \"schema\": \"rooflens.profile/1\", \"operators\": [");
        const Run r = rooflens({u"compare"_qs, write(dir, u"b.json"_qs, profile(1, 2, 3)), bad});
        QCOMPARE(r.code, 3);
        QVERIFY2(r.err.contains("broken.json"), r.err.constData());
        QCOMPARE(rooflens({u"compare"_qs, dir.filePath(u"missing"_qs), bad}).code, 3);
    }

    void compareChartsAreValidFilesInEveryFormat()
    {
        QTemporaryDir dir;
        const QString charts = dir.filePath(u"charts"_qs);
        const Run r = rooflens({u"compare"_qs, write(dir, u"b.json"_qs, profile(100, 50, 10)),
                                write(dir, u"a.json"_qs, profile(50, 60, 10)), u"--charts"_qs, charts,
                                u"--chart-format"_qs, u"png,svg,pdf"_qs});
        QVERIFY2(r.code == 0, r.err.constData());
        for (const QString &stem : {u"compare-roofline-vector-mte2"_qs, u"compare-category-shares"_qs}) {
            QImage png;
            QVERIFY2(png.load(charts + u'/' + stem + u".png"), qPrintable(stem));
            QVERIFY(png.width() >= 1200);
            QVERIFY(QSvgRenderer(charts + u'/' + stem + u".svg").isValid());
            QVERIFY(readAll(charts + u'/' + stem + u".pdf").startsWith("%PDF-"));
        }
    }

    void analyzeWritesHtmlAndCharts()
    {
        QTemporaryDir dir;
        const QString charts = dir.filePath(u"charts"_qs);
        const Run r = rooflens({u"analyze"_qs, write(dir, u"b.json"_qs, profile(100, 50, 10)), u"--html"_qs,
                                dir.filePath(u"r.html"_qs), u"--charts"_qs, charts});
        QVERIFY2(r.code == 0, r.err.constData());
        const QByteArray html = readAll(dir.filePath(u"r.html"_qs));
        QVERIFY(selfContained(html));
        QVERIFY(html.contains("add_a"));
        QImage png;
        QVERIFY(png.load(charts + u"/roofline-vector-mte2.png"));
        QVERIFY(QSvgRenderer(charts + u"/roofline-vector-mte2.svg").isValid());
        QVERIFY(QFile::exists(charts + u"/category-shares.svg"));
        QVERIFY(!QFile::exists(charts + u"/roofline-vector-mte2.pdf")); // default formats: png,svg
    }
};

QTEST_GUILESS_MAIN(TestCompareCli)
#include "tst_comparecli.moc"
