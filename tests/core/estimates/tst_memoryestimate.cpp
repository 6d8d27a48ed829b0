// SPDX-License-Identifier: GPL-3.0-or-later
// Kernels that move bytes: fills write without reading, gathers and slices read only what they
// copy, copies and layout changes read their inputs and write their outputs.
#include "estimatetestutil.h"

#include <QTest>

using namespace rl;
using namespace rl::test;

class TestMemoryEstimate : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void zerosLikeWritesOnlyItsOutput_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("inShapes");
        QTest::addColumn<QString>("inTypes");
        QTest::addColumn<QString>("outShape");
        QTest::addColumn<QString>("outType");
        QTest::addColumn<double>("written");
        // msprof_opsummary_memoryl0 (497 us, 48 blocks) and msprofanalyze_kd_arith rows
        QTest::newRow("ZerosLike 232M fp32") << u"ZerosLike"_qs << u"\"232138240\""_qs << u"FLOAT"_qs
                                             << u"\"232138240\""_qs << u"FLOAT"_qs << 232138240.0 * 4;
        QTest::newRow("ZerosLike 544M fp16") << u"ZerosLike"_qs << u"544404480"_qs << u"FLOAT16"_qs << u"544404480"_qs
                                             << u"FLOAT16"_qs << 544404480.0 * 2;
        QTest::newRow("OnesLike") << u"OnesLike"_qs << u"1,1024,1024"_qs << u"FLOAT"_qs << u"1,1024,1024"_qs
                                  << u"FLOAT"_qs << 1024.0 * 1024 * 4;
        QTest::newRow("Fill from a shape and a value")
            << u"Fill"_qs << u"1;"_qs << u"INT64;FLOAT"_qs << u"1"_qs << u"FLOAT"_qs << 4.0;
    }
    void zerosLikeWritesOnlyItsOutput()
    {
        QFETCH(QString, type);
        QFETCH(QString, inShapes);
        QFETCH(QString, inTypes);
        QFETCH(QString, outShape);
        QFETCH(QString, outType);
        QFETCH(double, written);
        const auto w = estimateWork(kernelRow(type, inShapes, inTypes, outShape, outType));
        QVERIFY(w);
        QCOMPARE(w->family, u"write_only"_qs);
        QCOMPARE(w->bytesRead, 0.0);
        QCOMPARE(w->bytesWritten, written);
        QCOMPARE(w->operations, 0.0);
        QVERIFY(w->assumption.contains(u"write-only"));
    }

    void inplaceZeroNamedOnlyByItsApiWritesOnly()
    {
        Operator op = kernelRow(u"x"_qs, u"4096,4096"_qs, u"FLOAT"_qs, u"4096,4096"_qs, u"FLOAT"_qs);
        op.type.clear();
        op.name = u"aclnnInplaceZero"_qs;
        QCOMPARE(estimatorType(op), u"inplacezero"_qs);
        const auto w = estimateWork(op);
        QVERIFY(w);
        QCOMPARE(w->bytesRead, 0.0);
        QCOMPARE(w->bytesWritten, 4096.0 * 4096 * 4);
    }

    void writeOnlyKernelsPutNothingOnMte2()
    {
        Operator op = kernelRow(u"ZerosLike"_qs, u"1024"_qs, u"FLOAT"_qs, u"1024"_qs, u"FLOAT"_qs);
        QVERIFY(applyWorkEstimate(op, roundChip(/*separated*/ true)));
        QVERIFY(!op.component({ComponentId::Mte2, Side::Aiv}));
        QVERIFY(!op.component({ComponentId::Mte2, Side::Aic}));
        QCOMPARE(op.component({ComponentId::Mte3, Side::Aiv})->work.value(u"ub_to_gm"_qs), 4096.0);
    }

    void sliceReadsOnlyWhatItCopies()
    {
        // msprof_opsummary_memoryl0: Slice of 2×8193 INT32 to 2×8192 with offsets and sizes
        const auto w = estimateWork(
            kernelRow(u"Slice"_qs, u"\"2,8193;2;2\""_qs, u"INT32;INT64;INT64"_qs, u"\"2,8192\""_qs, u"INT32"_qs));
        QVERIFY(w);
        QCOMPARE(w->bytesRead, 2.0 * 8192 * 4 + 2 * 8 + 2 * 8);
        QCOMPARE(w->bytesWritten, 2.0 * 8192 * 4);
        QCOMPARE(w->operations, 0.0);
        // msprofanalyze_kd_arith: StridedSliceD 8×25 -> 8 reads 8 elements, not 200
        const auto s = estimateWork(kernelRow(u"StridedSliceD"_qs, u"8,25"_qs, u"FLOAT"_qs, u"8"_qs, u"FLOAT"_qs));
        QVERIFY(s);
        QCOMPARE(s->bytesRead, 32.0);
        QCOMPARE(s->bytesWritten, 32.0);
        // AsStrided: a view of 12×1024×512 out of 1024×4×4608
        const auto a = estimateWork(kernelRow(u"AsStrided"_qs, u"1024,4,4608;3;3;"_qs, u"FLOAT16;INT64;INT64;INT64"_qs,
                                              u"12,1024,512"_qs, u"FLOAT16"_qs));
        QVERIFY(a);
        QCOMPARE(a->bytesRead, 12.0 * 1024 * 512 * 2 + 3 * 8 + 3 * 8 + 8);
    }

    void gatherReadsTheRowsItGathersAndTheIndices()
    {
        // msprofanalyze_kd_arith GatherV2: 4×1024 token ids into a 6400×12288 fp16 table
        const auto w = estimateWork(kernelRow(u"GatherV2"_qs, u"6400,12288;4,1024;1"_qs, u"FLOAT16;INT32;INT64"_qs,
                                              u"4,1024,12288"_qs, u"FLOAT16"_qs));
        QVERIFY(w);
        const double rows = 4.0 * 1024 * 12288 * 2;
        QCOMPARE(w->bytesRead, rows + 4 * 1024 * 4 + 8);
        QCOMPARE(w->bytesWritten, rows);
        QVERIFY(w->bytesRead < 6400.0 * 12288 * 2); // not the whole table
        const auto e = estimateWork(
            kernelRow(u"Embedding"_qs, u"50000,4096;8,2048"_qs, u"FLOAT16;INT64"_qs, u"8,2048,4096"_qs, u"FLOAT16"_qs));
        QVERIFY(e);
        QCOMPARE(e->bytesRead, 8.0 * 2048 * 4096 * 2 + 8 * 2048 * 8);
        // 64k tokens from a 1000-row table: each row is read once at most
        const auto r = estimateWork(
            kernelRow(u"Embedding"_qs, u"1000,4096;65536"_qs, u"FLOAT16;INT64"_qs, u"65536,4096"_qs, u"FLOAT16"_qs));
        QVERIFY(r);
        QCOMPARE(r->bytesRead, 1000.0 * 4096 * 2 + 65536 * 8);
        QCOMPARE(r->bytesWritten, 65536.0 * 4096 * 2);
    }

    void castTransDataAndConcatReadInputsAndWriteOutputs()
    {
        // msprof_opsummary_memoryl0 Cast INT64 -> INT32
        const auto c = estimateWork(
            kernelRow(u"Cast"_qs, u"\"2,8193\""_qs, u"INT64"_qs, u"\"2,8193\""_qs, u"INT32"_qs));
        QVERIFY(c);
        QCOMPARE(c->bytesRead, 2.0 * 8193 * 8);
        QCOMPARE(c->bytesWritten, 2.0 * 8193 * 4);
        QCOMPARE(c->operations, 2.0 * 8193);
        QCOMPARE(c->precision, u"int32"_qs);
        // msprofanalyze_kd_arith Cast47 fp16 -> fp32 of 78.6 M parameters
        const auto up = estimateWork(kernelRow(u"Cast"_qs, u"78643200"_qs, u"FLOAT16"_qs, u"78643200"_qs, u"FLOAT"_qs));
        QVERIFY(up);
        QCOMPARE(up->bytesRead, 78643200.0 * 2);
        QCOMPARE(up->bytesWritten, 78643200.0 * 4);
        QCOMPARE(up->precision, u"fp16"_qs);
        // torchnpu_a2_level1_pipeutil trans_TransData_0: NCHW -> NC1HWC0 pads C from 3 to 8
        const auto t = estimateWork(kernelRow(u"TransData"_qs, u"\"32,3,224,224\""_qs, u"FLOAT"_qs,
                                              u"\"32,1,224,224,8\""_qs, u"FLOAT"_qs, u"NCHW"_qs, u"NC1HWC0"_qs));
        QVERIFY(t);
        QCOMPARE(t->bytesRead, 32.0 * 3 * 224 * 224 * 4);
        QCOMPARE(t->bytesWritten, 32.0 * 224 * 224 * 8 * 4);
        QCOMPARE(t->operations, 0.0);
        const auto k = estimateWork(
            kernelRow(u"ConcatD"_qs, u"4,128;4,256"_qs, u"FLOAT16"_qs, u"4,384"_qs, u"FLOAT16"_qs));
        QVERIFY(k);
        QCOMPARE(k->bytesRead, 4.0 * 384 * 2);
        QCOMPARE(k->bytesWritten, 4.0 * 384 * 2);
        const auto v2 = estimateWork(
            kernelRow(u"ConcatV2"_qs, u"4,128;4,256;1"_qs, u"FLOAT16;FLOAT16;INT32"_qs, u"4,384"_qs, u"FLOAT16"_qs));
        QVERIFY(v2);
        QCOMPARE(v2->bytesRead, 4.0 * 384 * 2 + 4);
        // torchnpu_a2_level1_pipeutil aclnnInplaceCopy_TensorMoveAiCore_TensorMove
        const auto m = estimateWork(
            kernelRow(u"TensorMove"_qs, u"4096,4096"_qs, u"FLOAT"_qs, u"4096,4096"_qs, u"FLOAT"_qs));
        QVERIFY(m);
        QCOMPARE(m->bytesRead, 4096.0 * 4096 * 4);
        QCOMPARE(m->bytesWritten, 4096.0 * 4096 * 4);
    }
};

QTEST_GUILESS_MAIN(TestMemoryEstimate)
#include "tst_memoryestimate.moc"
