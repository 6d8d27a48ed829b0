// SPDX-License-Identifier: GPL-3.0-or-later
// FlashAttentionScore(Grad) work from the shapes of a kernel row: the real rows of
// msprof_opsummary_memoryl0 and constructed ones for each layout.
#include "core/analysis/analyzer.h"
#include "core/analysis/estimates/attentionpairing.h"
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

// A MindSpeed-like layer: [S=4096, B=1, H=2048] in SBH, 16 heads of 128, causal through the
// compressed 2048×2048 mask. The forward's statistics [B, N, S, 8] give its 16 heads.
const QString kSbh = u"4096,1,2048"_qs;

Operator causalForward(const QString &qkv = kSbh)
{
    Operator op = forward(qkv, u"1,16,4096,8"_qs, qkv, u"2048,2048"_qs);
    op.name = u"FlashAttentionScore"_qs;
    op.sourceLocation = SourceLocation::atLine(u"kernel_details.csv"_qs, 7);
    return op;
}

// Its gradient as a row that leaves the absent optional inputs out of their slots: no mask
// where atten_mask belongs, and attention_in [S, B, H] where softmax_max belongs, which read
// as statistics give 256 heads of 8. Alone it is full attention.
Operator shiftedGradient(const QString &qkv = kSbh)
{
    return kernelRow(u"FlashAttentionScoreGrad"_qs, QStringList{qkv, qkv, qkv, qkv, {}, {}, {}, {}, qkv}.join(u';'),
                     u"FLOAT16;FLOAT16;FLOAT16;FLOAT16;FLOAT16;UINT8;UINT8;UINT8;FLOAT16"_qs,
                     QStringList{qkv, qkv, qkv, {}}.join(u';'), u"FLOAT16"_qs);
}

// 2 operations per multiply-add, QKᵀ and P·V over H = 2048, the gradient 2.5 times that.
double gradientOperations(double pairs)
{
    return 2.5 * 2.0 * pairs * (2048.0 + 2048.0);
}

