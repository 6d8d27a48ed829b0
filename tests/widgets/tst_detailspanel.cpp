// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/advicewording.h"
#include "core/roofline/memorylevelfixture.h"
#include "widgetfixture.h"
#include "widgets/bottlenecks/bottleneckmodel.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/operators/detailspanel.h"

#include <QJsonObject>
#include <QTest>

using namespace rl;
using namespace rl::test;

class TestDetailsPanel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsVerdictComponentsWorkAndAdviceOfTheSelectedOperator()
    {
        SelectionModel selection;
        const auto analysis = sampleAnalysis();
        selection.setAnalysis(analysis);
        DetailsPanel panel(&selection);
        QVERIFY(panel.plainText().contains(u"Select an operator"_qs));
        selection.setSelectedOperator(2);
        const QString text = panel.plainText();
        const OperatorResult &r = analysis->operators[2];
        QVERIFY(text.contains(u"add_idle"_qs));
        QVERIFY(text.contains(categoryDisplayName(r.category)));
        QVERIFY(text.contains(analysis->evidenceOf(r)));
        QVERIFY(text.contains(u"Vector"_qs));
        QVERIFY(text.contains(u"30.0%"_qs)); // U of the Vector
        QVERIFY(text.contains(u"fp16"_qs));
        const QList<AdviceHit> advice = analysis->adviceOf(r);
        QVERIFY(!advice.isEmpty());
        QVERIFY(text.contains(advice.front().title()));
    }

    void adviceComesRightAfterTheVerdictWithItsReasonInWords()
    {
        SelectionModel selection;
        const auto analysis = sampleAnalysis();
        selection.setAnalysis(analysis);
        DetailsPanel panel(&selection);
        selection.setSelectedOperator(2);
        const QString text = panel.plainText();
        const QList<AdviceHit> hits = analysis->adviceOf(analysis->operators[2]);
        QVERIFY(!hits.isEmpty());
        const AdviceHit &first = hits.front();
        const qsizetype advice = text.indexOf(u"What to change"_qs);
        QVERIFY(advice > 0);
        QVERIFY(advice < text.indexOf(u"Components (U = E × R"_qs)); // before the numbers
        QVERIFY(text.contains(first.explanation()));
        QVERIFY(text.contains(adviceAudience(first)));
        QVERIFY(text.contains(u"Why this advice: it applies when "_qs + first.condition()));
        QVERIFY(!text.contains(u"Triggered by"_qs));
    }

    void adviceReadsTheSameHereAsInTheBottleneckList()
    {
        SelectionModel selection;
        const auto analysis = sampleAnalysis();
        selection.setAnalysis(analysis);
        DetailsPanel panel(&selection);
        BottleneckModel bottlenecks;
        bottlenecks.setAnalysis(analysis);
        int compared = 0;
        for (int rank = 0; rank < bottlenecks.rowCount(); ++rank) {
            const QModelIndex op = bottlenecks.index(rank, 0);
            if (bottlenecks.kindOf(op) != BottleneckModel::RowKind::Ranked)
                continue; // the unjudged have no advice rows
            selection.setSelectedOperator(bottlenecks.operatorAt(op));
            const QString text = panel.plainText();
            for (int item = 0; item < bottlenecks.rowCount(op); ++item) {
                // Every line of the list's advice row, word for word, in Details.
                for (const QString &line : bottlenecks.index(item, 0, op).data().toString().split(u'\n')) {
                    QVERIFY2(text.contains(line), qPrintable(line));
                    ++compared;
                }
            }
        }
        QVERIFY(compared > 0);
    }

    void theChipAndWhereEachFigureCameFromAreShown()
    {
        SelectionModel selection;
        selection.setAnalysis(sampleAnalysis());
        DetailsPanel panel(&selection);
        for (int pass = 0; pass < 2; ++pass) { // nothing selected, then an operator
            const QString text = panel.plainText();
            QVERIFY2(text.contains(u"Chip"_qs) && text.contains(u"Clock"_qs) && text.contains(u"AI Cores"_qs)
                         && text.contains(u"Vector cores"_qs),
                     qPrintable(text));
            QVERIFY(text.contains(u"MHz ("_qs));
            selection.setSelectedOperator(2);
        }
    }

    void globalMemoryIsShownAgainstTheChipsBandwidth()
    {
        QJsonObject spec = roundChip().json;
        spec.insert(u"memory"_qs,
                    QJsonObject{{u"gm"_qs, QJsonObject{{u"bandwidth_gbs"_qs, QJsonObject{{u"default"_qs, 5}}}}}});
        SelectionModel selection;
        const auto analysis = sampleAnalysis(parseHardwareSpec(spec).value());
        selection.setAnalysis(analysis);
        DetailsPanel panel(&selection);
        selection.setSelectedOperator(2);
        const QString text = panel.plainText();
        const ComponentResult *gm = analysis->operators[2].component(ComponentKey{ComponentId::Gm, Side::None});
        QVERIFY(gm && gm->U());
        QVERIFY2(text.contains(u"HBM: "_qs), qPrintable(text)); // global memory, by the level users know
        QVERIFY(text.contains(u"(wall time)"_qs));
        QVERIFY(text.contains(u"of the chip's 5 GB/s (HBM variant default)"_qs));
        QVERIFY(text.contains(u"GM"_qs)); // the overview row
    }

    void anIncompleteRunAndAnImpossibleUAreSaidInTheDetails()
    {
        auto profile = std::make_shared<Profile>();
        // MTE2 moving 1.5 × its peak (10 B/cycle at 1 GHz over 100 µs on one block).
        Operator op = makeOperator(u"sim_op"_qs, 100.0, {sample(ComponentId::Mte2, 90.0, {{u"gm_to_ub"_qs, 1.5e6}})});
        PipelineTrace trace; // a simulator run two of whose cores left no usable trace
        trace.missingCores = {u"core0.veccore0"_qs, u"core0.veccore1"_qs};
        profile->pipelines.push_back(trace);
        op.pipelineIndex = 0;
        profile->operators.push_back(op);
        AnalyzeOptions options;
        options.estimateWork = false;
        SelectionModel selection;
        selection.setAnalysis(
            std::make_shared<const Analysis>(analyze(profile, roundChip(), options, AdviceCatalog::builtin())));
        DetailsPanel panel(&selection);
        selection.setSelectedOperator(0);
        const QString text = panel.plainText();
        QVERIFY2(text.contains(u"no usable trace for 2 core(s): core0.veccore0, core0.veccore1"_qs), qPrintable(text));
        QVERIFY(text.contains(u"implausible: a figure above what the hardware can do"_qs));
    }

    void theLevelThatServedTheBytesIsSaidWithWhy_data()
    {
        QTest::addColumn<int>("operatorIndex");
        QTest::addColumn<QStringList>("says");
        QTest::addColumn<QString>("served"); // the overview row in full
        QTest::addColumn<QString>("faint");  // the one that did not serve, faint
        QTest::newRow("L2 by a measured hit rate")
            << 0 << QStringList{u"Memory level\nL2: "_qs, u"hit rate 90.0%"_qs} << u"L2"_qs << u"GM"_qs;
        QTest::newRow("L2 by bytes/time above the HBM roof")
            << 1 << QStringList{u"Memory level\nL2: "_qs, u"HBM's 5 GB/s"_qs} << u"L2"_qs << u"GM"_qs;
        QTest::newRow("HBM by a working set larger than L2")
            << 2 << QStringList{u"Memory level\nHBM: "_qs, u"4.0 MB"_qs, u"1 MB"_qs} << u"GM"_qs << u"L2"_qs;
        QTest::newRow("unknown: both shares")
            << 3 << QStringList{u"Memory level\nunknown: "_qs, u"if the bytes came from HBM"_qs, u"if from L2"_qs}
            << QString() << QString();
    }

    void theLevelThatServedTheBytesIsSaidWithWhy()
    {
        QFETCH(int, operatorIndex);
        QFETCH(QStringList, says);
        QFETCH(QString, served);
        QFETCH(QString, faint);
        SelectionModel selection;
        selection.setAnalysis(memoryLevelAnalysis());
        DetailsPanel panel(&selection);
        selection.setSelectedOperator(operatorIndex);
        const QString text = panel.plainText();
        QVERIFY2(text.contains(u"Memory level"_qs), qPrintable(text));
        for (const QString &s : says)
            QVERIFY2(text.contains(s), qPrintable(s + u" not in\n"_qs + text));
        if (served.isEmpty()) {
            QVERIFY(!text.contains(u"(served the bytes)"_qs)); // nobody knows: both in full
            QVERIFY(!text.contains(u"(did not serve them)"_qs));
        } else {
            QVERIFY2(text.contains(served + u" (served the bytes)"), qPrintable(text));
            QVERIFY2(text.contains(faint + u" (did not serve them)"), qPrintable(text));
            QVERIFY(text.contains(u"(not the level that served the bytes)"_qs));
        }
    }

    void whatCannotBeJudgedSaysWhatWouldDecideIt()
    {
        SelectionModel selection;
        selection.setAnalysis(memoryLevelAnalysis());
        DetailsPanel panel(&selection);
        selection.setSelectedOperator(5); // busy_unresolved, no work counted
        QVERIFY2(panel.plainText().contains(u"collect ArithmeticUtilization / Memory (work counts)"_qs),
                 qPrintable(panel.plainText()));
        selection.setSelectedOperator(6); // implausible
        QVERIFY(panel.plainText().contains(u"implausible: a figure above what the hardware can do"_qs));
        QVERIFY(panel.plainText().contains(u"check the input"_qs));
        selection.setSelectedOperator(2); // judged: nothing to decide
        QVERIFY(!panel.plainText().contains(u"Would decide it"_qs));
    }

    void estimatedWorkIsSaidToBeEstimated()
    {
        SelectionModel selection;
        selection.setAnalysis(sampleAnalysis());
        DetailsPanel panel(&selection);
        selection.setSelectedOperator(4);
        QVERIFY(panel.plainText().contains(u"estimated from shapes"_qs));
        QVERIFY(panel.plainText().contains(u"256,512"_qs));
    }
};

QTEST_MAIN(TestDetailsPanel)
#include "tst_detailspanel.moc"
