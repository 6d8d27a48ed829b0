// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/clioptions.h"
#include "app/cli/textstreamdevice.h"

#include <QTest>

using namespace rl::cli;

class TestCommandLine : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void analyzeTakesPathsAndEveryContractOption()
    {
        const CliOptions o = parseCommandLine({u"analyze"_qs,     u"a"_qs,
                                               u"b"_qs,           u"--hardware"_qs,
                                               u"ascend910b2"_qs, u"--json"_qs,
                                               u"-"_qs,           u"--csv"_qs,
                                               u"o.csv"_qs,       u"--html"_qs,
                                               u"o.html"_qs,      u"--charts"_qs,
                                               u"c"_qs,           u"--chart-format"_qs,
                                               u"png,svg,pdf"_qs, u"--lang"_qs,
                                               u"zh_CN"_qs,       u"--u-threshold"_qs,
                                               u"0.7"_qs,         u"--r-threshold"_qs,
                                               u"75"_qs,          u"--hbm"_qs,
                                               u"CJ"_qs});
        QVERIFY2(o.error.isEmpty(), qPrintable(o.error));
        QCOMPARE(o.command, Command::Analyze);
        QCOMPARE(o.paths, QStringList({u"a"_qs, u"b"_qs}));
        QCOMPARE(o.hardware, u"ascend910b2"_qs);
        QCOMPARE(o.hbmVariant, u"cj"_qs); // variant ids are lower case
        QCOMPARE(o.jsonOut, u"-"_qs);
        QCOMPARE(o.chartFormats, QStringList({u"png"_qs, u"svg"_qs, u"pdf"_qs}));
        QCOMPARE(o.language, u"zh_CN"_qs);
        QCOMPARE(*o.uThreshold, 0.7);
        QCOMPARE(*o.rThreshold, 0.75); // percentages are accepted
        QVERIFY(o.needsGui());         // --charts
        QVERIFY(!parseCommandLine({u"analyze"_qs, u"a"_qs, u"--html"_qs, u"o.html"_qs}).needsGui());
    }

    // `--json -` hands the document on in pieces; a character cut between two pieces arrives whole.
    void standardOutputGetsCharactersCutBetweenWrites()
    {
        const QByteArray utf8 = QStringLiteral(u"{\"name\":\"矩阵乘 MatMul\"}").toUtf8();
        QString text;
        {
            QTextStream out(&text);
            TextStreamDevice device(out);
            for (char byte : utf8)
                QCOMPARE(device.write(&byte, 1), 1);
        }
        QCOMPARE(text, QStringLiteral(u"{\"name\":\"矩阵乘 MatMul\"}"));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("analyze without path") << QStringList{u"analyze"_qs};
        QTest::newRow("compare with one path") << QStringList{u"compare"_qs, u"a"_qs};
        QTest::newRow("unknown option") << QStringList{u"analyze"_qs, u"a"_qs, u"--frobnicate"_qs};
        QTest::newRow("missing value") << QStringList{u"analyze"_qs, u"a"_qs, u"--json"_qs};
        QTest::newRow("bad threshold") << QStringList{u"analyze"_qs, u"a"_qs, u"--u-threshold"_qs, u"1.7x"_qs};
        QTest::newRow("bad format") << QStringList{u"analyze"_qs, u"a"_qs, u"--chart-format"_qs, u"gif"_qs};
        QTest::newRow("bad language") << QStringList{u"analyze"_qs, u"a"_qs, u"--lang"_qs, u"fr"_qs};
        QTest::newRow("hardware without action") << QStringList{u"hardware"_qs};
        QTest::newRow("hbm without variant") << QStringList{u"analyze"_qs, u"a"_qs, u"--hbm"_qs};
        QTest::newRow("hbm for demo") << QStringList{u"demo"_qs, u"d"_qs, u"--hbm"_qs, u"cj"_qs};
        QTest::newRow("gui compare with one path") << QStringList{u"--compare"_qs, u"a"_qs};
        QTest::newRow("negative gate") << QStringList{u"compare"_qs, u"a"_qs, u"b"_qs, u"--fail-on-regression"_qs,
                                                      u"-3"_qs};
    }
    void usageErrors()
    {
        QFETCH(QStringList, args);
        QVERIFY(!parseCommandLine(args).error.isEmpty());
    }

    void noSubCommandMeansTheWindow()
    {
        const CliOptions o = parseCommandLine({u"--hardware"_qs, u"x"_qs, u"p1"_qs, u"p2"_qs});
        QCOMPARE(o.command, Command::None);
        QCOMPARE(o.paths.size(), 2);
        const CliOptions c = parseCommandLine({u"--compare"_qs, u"b"_qs, u"a"_qs});
        QVERIFY(c.compareGui);
        QVERIFY(c.error.isEmpty());
    }

    void hardwareListAndShow()
    {
        QVERIFY(parseCommandLine({u"hardware"_qs, u"--list"_qs}).hardwareList);
        QCOMPARE(parseCommandLine({u"hardware"_qs, u"--show"_qs, u"ascend910b2"_qs}).hardwareShow, u"ascend910b2"_qs);
    }

    void listRanksIsAnalyzesAndNotWithList()
    {
        const CliOptions o = parseCommandLine({u"analyze"_qs, u"job"_qs, u"--list-ranks"_qs});
        QVERIFY(o.listRanks);
        QVERIFY(o.error.isEmpty());
        QVERIFY(!parseCommandLine({u"analyze"_qs, u"job"_qs, u"--list"_qs, u"--list-ranks"_qs}).error.isEmpty());
        QVERIFY(!parseCommandLine({u"compare"_qs, u"a"_qs, u"b"_qs, u"--list-ranks"_qs}).error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