const double kFullPairs = 4096.0 * 4096.0;
const double kCausalPairs = 4096.0 * 4097.0 / 2.0;

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

    void aGradientAloneReadsItsShiftedRowAsFullAttention()
    {
        const auto w = estimateWork(shiftedGradient());
        QVERIFY(w);
        QCOMPARE(w->operations, gradientOperations(kFullPairs));
        QVERIFY2(w->assumption.contains(u"256 heads of 8"), qPrintable(w->assumption));
        QVERIFY2(w->assumption.contains(u"no attention mask: full attention"), qPrintable(w->assumption));
        QVERIFY(!w->assumption.contains(u"forward kernel"));
    }

    void aGradientTakesTheHeadSplitAndMaskOfItsForward()
    {
        std::vector<Operator> ops{causalForward(), shiftedGradient()};
        const estimates::AttentionPairing pairing(ops);
        QCOMPARE(pairing.pairedCount(), size_t(1));
        QVERIFY(!pairing.forwardOf(0));
        RL_FOUND(forward, pairing.forwardOf(1));
        QCOMPARE(forward.heads, qint64(16));
        QCOMPARE(forward.mask, estimates::AttentionMask::Causal);

        const auto w = estimateWork(ops[1], &forward);
        QVERIFY(w);
        QCOMPARE(w->operations, gradientOperations(kCausalPairs));
        QVERIFY2(w->assumption.contains(u"16 heads of 128 from the forward kernel"), qPrintable(w->assumption));
        QVERIFY2(w->assumption.contains(u"causal attention assumed from the forward kernel's compressed 2048×2048"),
                 qPrintable(w->assumption));
        QVERIFY2(w->assumption.contains(u"head split and mask mode from the forward kernel FlashAttentionScore at "
                                        u"kernel_details.csv:7"),
                 qPrintable(w->assumption));
        QVERIFY(!w->assumption.contains(u"256 heads"));
    }

    void theAnalysisPairsTheGradientWithItsForward()
    {
        // Forward, an unrelated kernel, the gradient, and a gradient of other shapes with no
        // forward, which keeps the estimate its own row gives.
        auto profile = std::make_shared<Profile>();
        const QString otherShape = u"4096,2,2048"_qs;
        profile->operators = {causalForward(),
                              kernelRow(u"Add"_qs, u"8,8;8,8"_qs, u"FLOAT16"_qs, u"8,8"_qs, u"FLOAT16"_qs),
                              shiftedGradient(), shiftedGradient(otherShape)};
        for (Operator &op : profile->operators)
            op.taskType = TaskType::MixAic;
        AnalyzeOptions options;
        options.threads = 2; // the forward in the first slice, its gradient in the second
        const Analysis a = analyze(profile, roundChip(), options, AdviceCatalog());
        const QString &paired = a.operators[2].workAssumption;
        QVERIFY2(paired.contains(u"16 heads of 128 from the forward kernel"), qPrintable(paired));
        QVERIFY2(paired.contains(u"causal attention"), qPrintable(paired));
        QVERIFY2(paired.contains(u"FlashAttentionScore at kernel_details.csv:7"), qPrintable(paired));
        RL_FOUND(cube, a.operators[2].component({ComponentId::Cube, Side::None}));
        QCOMPARE(cube.work.value(u"fp16"_qs), gradientOperations(kCausalPairs));

        const auto alone = estimateWork(profile->operators[3]);
        QVERIFY(alone);
        QCOMPARE(a.operators[3].workAssumption, alone->assumption);
        QVERIFY(!a.operators[3].workAssumption.contains(u"forward kernel"));
    }

    void gradientsTakeTheirLayersForwardsInReverseOrder()
    {
        // Two layers of the same shapes, the first causal, the second without a mask: autograd
        // runs the second layer's gradient first.
        Operator unmasked = forward(kSbh, u"1,16,4096,8"_qs, kSbh);
        unmasked.name = u"FlashAttentionScore"_qs;
        unmasked.sourceLocation = SourceLocation::atLine(u"kernel_details.csv"_qs, 9);
        std::vector<Operator> ops{causalForward(), unmasked, shiftedGradient(), shiftedGradient(), shiftedGradient()};
        const estimates::AttentionPairing pairing(ops);
        RL_FOUND(second, pairing.forwardOf(2));
        RL_FOUND(first, pairing.forwardOf(3));
        QCOMPARE(second.mask, estimates::AttentionMask::None);
        QCOMPARE(first.mask, estimates::AttentionMask::Causal);
        // A third gradient finds every forward taken and takes the latest one.
        RL_FOUND(extra, pairing.forwardOf(4));
        QCOMPARE(extra.kernel, second.kernel);
        const auto w = estimateWork(ops[2], &second);
        QVERIFY(w);
        QCOMPARE(w->operations, gradientOperations(kFullPairs));
        QVERIFY2(w->assumption.contains(u"no attention mask, here or in the forward kernel"),
                 qPrintable(w->assumption));
    }

    void aGradientsOwnCausalMaskStaysAndForwardsOfOtherShapesAreNotTaken()
    {
        // The gradient of the real row's layout, with its own compressed mask in its slot.
        const QString x = u"8192,1,1024"_qs;
        Operator grad = kernelRow(u"FlashAttentionScoreGrad"_qs,
                                  QStringList{x, x, x, x, {}, {}, {}, u"2048,2048"_qs, u"1,8,8192,8"_qs}.join(u';'),
                                  u"FLOAT16;FLOAT16;FLOAT16;FLOAT16;FLOAT16;UINT8;UINT8;UINT8;FLOAT"_qs,
                                  QStringList{x, x, x, {}}.join(u';'), u"FLOAT16"_qs);
        Operator unmasked = forward(x, u"1,8,8192,8"_qs, x);
        const std::vector<Operator> ops{unmasked, grad, causalForward(), shiftedGradient(u"4096,2,2048"_qs)};
        const estimates::AttentionPairing pairing(ops);
        RL_FOUND(f, pairing.forwardOf(1));
        const auto w = estimateWork(grad, &f);
        QVERIFY(w);
        QCOMPARE(w->operations, 2.5 * 2.0 * (8192.0 * 8193 / 2) * (1024 + 1024));
        QVERIFY2(w->assumption.contains(u"causal attention assumed from the compressed"), qPrintable(w->assumption));
        QVERIFY(!pairing.forwardOf(3)); // [4096, 2, 2048] has no forward
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
