// SPDX-License-Identifier: GPL-3.0-or-later
// Vector kernels of LLM training: operations per element, every input read and every output
// written once.
#include "estimatetestutil.h"

#include <QTest>

using namespace rl;
using namespace rl::test;

class TestVectorEstimate : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void inplaceMulsReadsAndWritesEachElementOnce()
    {
        // 220 M fp32 elements: 0.88 GB read, 0.88 GB written (the scalar is an empty shape)
        Operator op = kernelRow(u"Mul"_qs, u"220000000;"_qs, u"FLOAT;FLOAT"_qs, u"220000000"_qs, u"FLOAT"_qs);
        op.type.clear();
        op.name = u"aclnnInplaceMuls_MulAiCore_Mul"_qs;
        QCOMPARE(estimatorType(op), u"mul"_qs);
        const auto w = estimateWork(op);
        QVERIFY(w);
        QCOMPARE(w->bytesRead, 220000000.0 * 4 + 4);
        QCOMPARE(w->bytesWritten, 220000000.0 * 4);
        QCOMPARE(w->operations, 220000000.0);
        // an API name alone: aclnnInplaceAdd is Add on its first operand
        Operator add = kernelRow(u"x"_qs, u"1024;1024"_qs, u"FLOAT16"_qs, u"1024"_qs, u"FLOAT16"_qs);
        add.type.clear();
        add.name = u"aclnnInplaceAdd"_qs;
        QCOMPARE(estimatorType(add), u"add"_qs);
        const auto a = estimateWork(add);
        QVERIFY(a);
        QCOMPARE(a->bytesRead, 2.0 * 1024 * 2);
        QCOMPARE(a->bytesWritten, 1024.0 * 2);
    }

    void realApplyAdamWReadsFourTensorsAndWritesThree()
    {
        // msprofanalyze_kd_arith ApplyAdamW175: var, m, v, seven scalars, grad -> var, m, v
        const auto w = estimateWork(kernelRow(u"ApplyAdamW"_qs, u"78643200;78643200;78643200;;;;;;;;78643200"_qs,
                                              u"FLOAT"_qs, u"78643200;78643200;78643200"_qs, u"FLOAT"_qs));
        QVERIFY(w);
        QCOMPARE(w->family, u"optimizer"_qs);
        QCOMPARE(w->precision, u"fp32"_qs);
        QCOMPARE(w->operations, 15.0 * 78643200);
        QCOMPARE(w->bytesRead, 4.0 * 78643200 * 4 + 7 * 4);
        QCOMPARE(w->bytesWritten, 3.0 * 78643200 * 4);
        // The same row measured 2,170,011,648 vector operations: the estimate stays below it.
        QVERIFY(w->operations < 2170011648.0);
    }

    void applyAdamWV2InPlaceWritesItsStateBack()
    {
        // var, m, v, grad, step; no outputs listed
        const auto w = estimateWork(kernelRow(u"ApplyAdamWV2"_qs, u"1024,1024;1024,1024;1024,1024;1024,1024;1"_qs,
                                              u"FLOAT;FLOAT;FLOAT;FLOAT;INT64"_qs, {}, {}));
        QVERIFY(w);
        QCOMPARE(w->bytesRead, 4 * 1024.0 * 1024 * 4 + 8);
        QCOMPARE(w->bytesWritten, 3 * 1024.0 * 1024 * 4);
    }

    void rmsNormCountsFourOperationsPerElement()
    {
        const auto w = estimateWork(
            kernelRow(u"RmsNorm"_qs, u"4096,4096;4096"_qs, u"DT_BF16"_qs, u"4096,4096;4096,1"_qs, u"DT_BF16;FLOAT"_qs));
        QVERIFY(w);
        QCOMPARE(w->family, u"norm"_qs);
        QCOMPARE(w->precision, u"bf16"_qs);
        QCOMPARE(w->operations, 4.0 * 4096 * 4096);
        QCOMPARE(w->bytesRead, 2.0 * (4096.0 * 4096 + 4096));
        QCOMPARE(w->bytesWritten, 2.0 * 4096 * 4096 + 4.0 * 4096);
        // the gradient: dy, x, rstd, gamma -> dx, dgamma
        const auto g = estimateWork(kernelRow(u"RmsNormGrad"_qs, u"4096,4096;4096,4096;4096,1;4096"_qs,
                                              u"DT_BF16;DT_BF16;FLOAT;DT_BF16"_qs, u"4096,4096;4096"_qs,
                                              u"DT_BF16;FLOAT"_qs));
        QVERIFY(g);
        QCOMPARE(g->operations, 8.0 * 4096 * 4096);
        QCOMPARE(g->bytesRead, 2.0 * 2 * 4096 * 4096 + 4.0 * 4096 + 2.0 * 4096);
    }

    void swiGluCountsPerElementOfTheGatedHalf()
    {
        const auto w = estimateWork(
            kernelRow(u"SwiGlu"_qs, u"4096,5632"_qs, u"DT_BF16"_qs, u"4096,2816"_qs, u"DT_BF16"_qs));
        QVERIFY(w);
        QCOMPARE(w->operations, 5.0 * 4096 * 2816);
        QCOMPARE(w->bytesRead, 2.0 * 4096 * 5632);
        QCOMPARE(w->bytesWritten, 2.0 * 4096 * 2816);
        const auto g = estimateWork(
            kernelRow(u"SwiGluGrad"_qs, u"4096,2816;4096,5632"_qs, u"DT_BF16"_qs, u"4096,5632"_qs, u"DT_BF16"_qs));
        QVERIFY(g);
        QCOMPARE(g->operations, 10.0 * 4096 * 2816);
        QCOMPARE(g->bytesRead, 2.0 * (4096 * 2816 + 4096.0 * 5632));
    }

    void rotaryEmbeddingCountsThreeOperationsPerRotatedElement_data()
    {
        QTest::addColumn<QString>("type");
        QTest::newRow("RotaryPositionEmbedding") << u"RotaryPositionEmbedding"_qs;
        QTest::newRow("RotaryMul (torch_npu npu_rotary_mul)") << u"RotaryMul"_qs;
    }
    void rotaryEmbeddingCountsThreeOperationsPerRotatedElement()
    {
        QFETCH(QString, type);
        // x [S=4096, B=1, N=32, D=128], cos and sin [4096, 1, 1, 128]
        const auto w = estimateWork(kernelRow(type, u"4096,1,32,128;4096,1,1,128;4096,1,1,128"_qs, u"DT_BF16"_qs,
                                              u"4096,1,32,128"_qs, u"DT_BF16"_qs));
        QVERIFY(w);
        QCOMPARE(w->family, u"rope"_qs);
        const double x = 4096.0 * 32 * 128;
        QCOMPARE(w->operations, 3.0 * x);
        QCOMPARE(w->bytesRead, 2.0 * (x + 2 * 4096.0 * 128));
        QCOMPARE(w->bytesWritten, 2.0 * x);
    }

    void rotaryGradientAddsTheCosAndSinGradients()
    {
        // dy, cos, sin, x -> dx, dcos, dsin
        const auto w = estimateWork(
            kernelRow(u"RotaryMulGrad"_qs, u"4096,1,32,128;4096,1,1,128;4096,1,1,128;4096,1,32,128"_qs, u"DT_BF16"_qs,
                      u"4096,1,32,128;4096,1,1,128;4096,1,1,128"_qs, u"DT_BF16"_qs));
        QVERIFY(w);
        const double x = 4096.0 * 32 * 128;
        QCOMPARE(w->operations, 3.0 * x + 2 * 2.0 * x);
        // without dcos and dsin (empty shapes) only dx
        const auto dxOnly = estimateWork(kernelRow(u"RotaryPositionEmbeddingGrad"_qs,
                                                   u"4096,1,32,128;4096,1,1,128;4096,1,1,128"_qs, u"DT_BF16"_qs,
                                                   u"4096,1,32,128;;"_qs, u"DT_BF16"_qs));
        QVERIFY(dxOnly);
        QCOMPARE(dxOnly->operations, 3.0 * x);
    }

    void foreachListsCountEveryOutputElement()
    {
        // two lists of two tensors and alpha -> two outputs
        const auto w = estimateWork(
            kernelRow(u"ForeachAddList"_qs, u"64,3;64;64,3;64;"_qs, u"FLOAT"_qs, u"192;64"_qs, u"FLOAT"_qs));
        QVERIFY(w);
        QCOMPARE(w->operations, 256.0);
        QCOMPARE(w->bytesRead, 4.0 * (2 * 256 + 1));
        QCOMPARE(w->bytesWritten, 4.0 * 256);
    }
};

QTEST_GUILESS_MAIN(TestVectorEstimate)
#include "tst_vectorestimate.moc"
