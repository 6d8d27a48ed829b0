// SPDX-License-Identifier: GPL-3.0-or-later
// MatMul family and GroupedMatmul: the transposes no row records are read off the shapes.
#include "estimatetestutil.h"

#include <QTest>

using namespace rl;
using namespace rl::test;

class TestMatMulEstimate : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void realLinearLayerReadsWeightTransposedAndBias()
    {
        // torchnpu_a2_level1_pipeutil, aclnnAddmm_MatMulCommon_MatMulV2: x·Wᵀ + b
        const auto w = estimateWork(kernelRow(u"MatMulV2"_qs, u"\"32,9216;4096,9216;4096\""_qs, u"FLOAT;FLOAT;FLOAT"_qs,
                                              u"\"32,4096\""_qs, u"FLOAT"_qs));
        QVERIFY(w);
        QCOMPARE(w->precision, u"fp32"_qs);
        QCOMPARE(w->operations, 2.0 * 32 * 4096 * 9216);
        QCOMPARE(w->bytesRead, 4.0 * (32 * 9216 + 4096.0 * 9216 + 4096));
        QCOMPARE(w->bytesWritten, 4.0 * 32 * 4096);
    }

    void realWeightGradientContractsOverTheBatch_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("inputs");
        QTest::addColumn<QString>("output");
        QTest::addColumn<double>("operations");
        // torchnpu_a2_level1_pipeutil aclnnMm rows: dW = xᵀ·dy over the 32 rows of the batch.
        // Both operands are 32×4096, so only the output tells Aᵀ·B (K = 32) from A·Bᵀ (K = 4096).
        QTest::newRow("MatMulV2 32x4096 . 32x4096")
            << u"MatMulV2"_qs << u"32,4096;32,4096"_qs << u"4096,4096"_qs << 2.0 * 4096 * 4096 * 32;
        QTest::newRow("MatMulV2 32x1000 . 32x4096")
            << u"MatMulV2"_qs << u"32,1000;32,4096"_qs << u"1000,4096"_qs << 2.0 * 1000 * 4096 * 32;
        QTest::newRow("MatMulV3 32x4096 . 32x9216")
            << u"MatMulV3"_qs << u"32,4096;32,9216"_qs << u"4096,9216"_qs << 2.0 * 4096 * 9216 * 32;
        QTest::newRow("MatMulV2 32x4096 . 4096x9216")
            << u"MatMulV2"_qs << u"32,4096;4096,9216"_qs << u"32,9216"_qs << 2.0 * 32 * 9216 * 4096;
    }
    void realWeightGradientContractsOverTheBatch()
    {
        QFETCH(QString, type);
        QFETCH(QString, inputs);
        QFETCH(QString, output);
        QFETCH(double, operations);
        const auto w = estimateWork(kernelRow(type, inputs, u"FLOAT"_qs, output, u"FLOAT"_qs));
        QVERIFY(w);
        QCOMPARE(w->operations, operations);
    }

    void realRowsAgreeWithTheMeasuredCubeOperations_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("inputs");
        QTest::addColumn<QString>("output");
        QTest::addColumn<double>("measured");
        // msprofanalyze_kd_arith: the same rows carry aic_cube_fops, which the estimate must
        // approach from below or nearly (the Cube pads M, N, K to its 16×16 fractals).
        QTest::newRow("MatMul91") << u"MatMul"_qs << u"4096,12288;4608,12288"_qs << u"4096,4608"_qs << 473250242560.0;
        QTest::newRow("MatMul104") << u"MatMul"_qs << u"4096,12288;6144,12288"_qs << u"4096,6144"_qs << 634864066560.0;
        QTest::newRow("BatchMatMul96") << u"BatchMatMul"_qs << u"12,1024,512;12,512,1024"_qs << u"12,1024,1024"_qs
                                       << 13979443200.0;
        QTest::newRow("BatchMatMul101") << u"BatchMatMul"_qs << u"12,1024,1024;12,1024,512"_qs << u"12,1024,512"_qs
                                        << 13462937600.0;
    }
    void realRowsAgreeWithTheMeasuredCubeOperations()
    {
        QFETCH(QString, type);
        QFETCH(QString, inputs);
        QFETCH(QString, output);
        QFETCH(double, measured);
        const auto w = estimateWork(kernelRow(type, inputs, u"FLOAT16"_qs, output, u"FLOAT16"_qs));
        QVERIFY(w);
        QCOMPARE(w->precision, u"fp16"_qs);
        QVERIFY2(w->operations <= measured * 1.01 && w->operations >= measured * 0.85,
                 qPrintable(u"estimate %1, measured %2"_qs.arg(w->operations).arg(measured)));
    }

    void batchMatMulBroadcastsASharedRightOperand()
    {
        const auto w = estimateWork(
            kernelRow(u"BatchMatMulV2"_qs, u"8,128,64;64,256"_qs, u"FLOAT16"_qs, u"8,128,256"_qs, u"FLOAT16"_qs));
        QVERIFY(w);
        QCOMPARE(w->operations, 2.0 * 8 * 128 * 256 * 64);
        // without an output shape the batch comes from broadcasting the operands
        const auto noOut = estimateWork(kernelRow(u"BatchMatMul"_qs, u"8,128,64;8,256,64"_qs, u"FLOAT16"_qs, {}, {}));
        QVERIFY(noOut);
        QCOMPARE(noOut->operations, 2.0 * 8 * 128 * 256 * 64);
        QCOMPARE(noOut->bytesWritten, 2.0 * 8 * 128 * 256);
    }

    void fractalNzOperandsAreReadAsTheirMatrices()
    {
        // A 256×512 fp16 matrix in FRACTAL_NZ is [512/16, 256/16, 16, 16]
        const auto w = estimateWork(kernelRow(u"MatMulV2"_qs, u"32,16,16,16;512,1024"_qs, u"FLOAT16"_qs, u"256,1024"_qs,
                                              u"FLOAT16"_qs, u"FRACTAL_NZ;ND"_qs));
        QVERIFY(w);
        QCOMPARE(w->operations, 2.0 * 256 * 1024 * 512);
    }

    void operandsWithoutACommonDimensionGiveNoEstimate()
    {
        QVERIFY(!estimateWork(kernelRow(u"MatMul"_qs, u"16,32;48,64"_qs, u"FLOAT16"_qs, u"16,64"_qs, u"FLOAT16"_qs)));
        // the output contradicts every reading
        QVERIFY(!estimateWork(kernelRow(u"MatMul"_qs, u"16,32;32,64"_qs, u"FLOAT16"_qs, u"16,128"_qs, u"FLOAT16"_qs)));
    }

    void groupedMatmulCountsEachTokenAgainstOneExpert()
    {
        // x [M=4096, K=1024] split among 8 experts' weights [8, 1024, 2816]; group_list [8]
        const auto w = estimateWork(kernelRow(u"GroupedMatmul"_qs, u"4096,1024;8,1024,2816;8"_qs,
                                              u"DT_BF16;DT_BF16;INT64"_qs, u"4096,2816"_qs, u"DT_BF16"_qs));
        QVERIFY(w);
        QCOMPARE(w->family, u"grouped_matmul"_qs);
        QCOMPARE(w->computeUnit, ComponentId::Cube);
        QCOMPARE(w->operations, 2.0 * 4096 * 1024 * 2816);
        QCOMPARE(w->bytesRead, 2.0 * (4096 * 1024 + 8.0 * 1024 * 2816) + 8 * 8);
        QCOMPARE(w->bytesWritten, 2.0 * 4096 * 2816);
        // the weights stored transposed, [8, 2816, 1024]
        const auto t = estimateWork(kernelRow(u"GroupedMatmul"_qs, u"4096,1024;8,2816,1024;8"_qs,
                                              u"DT_BF16;DT_BF16;INT64"_qs, u"4096,2816"_qs, u"DT_BF16"_qs));
        QVERIFY(t);
        QCOMPARE(t->operations, w->operations);
    }

    void groupedMatmulWeightGradientSplitsTheReduction()
    {
        // dW_e = x_eᵀ·dy_e: x [4096, 1024], dy [4096, 2816] -> [8, 1024, 2816]
        const auto w = estimateWork(kernelRow(u"GroupedMatmul"_qs, u"4096,1024;4096,2816;8"_qs,
                                              u"DT_BF16;DT_BF16;INT64"_qs, u"8,1024,2816"_qs, u"DT_BF16"_qs));
        QVERIFY(w);
        QCOMPARE(w->operations, 2.0 * 4096 * 1024 * 2816);
    }

    void groupedMatmulListsSumTheirGroups()
    {
        // two groups as lists: x0 [128,64], x1 [256,64]; w0, w1 [64,32]; y0 [128,32], y1 [256,32]
        const auto w = estimateWork(kernelRow(u"GroupedMatmul"_qs, u"128,64;256,64;64,32;64,32"_qs, u"FLOAT16"_qs,
                                              u"128,32;256,32"_qs, u"FLOAT16"_qs));
        QVERIFY(w);
        QCOMPARE(w->operations, 2.0 * (128 + 256) * 64 * 32);
    }
};

QTEST_GUILESS_MAIN(TestMatMulEstimate)
#include "tst_matmulestimate.moc"
