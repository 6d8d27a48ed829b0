// SPDX-License-Identifier: GPL-3.0-or-later
// Advice that fits the kernel's data path: an item written for the Cube path (L1→L0A/L0B,
// the Cube, FixPipe) never reaches a kernel that only runs on the Vector, whatever its family
// or category, and still reaches the kernels that take the Cube (core/README.md §3.8).
#include "core/analysis/analyzer.h"
#include "testutil.h"

#include <QJsonDocument>
#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

struct Analysed
{
    Category category = Category::NoPmuData;
    QStringList ids;
};

Analysed analyseOne(Operator op, const HardwareSpec &chip)
{
    auto profile = std::make_shared<Profile>();
    profile->operators.push_back(std::move(op));
    AnalyzeOptions o;
    o.estimateWork = false;
    const Analysis a = analyze(profile, chip, o, AdviceCatalog::builtin());
    Analysed out{a.operators.front().category, {}};
    for (const AdviceHit &h : a.adviceOf(a.operators.front()))
        out.ids << h.id();
    return out;
}

// The kernel types of every family, as the profilers name them.
const QStringList kTypes = {
    u"FlashAttentionScore"_qs, u"MatMulV2"_qs,      u"Conv2D"_qs, u"Add"_qs, u"Cast"_qs, u"Mul"_qs, u"RmsNorm"_qs,
    u"TransData"_qs,           u"MyCustomKernel"_qs};

// Vector-side states that make most general items fire: MTE bound, compute bound, starved,
// inefficient compute, inefficient MTE. On a 1000 MHz core of round peaks (testutil.h) 100 µs
// hold 1e6 bytes on a GM path and 1e7 fp16 operations on the Vector.
std::vector<std::vector<ComponentSample>> vectorStates(Side side)
{
    return {
        {sample(ComponentId::Mte2, 95.0, {{u"gm_to_ub"_qs, 9.5e5}}, side),
         sample(ComponentId::Mte3, 40.0, {{u"ub_to_gm"_qs, 3e5}}, side),
         sample(ComponentId::Vector, 30.0, {{u"fp16"_qs, 1e6}}, side)},
        {sample(ComponentId::Vector, 95.0, {{u"fp16"_qs, 9e6}}, side),
         sample(ComponentId::Mte2, 20.0, {{u"gm_to_ub"_qs, 1e5}}, side)},
        {sample(ComponentId::Vector, 40.0, {{u"fp16"_qs, 3.8e6}}, side),
         sample(ComponentId::Mte2, 58.0, {{u"gm_to_ub"_qs, 3e5}}, side),
         sample(ComponentId::Mte3, 30.0, {{u"ub_to_gm"_qs, 2e5}}, side)},
        {sample(ComponentId::Vector, 90.0, {{u"fp16"_qs, 1e6}}, side),
         sample(ComponentId::Mte2, 20.0, {{u"gm_to_ub"_qs, 1e5}}, side)},
        {sample(ComponentId::Mte2, 90.0, {{u"gm_to_ub"_qs, 1e5}}, side),
         sample(ComponentId::Vector, 20.0, {{u"fp16"_qs, 1e5}}, side)},
    };
}

QSet<QString> itemsOnPath(const QString &path)
{
    QSet<QString> ids;
    const AdviceCatalog catalogue = AdviceCatalog::builtin();
    for (const AdviceItem &item : catalogue.items()) {
        if (item.paths.contains(path))
            ids.insert(item.id);
    }
    return ids;
}

QStringList cubeItemsIn(const Analysed &r)
{
    const QSet<QString> cube = itemsOnPath(u"cube"_qs);
    QStringList out;
    for (const QString &id : r.ids) {
        if (cube.contains(id))
            out << id;
    }
    return out;
}

} // namespace

