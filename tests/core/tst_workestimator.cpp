// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/workestimator.h"
#include "testutil.h"

#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

Operator shaped(const QString &type, TensorList in, TensorList out)
{
    Operator op = makeOperator(type, 10.0, {});
    op.type = type;
    op.inputs = std::move(in);
    op.outputs = std::move(out);
    return op;
}

TensorDesc t(const QString &shape, const QString &dtype = u"FLOAT16"_qs, const QString &format = u"ND"_qs)
{
    return {shape, dtype, format};
}

} // namespace

class TestWorkEstimator : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void matMulIsTwoMNKOnTheCube()
    {
        // The real ArithmeticUtilization sample: 4096x12288 . 12288x4608 fp16
        // (core/io/README.md §1.5)
        const auto w = estimateWork(
            shaped(u"MatMulV2"_qs, {t(u"4096,12288"_qs), t(u"12288,4608"_qs)}, {t(u"4096,4608"_qs)}));
        QVERIFY(w);
        QCOMPARE(w->computeUnit, ComponentId::Cube);
        QCOMPARE(w->precision, u"fp16"_qs);
        QCOMPARE(w->operations, 2.0 * 4096 * 4608 * 12288); // 4.64e11
        QCOMPARE(w->bytesRead, 2.0 * (4096.0 * 12288 + 12288.0 * 4608));
        QCOMPARE(w->bytesWritten, 2.0 * 4096 * 4608);
    }

    // Calls of one kernel share their text, and the cache works an estimate out once for them;
    // a call with its own copies of other text gets its own estimate.
    void aCachedEstimateIsTheEstimateOfThatCall()
    {
        const Operator mm = shaped(u"MatMulV2"_qs, {t(u"64,128"_qs), t(u"128,32"_qs)}, {t(u"64,32"_qs)});
        const Operator sameCall = mm;
        const Operator add = shaped(u"Add"_qs, {t(u"1024"_qs), t(u"1024"_qs)}, {t(u"1024"_qs)});
        const Operator unknown = shaped(u"NoSuchKernel"_qs, {t(u"8"_qs)}, {t(u"8"_qs)});
        WorkEstimateCache cache;
        for (const Operator *op : {&mm, &add, &sameCall, &unknown, &add}) {
            const auto direct = estimateWork(*op);
            const auto &cached = cache.estimate(*op);
            QCOMPARE(cached.has_value(), direct.has_value());
            if (direct) {
                QCOMPARE(cached->family, direct->family);
                QCOMPARE(cached->operations, direct->operations);
                QCOMPARE(cached->bytesRead, direct->bytesRead);
                QCOMPARE(cached->bytesWritten, direct->bytesWritten);
            }
        }
        QCOMPARE(cache.estimate(sameCall)->operations, 2.0 * 64 * 128 * 32);
        Operator viaCache = mm, direct = mm;
        QVERIFY(applyWorkEstimate(viaCache, roundChip(), &cache));
        QVERIFY(applyWorkEstimate(direct, roundChip()));
        QCOMPARE(viaCache.components.size(), direct.components.size());
        for (size_t i = 0; i < direct.components.size(); ++i)
            QCOMPARE(viaCache.components[i].work, direct.components[i].work);
    }

    void batchMatMulWithTransposedRightOperand()
    {
        const auto w = estimateWork(
            shaped(u"BatchMatMul"_qs, {t(u"8,128,64"_qs), t(u"8,256,64"_qs)}, {t(u"8,128,256"_qs)}));
        QVERIFY(w);
        QCOMPARE(w->operations, 2.0 * 8 * 128 * 256 * 64);
    }

    void convolutionIsTwoTimesOutputPixelsTimesWeights()
    {
        // NC1HWC0 input 1x1x224x224x16, FRACTAL_Z weight of 64x16x7x7 elements, NC1HWC0 output
        const auto w = estimateWork(shaped(u"Conv2D"_qs,
                                           {t(u"1,1,224,224,16"_qs, u"FLOAT16"_qs, u"NC1HWC0"_qs),
                                            t(u"49,4,16,16"_qs, u"FLOAT16"_qs, u"FRACTAL_Z"_qs)},
                                           {t(u"1,4,112,112,16"_qs, u"FLOAT16"_qs, u"NC1HWC0"_qs)}));
        QVERIFY(w);
        QCOMPARE(w->operations, 2.0 * 1 * 112 * 112 * (49.0 * 4 * 16 * 16));
        // depthwise 3x3 over 32 channels, NCHW
        const auto d = estimateWork(shaped(u"DepthwiseConv2D"_qs,
                                           {t(u"1,32,56,56"_qs, u"FLOAT16"_qs, u"NCHW"_qs), t(u"32,1,3,3"_qs)},
                                           {t(u"1,32,56,56"_qs, u"FLOAT16"_qs, u"NCHW"_qs)}));
        QVERIFY(d);
        QCOMPARE(d->operations, 2.0 * 56 * 56 * 32 * 9);
    }

    void vectorFamilies_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<double>("operations");
        QTest::addColumn<QString>("family");
        // input and output 2x1000 fp32 (8000 B each)
        QTest::newRow("add") << u"Add"_qs << 2000.0 << u"elementwise"_qs;
        QTest::newRow("gelu") << u"Gelu"_qs << 16000.0 << u"elementwise"_qs;
        QTest::newRow("reduce") << u"ReduceSum"_qs << 2000.0 << u"reduction"_qs;
        QTest::newRow("cast") << u"Cast"_qs << 2000.0 << u"cast"_qs;
        QTest::newRow("transdata moves only") << u"TransData"_qs << 0.0 << u"movement"_qs;
        QTest::newRow("softmax") << u"SoftmaxV2"_qs << 10000.0 << u"softmax"_qs;
        QTest::newRow("layernorm") << u"LayerNorm"_qs << 16000.0 << u"norm"_qs;
    }
    void vectorFamilies()
    {
        QFETCH(QString, type);
        QFETCH(double, operations);
        QFETCH(QString, family);
        const auto w = estimateWork(shaped(type, {t(u"2,1000"_qs, u"FLOAT"_qs)}, {t(u"2,1000"_qs, u"FLOAT"_qs)}));
        QVERIFY(w);
        QCOMPARE(w->family, family);
        QCOMPARE(w->computeUnit, ComponentId::Vector);
        QCOMPARE(w->operations, operations);
        QCOMPARE(w->bytesRead, 8000.0);
        QCOMPARE(w->bytesWritten, 8000.0);
    }

    void unknownTypesAndShapesStayUnestimated()
    {
        QVERIFY(!estimateWork(shaped(u"MyCustomOp"_qs, {t(u"2,3"_qs)}, {t(u"2,3"_qs)})));
        QVERIFY(!estimateWork(shaped(u"Add"_qs, {t(u"N/A"_qs)}, {t(u"2,3"_qs)})));
        QVERIFY(!estimateWork(shaped(u"Add"_qs, {t(u"2,3"_qs, u"COMPLEX64"_qs)}, {t(u"2,3"_qs)})));
    }

    void applyingAnEstimatePutsWorkOnTheRightSideAndMarksIt()
    {
        const HardwareSpec hw = roundChip(/*separated*/ true);
        Operator mm = shaped(u"MatMul"_qs, {t(u"16,32"_qs), t(u"32,64"_qs)}, {t(u"16,64"_qs)});
        mm.components.push_back(sample(ComponentId::Cube, 5.0));
        QVERIFY(applyWorkEstimate(mm, hw));
        QCOMPARE(mm.workSource, WorkSource::Estimated);
        QCOMPARE(mm.component({ComponentId::Cube})->work.value(u"fp16"_qs), 2.0 * 16 * 32 * 64);
        QVERIFY(mm.component({ComponentId::Mte2, Side::Aic}));
        QVERIFY(mm.component({ComponentId::FixPipe, Side::Aic}));

        Operator measured = mm;
        measured.workSource = WorkSource::Measured;
        QVERIFY(!applyWorkEstimate(measured, hw));
    }

    void measuredWorkIsNeverReplaced()
    {
        // ArithmeticUtilization fops on the Cube: the shapes would say otherwise, the count wins.
        Operator op = shaped(u"MatMulV2"_qs, {t(u"16,32"_qs), t(u"32,64"_qs)}, {t(u"16,64"_qs)});
        op.components.push_back(sample(ComponentId::Cube, 5.0, {{u"fp16"_qs, 12345.0}}));
        QVERIFY(!applyWorkEstimate(op, roundChip()));
        QCOMPARE(op.component({ComponentId::Cube})->work.value(u"fp16"_qs), 12345.0);
        QVERIFY(!op.component({ComponentId::Mte2}));
    }

    void kernelTypeComesFromTheTorchNpuNameWhenTheTypeIsMissing_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("expected");
        QTest::newRow("type wins") << u"MatMulV2"_qs << u"aclnnAddmm_MatMulCommon_MatMulV2"_qs << u"matmulv2"_qs;
        QTest::newRow("N/A type, torch_npu name")
            << u"N/A"_qs << u"aclnnFlashAttentionScore_FlashAttentionScore_FlashAttentionScore"_qs
            << u"flashattentionscore"_qs;
        QTest::newRow("API name alone") << QString() << u"aclnnInplaceMuls"_qs << u"muls"_qs;
        QTest::newRow("in-place fill keeps its prefix") << QString() << u"aclnnInplaceZero"_qs << u"inplacezero"_qs;
        QTest::newRow("in-place type") << u"InplaceAdd"_qs << QString() << u"add"_qs;
    }
    void kernelTypeComesFromTheTorchNpuNameWhenTheTypeIsMissing()
    {
        QFETCH(QString, type);
        QFETCH(QString, name);
        QFETCH(QString, expected);
        Operator op;
        op.type = type;
        op.name = name;
        QCOMPARE(estimatorType(op), expected);
    }
};

QTEST_GUILESS_MAIN(TestWorkEstimator)
#include "tst_workestimator.moc"
