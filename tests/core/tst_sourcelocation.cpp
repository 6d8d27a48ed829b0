// SPDX-License-Identifier: GPL-3.0-or-later
// Where an operator came from: a table row keeps its file's name shared and its line as a
// number, and reads as the "file:line" it stands for; any other location reads as written.
#include "core/io/tables/kerneltable.h"
#include "core/model/sourcelocation.h"

#include <QTest>

using namespace rl;

class TestSourceLocation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aLineOfAFileReadsAsFileColonLine()
    {
        const QString file = u"/runs/kernel_details.csv"_qs;
        const SourceLocation at = SourceLocation::atLine(file, 42);
        QCOMPARE(at.toString(), u"/runs/kernel_details.csv:42"_qs);
        QCOMPARE(QString(at), at.toString());
        QVERIFY(!at.isEmpty());
        QVERIFY(at == SourceLocation(u"/runs/kernel_details.csv:42"_qs));
    }

    void anOffsetInAFileReadsAsFileAtOffsetAndKeepsTheFileShared()
    {
        const QString file = u"/runs/trace_view.json"_qs;
        const SourceLocation at = SourceLocation::atOffset(file, 4096);
        QCOMPARE(at.toString(), u"/runs/trace_view.json@4096"_qs);
        QCOMPARE(SourceLocation::atOffset(file, 0).toString(), u"/runs/trace_view.json@0"_qs);
        // Beyond what an int holds: a trace of several gigabytes.
        QCOMPARE(SourceLocation::atOffset(file, 5'000'000'000LL).toString(), u"/runs/trace_view.json@5000000000"_qs);
        QVERIFY(at == SourceLocation(u"/runs/trace_view.json@4096"_qs));
        QCOMPARE(SourceLocation::atOffset(file, -1).toString(), file); // no offset known: the file alone
    }

    void aWrittenLocationReadsAsWritten()
    {
        SourceLocation at = u"t.json@4096"_qs;
        QCOMPARE(at.toString(), u"t.json@4096"_qs);
        const QString db = u"msprof.db"_qs;
        at = db + u"#TASK/globalTaskId=" + QString::number(7);
        QCOMPARE(at.toString(), u"msprof.db#TASK/globalTaskId=7"_qs);
        QVERIFY(SourceLocation().isEmpty());
        QCOMPARE(SourceLocation().toString(), QString());
    }

    void theRowsOfATableShareTheirFileAndTensorLists()
    {
        QByteArray csv = "Op Name,Task Type,Task Duration(us),Input Shapes,Input Data Types\n";
        for (int i = 0; i < 3; ++i)
            csv += "mm,AI_CORE,1.0,\"\"\"8,8\"\"\",FLOAT16\n";
        auto table = readKernelTable(csv, u"t.csv"_qs, nullProgress());
        QVERIFY(table);
        QCOMPARE(table->operators.size(), size_t(3));
        const std::vector<Operator> &ops = table->operators;
        QCOMPARE(ops[2].sourceLocation.toString(), u"t.csv:4"_qs);
        QCOMPARE(ops[0].inputs.size(), qsizetype(1));
        QCOMPARE(ops[0].inputs.front().shape, u"8,8"_qs);
        QCOMPARE(ops[2].inputs.constData(), ops[0].inputs.constData());
    }
};

QTEST_GUILESS_MAIN(TestSourceLocation)
#include "tst_sourcelocation.moc"