class TestAdvicePaths : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void itemsThatSpeakOfTheCubePathSayItsPath()
    {
        // Words only the Cube path has: an item using them is written for it.
        const QStringList cubeWords = {u"L0A"_qs, u"L0B"_qs, u"L0C"_qs, u"Load3D"_qs, u"MMAD"_qs, u"FRACTAL_NZ"_qs};
        const AdviceCatalog catalogue = AdviceCatalog::builtin();
        QVERIFY(!catalogue.items().empty());
        for (const AdviceItem &item : catalogue.items()) {
            const QString text = item.titleIn(u"en"_qs) + u' ' + item.explanationIn(u"en"_qs);
            for (const QString &word : cubeWords) {
                if (text.contains(word))
                    QVERIFY2(item.paths.contains(u"cube"_qs), qPrintable(item.id + u" speaks of " + word));
            }
        }
        QVERIFY(itemsOnPath(u"cube"_qs).contains(u"TT"_qs));
    }

    void noCubePathItemReachesAVectorOnlyKernelOfAnyFamily()
    {
        // An AI_VECTOR_CORE task of a separated chip, and an AI_CORE task of a coupled chip
        // whose Cube was measured idle.
        int categoriesSeen = 0;
        QSet<Category> categories;
        for (const bool separated : {true, false}) {
            const HardwareSpec chip = roundChip(separated);
            for (std::vector<ComponentSample> components : vectorStates(separated ? Side::Aiv : Side::None)) {
                TaskType task = TaskType::AiVectorCore;
                if (!separated) {
                    task = TaskType::AiCore;
                    components.push_back(sample(ComponentId::Cube, 0.0));
                    components.push_back(sample(ComponentId::Mte1, 0.0));
                }
                for (const QString &type : kTypes) {
                    Operator op = makeOperator(type, 100.0, components, task);
                    const Analysed r = analyseOne(op, chip);
                    categories.insert(r.category);
                    QVERIFY2(cubeItemsIn(r).isEmpty(),
                             qPrintable(type + u" (" + categoryId(r.category) + u"): " + cubeItemsIn(r).join(u' ')));
                }
            }
        }
        categoriesSeen = int(categories.size());
        // The states did reach the categories whose general items speak of the Cube.
        QVERIFY(categories.contains(Category::MteBound));
        QVERIFY(categories.contains(Category::ComputeBound));
        QVERIFY2(categoriesSeen >= 4, qPrintable(QString::number(categoriesSeen)));
    }

    void theIssuesElementwiseKernelsLoseTheL1ToL0Tip()
    {
        // Add, Cast and Mul at the MTE2 roof: MTE bound, with the paper's MTE-bound strategies
        // but not "L1→L0A is twice as fast as L1→L0B".
        for (const QString &type : {u"Add"_qs, u"Cast"_qs, u"Mul"_qs}) {
            const Analysed r = analyseOne(
                makeOperator(type, 100.0, vectorStates(Side::Aiv).front(), TaskType::AiVectorCore), roundChip(true));
            QCOMPARE(r.category, Category::MteBound);
            QVERIFY2(r.ids.contains(u"MRT"_qs), qPrintable(r.ids.join(u' ')));
            QVERIFY2(!r.ids.contains(u"TT"_qs), qPrintable(r.ids.join(u' ')));
        }
    }

    void cubeItemsStillReachCubeKernels()
    {
        const HardwareSpec chip = roundChip(true);
        // MTE1 at its roof on a matmul: MTE bound on the Cube path.
        const Analysed mteBound = analyseOne(
            makeOperator(u"MatMulV2"_qs, 100.0,
                         {sample(ComponentId::Mte1, 95.0, {{u"l1_to_l0a"_qs, 1.9e6}}, Side::Aic),
                          sample(ComponentId::Cube, 30.0, {{u"fp16"_qs, 1e7}}, Side::Aic),
                          sample(ComponentId::Mte2, 30.0, {{u"gm_to_l1"_qs, 2e5}}, Side::Aic)},
                         TaskType::AiCore),
            chip);
        QCOMPARE(mteBound.category, Category::MteBound);
        QVERIFY2(mteBound.ids.contains(u"TT"_qs), qPrintable(mteBound.ids.join(u' ')));
        QVERIFY2(mteBound.ids.contains(u"mm_format"_qs), qPrintable(mteBound.ids.join(u' ')));
        // The Cube at its roof in fp16: low precision and the matmul's compute advice.
        const Analysed computeBound = analyseOne(
            makeOperator(u"MatMulV2"_qs, 100.0,
                         {sample(ComponentId::Cube, 95.0, {{u"fp16"_qs, 9e7}}, Side::Aic),
                          sample(ComponentId::Mte2, 30.0, {{u"gm_to_l1"_qs, 2e5}}, Side::Aic)},
                         TaskType::AiCore),
            chip);
        QCOMPARE(computeBound.category, Category::ComputeBound);
        QVERIFY2(computeBound.ids.contains(u"LC"_qs), qPrintable(computeBound.ids.join(u' ')));
        QVERIFY2(computeBound.ids.contains(u"mm_compute"_qs), qPrintable(computeBound.ids.join(u' ')));
        // A convolution and a FlashAttention kernel whose Cube idles, on a coupled chip where
        // the family says which path they take.
        const Analysed conv = analyseOne(makeOperator(u"Conv2D"_qs, 100.0,
                                                      {sample(ComponentId::Cube, 30.0, {{u"fp16"_qs, 1e7}}),
                                                       sample(ComponentId::Mte2, 58.0, {{u"gm_to_l1"_qs, 3e5}})}),
                                         roundChip());
        QVERIFY2(conv.ids.contains(u"conv_tiling"_qs), qPrintable(conv.ids.join(u' ')));
        const Analysed fa = analyseOne(
            makeOperator(u"FlashAttentionScore"_qs, 100.0,
                         {sample(ComponentId::Cube, 40.0, {{u"fp16"_qs, 1e7}}, Side::Aic),
                          sample(ComponentId::Vector, 55.0, {{u"fp16"_qs, 1e6}}, Side::Aiv),
                          sample(ComponentId::Mte2, 30.0, {{u"gm_to_l1"_qs, 2e5}}, Side::Aic)},
                         TaskType::MixAic),
            chip);
        QVERIFY2(fa.ids.contains(u"fa_pipeline"_qs), qPrintable(fa.ids.join(u' ')));
    }

    void aPathUnknownEitherWayKeepsTheItem()
    {
        // A kernel of no family with MTE2 at its roof and no Cube measured on a coupled chip:
        // nothing says it avoids the Cube path, so the paper's TT stays.
        const Analysed r = analyseOne(
            makeOperator(u"MyCustomKernel"_qs, 100.0, {sample(ComponentId::Mte2, 95.0, {{u"gm_to_l1"_qs, 9.5e5}})}),
            roundChip());
        QCOMPARE(r.category, Category::MteBound);
        QVERIFY2(r.ids.contains(u"TT"_qs), qPrintable(r.ids.join(u' ')));
    }

    void aPathTheCatalogueDoesNotKnowIsAnErrorNamingTheItem()
    {
        const auto catalogue = [](const QByteArray &paths) {
            return AdviceCatalog::fromJson(
                QJsonDocument::fromJson(R"({"items": [{"id": "x", "evidence_metric": "", "paths": )" + paths
                                        + R"(, "when": [{"metric": "r.max", "op": "<", "value": 0.5}],
                                        "title": {"en": "X"}}]})")
                    .object(),
                u"advice.json"_qs);
        };
        const auto unknown = catalogue(R"(["cube", "npu"])");
        QVERIFY(!unknown.ok());
        QVERIFY2(unknown.error().message.contains(u"\"npu\""_qs), qPrintable(unknown.error().toString()));
        QVERIFY(unknown.error().toString().contains(u"advice.json#items[0]"_qs));
        QVERIFY(!catalogue(R"("cube")").ok());
        RL_VALUE(known, catalogue(R"(["cube", "vector"])"));
        QCOMPARE(known.items().front().paths, (QStringList{u"cube"_qs, u"vector"_qs}));
        // The path is not a clause: the rule's text (the JSON's `condition`) stays as it was.
        QCOMPARE(known.items().front().conditionText(), u"r.max < 0.5"_qs);
    }
};

QTEST_GUILESS_MAIN(TestAdvicePaths)
#include "tst_advicepaths.moc"
