// SPDX-License-Identifier: GPL-3.0-or-later
// FlashAttentionScore(Grad) work from the shapes of a kernel row: the real rows of
// msprof_opsummary_memoryl0 and constructed ones for each layout.
#include "estimatetestutil.h"

#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

// Forward outputs as the kernel lists them: softmax_max, softmax_sum, softmax_out, attention_out.
Operator forward(const QString &qkv, const QString &softmax, const QString &attention, const QString &mask = {})
{
    const QString in = qkv + u";" + qkv + u";" + qkv + u";;;;" + mask;
    return kernelRow(u"FlashAttentionScore"_qs, in, u"FLOAT16"_qs, softmax + u";" + softmax + u";;" + attention,
                     u"FLOAT;FLOAT;FLOAT16;FLOAT16"_qs);
}

} // namespace

class TestAttentionEstimate : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void realSbhRowCountsFullAttentionOverEveryHead()
    {
        // msprof_opsummary_memoryl0/op_summary_1.csv, FlashAttentionScore (MIX_AIC, 24 blocks,
        // 6969 us): q, k, v [S=8192, B=2, H=640], dropout mask, 8192×8192 attention mask.
        Operator op = kernelRow(
            u"FlashAttentionScore"_qs, u"\"8192,2,640;8192,2,640;8192,2,640;;83886112;;1,1,8192,8192\""_qs,
            u"DT_BF16;DT_BF16;DT_BF16;FLOAT;UINT8;FLOAT;DT_BF16"_qs, u"\"655360;655360;;10485760\""_qs,
            u"FLOAT;FLOAT;DT_BF16;DT_BF16"_qs, u"FORMAT_ND;FORMAT_ND;FORMAT_ND;NCHW;FORMAT_ND;NCHW;FORMAT_ND"_qs);
        const auto w = estimateWork(op);
        QVERIFY(w);
        QCOMPARE(w->family, u"attention"_qs);
        QCOMPARE(w->computeUnit, ComponentId::Cube);
        QCOMPARE(w->precision, u"bf16"_qs);
        QCOMPARE(w->operations, 4.0 * 2 * 8192.0 * 8192 * 640); // 3.4e11 = 4·B·N·Sq·Skv·D
        QCOMPARE(w->bytesRead, 3 * 8192.0 * 2 * 640 * 2 + 83886112.0 + 8192.0 * 8192 * 2);
        QCOMPARE(w->bytesWritten, 2 * 655360.0 * 4 + 10485760.0 * 2);
        QVERIFY2(w->assumption.contains(u"layout SBH from the attention mask"), qPrintable(w->assumption));
        QVERIFY2(w->assumption.contains(u"5 heads of 128"), qPrintable(w->assumption));
        QVERIFY2(w->assumption.contains(u"full (non-causal) attention assumed"), qPrintable(w->assumption));
    }

    void flashAttentionScoreBnsdCountsTwoMatmulsPerHead()
    {
        const auto w = estimateWork(forward(u"2,8,1024,128"_qs, u"2,8,1024,8"_qs, u"2,8,1024,128"_qs));
        QVERIFY(w);
        QCOMPARE(w->operations, 4.0 * 2 * 8 * 1024 * 1024 * 128);
        QCOMPARE(w->bytesRead, 3 * 2.0 * 8 * 1024 * 128 * 2);
        QCOMPARE(w->bytesWritten, 2 * 2.0 * 8 * 1024 * 8 * 4 + 2.0 * 8 * 1024 * 128 * 2);
        QVERIFY(w->assumption.contains(u"BNSD"));
        QVERIFY(w->assumption.contains(u"no attention mask: full attention"));
    }

    void bsndCrossAttentionTakesTheSequencesFromTheSoftmaxStatistics()
    {
        // q [B=2, Sq=1024, N=8, D=128], k and v [2, Skv=4096, 8, 128]; statistics [B, N, Sq, 8]
        Operator op = kernelRow(u"FlashAttentionScore"_qs, u"2,1024,8,128;2,4096,8,128;2,4096,8,128"_qs, u"FLOAT16"_qs,
                                u"2,8,1024,8;2,8,1024,8;;2,1024,8,128"_qs, u"FLOAT;FLOAT;FLOAT16;FLOAT16"_qs);
        const auto w = estimateWork(op);
        QVERIFY(w);
        QCOMPARE(w->operations, 4.0 * 2 * 8 * 1024 * 4096 * 128);
        QVERIFY2(w->assumption.contains(u"layout BSND from the softmax statistics"), qPrintable(w->assumption));
    }

    void groupedQueryHeadsCountTheQueryHeads()
    {
        // 32 query heads share 8 key/value heads
        Operator op = kernelRow(u"FlashAttentionScore"_qs, u"1,32,2048,128;1,8,2048,128;1,8,2048,128"_qs, u"DT_BF16"_qs,
                                u"1,32,2048,128"_qs, u"DT_BF16"_qs);
        const auto w = estimateWork(op);
        QVERIFY(w);
        QCOMPARE(w->operations, 4.0 * 32 * 2048 * 2048 * 128);
        QVERIFY(w->assumption.contains(u"BNSD"));
    }

    void bshLayoutIsToldFromTheMaskAndFullAttentionIsSaid()
    {
        const auto w = estimateWork(forward(u"4,2048,1024"_qs, u"4,8,2048,8"_qs, u"4,2048,1024"_qs, u"2048,2048"_qs));
        QVERIFY(w);
        QCOMPARE(w->operations, 4.0 * 4 * 2048 * 2048 * 1024);
        QVERIFY2(w->assumption.contains(u"layout BSH from the attention mask"), qPrintable(w->assumption));
        QVERIFY(w->assumption.contains(u"full (non-causal)"));
    }

    void compressedMaskOfALongSequenceMeansCausal()
    {
        // [S=8192, B=1, H=1024] with the fixed 2048×2048 mask of the causal sparse modes
        const auto w = estimateWork(forward(u"8192,1,1024"_qs, u"1,8,8192,8"_qs, u"8192,1,1024"_qs, u"2048,2048"_qs));
        QVERIFY(w);
        QCOMPARE(w->operations, 2.0 * (8192.0 * 8193 / 2) * (1024 + 1024));
        QVERIFY2(w->assumption.contains(u"causal attention assumed"), qPrintable(w->assumption));
        QVERIFY(w->assumption.contains(u"SBH"));
    }

    void tndAssumesSequencesOfEqualLength()
    {
        // 4096 tokens in 4 sequences (actual_seq_qlen / kvlen are [4] INT64 at inputs 8 and 9)
        Operator op = kernelRow(u"FlashAttentionScore"_qs, u"4096,8,128;4096,8,128;4096,8,128;;;;;;4;4"_qs,
                                u"FLOAT16;FLOAT16;FLOAT16;FLOAT16;UINT8;UINT8;UINT8;INT64;INT64;INT64"_qs,
                                u"4096,8,8;4096,8,8;;4096,8,128"_qs, u"FLOAT;FLOAT;FLOAT16;FLOAT16"_qs);
        const auto w = estimateWork(op);
        QVERIFY(w);
        QCOMPARE(w->operations, 2.0 * (4096.0 * 4096 / 4) * (8 * 128 + 8 * 128));
        QVERIFY2(w->assumption.contains(u"4 sequences of equal length assumed"), qPrintable(w->assumption));
    }

    void gradientCountsTwoAndAHalfTimesTheForward()
    {
        // query, key, value, dy, pse, drop_mask, padding_mask, atten_mask, softmax_max,
        // softmax_sum, softmax_in, attention_in -> dq, dk, dv, dpse
        const QString x = u"2,8,1024,128"_qs, s = u"2,8,1024,8"_qs;
        Operator op = kernelRow(
            u"FlashAttentionScoreGrad"_qs, QStringList{x, x, x, x, {}, {}, {}, {}, s, s, {}, x}.join(u';'),
            u"FLOAT16;FLOAT16;FLOAT16;FLOAT16;FLOAT16;UINT8;UINT8;UINT8;FLOAT;FLOAT;FLOAT16;FLOAT16"_qs,
            QStringList{x, x, x, {}}.join(u';'), u"FLOAT16"_qs);
        const auto w = estimateWork(op);
        QVERIFY(w);
        QCOMPARE(w->operations, 2.5 * 4.0 * 2 * 8 * 1024 * 1024 * 128);
        const double tensor = 2.0 * 8 * 1024 * 128 * 2;
        QCOMPARE(w->bytesRead, 5 * tensor + 2 * (2.0 * 8 * 1024 * 8 * 4));
        QCOMPARE(w->bytesWritten, 3 * tensor);
        QVERIFY(w->assumption.contains(u"2.5×"));
    }

    void torchNpuNameWithoutTypeStillEstimates()
    {
        Operator op = forward(u"2,8,1024,128"_qs, u"2,8,1024,8"_qs, u"2,8,1024,128"_qs);
        op.type.clear();
        op.name = u"aclnnFlashAttentionScore_FlashAttentionScore_FlashAttentionScore"_qs;
        QVERIFY(estimateWork(op));
    }

    void resultsLeaveThroughTheVectorSideOfASeparatedChip()
    {
        const HardwareSpec hw = roundChip(/*separated*/ true);
        Operator op = forward(u"1,2,256,64"_qs, u"1,2,256,8"_qs, u"1,2,256,64"_qs);
        QVERIFY(applyWorkEstimate(op, hw));
        QVERIFY(op.component({ComponentId::Cube, Side::Aic}));
        QVERIFY(op.component({ComponentId::Mte2, Side::Aic}));
        QVERIFY(op.component({ComponentId::Mte3, Side::Aiv}));
        QVERIFY(!op.component({ComponentId::FixPipe, Side::Aic}));
    }

    void shapesThatFitNoLayoutGiveNoEstimate()
    {
        QVERIFY(!estimateWork(
            kernelRow(u"FlashAttentionScore"_qs, u"8192;8192;8192"_qs, u"FLOAT16"_qs, u"8192"_qs, u"FLOAT16"_qs)));
        QVERIFY(!estimateWork(kernelRow(u"FlashAttentionScore"_qs, u"2,8,1024,128;2,8,1024"_qs, u"FLOAT16"_qs,
                                        u"2,8,1024,128"_qs, u"FLOAT16"_qs)));
    }
};

QTEST_GUILESS_MAIN(TestAttentionEstimate)
#include "tst_attentionestimate.moc"
