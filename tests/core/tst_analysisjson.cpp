// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/analyzer.h"
#include "core/report/analysisjson.h"
#include "failingdevice.h"
#include "testutil.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryFile>
#include <QTest>

using namespace rl;
using namespace rl::test;

class TestAnalysisJson : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Text may hold the words NaN and Infinity (a mutated shape, a cell echoed in a warning):
    // they stay text, and the output never holds the non-JSON literals.
    void nonFiniteWordsInTextNeverLookLikeNumbersAndHugeFiguresAreNull()
    {
        auto profile = std::make_shared<Profile>();
        Operator op = makeOperator(u"NaN"_qs, 1e308, {sample(ComponentId::Mte2, 1e308, {{u"gm_to_ub"_qs, 1e308}})});
        op.inputs.push_back({u"32,NaN,Infinity"_qs, u"FLOAT"_qs, u"ND"_qs});
        op.coreTimeUs = 1e-308;
        profile->operators.push_back(op);
        profile->diagnostics << warning(u"column holds \"-Infinity\""_qs, u"x.csv:3"_qs);
        const Analysis a = analyze(profile, roundChip(), {}, AdviceCatalog::builtin());
        const QByteArray bytes = analysisToJson(a);
        QVERIFY(!QRegularExpression(u"\\b(NaN|Infinity)\\b"_qs).match(QString::fromUtf8(bytes)).hasMatch());
        QJsonParseError err{};
        const QJsonObject root = QJsonDocument::fromJson(bytes, &err).object();
        QCOMPARE(err.error, QJsonParseError::NoError);
        const QJsonObject o = root.value(u"operators").toArray().first().toObject();
        QCOMPARE(o.value(u"name").toString(), u"NaN"_qs);
        QVERIFY(bytes.contains("N\\u0061N"));
        const QJsonObject mte2 = o.value(u"components").toObject().value(u"mte2").toObject();
        QVERIFY(mte2.value(u"U").isNull()); // overflowed: unknown, with a warning
        QVERIFY(mte2.value(u"R").isNull()); // so did busy / core time
        QVERIFY(mte2.value(u"E").isNull());
        bool warned = false;
        for (const QJsonValue &d : root.value(u"diagnostics").toArray())
            warned = warned || d.toObject().value(u"message").toString().contains(u"not a finite number");
        QVERIFY(warned);
    }

    // Start times of a damaged file may be further apart than 64 bits hold (fuzz_ascend_db
    // found -7.5e18 beside an epoch time): the relative start is the nearest double, computed
    // without overflow, and exact for the times profiles hold.
    void startTimesFarApartGiveFiniteRelativeStarts()
    {
        auto profile = std::make_shared<Profile>();
        Operator first = makeOperator(u"a"_qs, 1.0, {});
        first.startNs = qint64(-7486963153150132596LL);
        Operator second = makeOperator(u"b"_qs, 1.0, {});
        second.startNs = qint64(1736408883704660000LL);
        Operator third = makeOperator(u"c"_qs, 1.0, {});
        third.startNs = qint64(-7486963153150132596LL) + 1500;
        profile->operators = {first, second, third};
        const Analysis a = analyze(profile, roundChip(), {}, AdviceCatalog::builtin());
        const QJsonArray ops = QJsonDocument::fromJson(analysisToJson(a)).object().value(u"operators").toArray();
        QCOMPARE(ops.size(), 3);
        QCOMPARE(ops[0].toObject().value(u"start_us").toDouble(), 0.0);
        QVERIFY(std::abs(ops[1].toObject().value(u"start_us").toDouble() - 9.223372e15) < 1e10);
        QCOMPARE(ops[2].toObject().value(u"start_us").toDouble(), 1.5);
    }

    void writesEveryContractFieldWithNullForUnknowns()
    {
        auto profile = std::make_shared<Profile>();
        Operator op = makeOperator(u"a"_qs, 100.0, {sample(ComponentId::Mte2, 58.0)});
        op.startNs = 1736408883704643212LL; // epoch ns: more digits than a double holds
        profile->operators.push_back(op);
        profile->inputs.push_back({u"in.json"_qs, u"rooflens_profile"_qs, {}, {}});
        const Analysis a = analyze(profile, roundChip(), {}, AdviceCatalog::builtin());
        const QByteArray bytes = analysisToJson(a);
        QVERIFY(bytes.contains("\"start_ns\":1736408883704643212"));
        QCOMPARE(bytes.count('\n'), 1); // one line unless an indent is asked for
        const QJsonObject root = QJsonDocument::fromJson(bytes).object();
        QCOMPARE(root.value(u"schema").toString(), u"rooflens.analysis/1"_qs);
        for (const char16_t *key :
             {u"tool", u"inputs", u"hardware", u"thresholds", u"operators", u"summary", u"diagnostics"})
            QVERIFY(root.contains(QStringView(key)));
        const QJsonObject o = root.value(u"operators").toArray().first().toObject();
        for (const char16_t *key : {u"index", u"name", u"type", u"core_type", u"start_ns", u"start_us", u"duration_us",
                                    u"core_time_us", u"block_dim", u"components", u"u_threshold", u"work_source",
                                    u"category", u"bound_component", u"evidence", u"advice", u"estimated_gain_us"})
            QVERIFY2(o.contains(QStringView(key)), qPrintable(QString::fromUtf16(key)));
        const QJsonObject mte2 = o.value(u"components").toObject().value(u"mte2").toObject();
        QVERIFY(mte2.value(u"U").isNull());
        QVERIFY(mte2.value(u"work").isNull());
        QCOMPARE(mte2.value(u"R").toDouble(), 0.58);
        QCOMPARE(o.value(u"category").toString(), u"insufficient_parallelism"_qs);
        QCOMPARE(root.value(u"summary").toObject().value(u"category_count").toObject().size(), 8);
    }

    void adviceTextsAreWrittenOnceInTheCatalogueNotPerOperator()
    {
        auto profile = std::make_shared<Profile>();
        for (int i = 0; i < 3; ++i)
            profile->operators.push_back(makeOperator(u"op%1"_qs.arg(i), 100.0, {sample(ComponentId::Mte2, 58.0)}));
        const Analysis a = analyze(profile, roundChip(), {}, AdviceCatalog::builtin());
        const QList<AdviceHit> firstAdvice = a.adviceOf(a.operators.front());
        QVERIFY(!firstAdvice.isEmpty());
        const AdviceHit &hit = firstAdvice.front();
        const QByteArray bytes = analysisToJson(a);
        const QJsonObject root = QJsonDocument::fromJson(bytes).object();
        const QJsonObject catalogue = root.value(u"advice_catalogue").toObject();
        const QJsonObject entry = catalogue.value(hit.id()).toObject();
        QCOMPARE(entry.value(u"title").toString(), hit.title());
        QCOMPARE(entry.value(u"explanation").toString(), hit.explanation());
        QCOMPARE(entry.value(u"condition").toString(), hit.condition());
        QCOMPARE(
            bytes.count(QJsonDocument(QJsonArray{hit.explanation()}).toJson(QJsonDocument::Compact).mid(2).chopped(2)),
            1);
        for (const QJsonValue &op : root.value(u"operators").toArray()) {
            const QJsonArray advice = op.toObject().value(u"advice").toArray();
            QCOMPARE(advice.size(), firstAdvice.size());
            for (const QJsonValue &item : advice) {
                const QJsonObject o = item.toObject();
                QVERIFY(catalogue.contains(o.value(u"id").toString()));
                QVERIFY(!o.value(u"title").toString().isEmpty());
                QVERIFY(o.contains(u"metric") && o.contains(u"value"));
                QVERIFY(!o.contains(u"explanation"));
            }
        }
        // Only the items that some operator got are in the catalogue.
        QSet<QString> hitIds;
        for (const OperatorResult &r : a.operators)
            for (const AdviceHit &h : a.adviceOf(r))
                hitIds.insert(h.id());
        QCOMPARE(catalogue.size(), hitIds.size());
    }

    void aDocumentWrittenToADeviceInChunksIsTheSameAsTheWholeOne()
    {
        auto profile = std::make_shared<Profile>();
        for (int i = 0; i < 1500; ++i) // over a megabyte: several chunks
            profile->operators.push_back(
                makeOperator(u"op%1"_qs.arg(i), 100.0 + i, {sample(ComponentId::Mte2, 58.0 + (i % 30))}));
        const Analysis a = analyze(profile, roundChip(), {}, AdviceCatalog::builtin());
        const QByteArray whole = analysisToJson(a);
        QVERIFY(whole.size() > (1 << 20));
        for (int indent : {-1, 2}) {
            QTemporaryFile file;
            QVERIFY(file.open());
            QVERIFY(writeAnalysisJson(a, file, indent));
            file.seek(0);
            QCOMPARE(file.readAll(), analysisToJson(a, indent));
        }
    }

    // Operators are formatted in blocks on several threads: the document has them in input order.
    void aLongRunsOperatorsAreWrittenOnceEachInInputOrder()
    {
        auto profile = std::make_shared<Profile>();
        for (int i = 0; i < 2500; ++i)
            profile->operators.push_back(
                makeOperator(u"op%1"_qs.arg(i), 100.0 + i, {sample(ComponentId::Mte2, 58.0 + (i % 30))}));
        const Analysis a = analyze(profile, roundChip(), {}, AdviceCatalog::builtin());
        for (int indent : {-1, 2}) {
            QJsonParseError error;
            const QJsonDocument doc = QJsonDocument::fromJson(analysisToJson(a, indent), &error);
            QCOMPARE(error.error, QJsonParseError::NoError);
            const QJsonArray ops = doc.object().value(u"operators").toArray();
            QCOMPARE(ops.size(), 2500);
            for (int i = 0; i < ops.size(); ++i) {
                QCOMPARE(ops.at(i).toObject().value(u"index").toInt(), i);
                QCOMPARE(ops.at(i).toObject().value(u"name").toString(), u"op%1"_qs.arg(i));
            }
        }
    }

    void aDeviceThatCannotBeWrittenIsReportedNotIgnored()
    {
        auto profile = std::make_shared<Profile>();
        profile->operators.push_back(makeOperator(u"a"_qs, 100.0, {sample(ComponentId::Mte2, 58.0)}));
        const Analysis a = analyze(profile, roundChip(), {}, AdviceCatalog::builtin());
        QByteArray bytes;
        QBuffer readOnly(&bytes);
        QVERIFY(readOnly.open(QIODevice::ReadOnly));
        QTest::ignoreMessage(QtWarningMsg, "QIODevice::write (QBuffer): ReadOnly device");
        QVERIFY(!writeAnalysisJson(a, readOnly));
    }

    // The blocks of a long run are written on a thread of their own while the next ones are
    // formatted: a device that fails part way is still reported, and nothing waits forever.
    void aDeviceThatFailsPartWayThroughALongRunIsReported()
    {
        auto profile = std::make_shared<Profile>();
        for (int i = 0; i < 5000; ++i)
            profile->operators.push_back(makeOperator(u"op%1"_qs.arg(i), 100.0, {sample(ComponentId::Mte2, 58.0)}));
        const Analysis a = analyze(profile, roundChip(), {}, AdviceCatalog::builtin());
        FailingDevice device(200 * 1024);
        QVERIFY(device.open(QIODevice::WriteOnly));
        QVERIFY(!writeAnalysisJson(a, device));
        QVERIFY(device.accepted() <= 200 * 1024);
    }

    void anIndentedDocumentHoldsTheSameAsTheOneLineOne()
    {
        auto profile = std::make_shared<Profile>();
        for (int i = 0; i < 3; ++i) {
            Operator op = makeOperator(u"op%1"_qs.arg(i), 100.0 + i, {sample(ComponentId::Mte2, 58.0 + i)});
            op.startNs = 1736408883704643212LL + i * 1000;
            profile->operators.push_back(op);
        }
        const Analysis a = analyze(profile, roundChip(), {}, AdviceCatalog::builtin());
        const QByteArray compact = analysisToJson(a);
        const QByteArray indented = analysisToJson(a, 2);
        QVERIFY(indented.contains("\n    \"operators\": [") || indented.contains("\n  \"operators\": ["));
        QVERIFY(indented.size() > compact.size());
        QJsonParseError error;
        const QJsonDocument one = QJsonDocument::fromJson(compact, &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(one, QJsonDocument::fromJson(indented));
        QCOMPARE(one.object().value(u"operators").toArray().size(), 3);
        QCOMPARE(one.object().value(u"operators").toArray().at(2).toObject().value(u"name").toString(), u"op2"_qs);
    }
};

QTEST_GUILESS_MAIN(TestAnalysisJson)
#include "tst_analysisjson.moc"
