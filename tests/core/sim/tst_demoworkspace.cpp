// SPDX-License-Identifier: GPL-3.0-or-later
// `rooflens demo DIR`: the files it writes, their formats, their reproducibility, and their
// analysis through the ordinary importers (the road user data travels).
#include "core/sim/demoworkspace.h"
#include "core/workflow/workflow.h"
#include "paperfigures.h"
#include "simtestutil.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace rl;
using namespace rl::sim;
using namespace rl::test;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QStringList filesUnder(const QString &root)
{
    QStringList out;
    QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        out << QDir(root).relativeFilePath(it.next());
    out.sort();
    return out;
}

QStringList entries(const QString &dir, const QString &pattern)
{
    return QDir(dir).entryList({pattern}, QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
}

// The demo written once for all tests that only read it.
const QString &demo()
{
    static QTemporaryDir dir;
    static const QString path = [] {
        const QString p = dir.filePath(u"demo"_qs);
        if (!writeDemoWorkspace(p).ok())
            return QString();
        return p;
    }();
    return path;
}

} // namespace

class TestDemoWorkspace : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void writesThreeMetricGroupRunsAndEightSimulatorRunsPerSide()
    {
        QVERIFY(!demo().isEmpty());
        QVERIFY(isDemoWorkspace(demo()));
        for (const QString &side : {u"before"_qs, u"after"_qs}) {
            const QString dir = QDir(demo()).filePath(side);
            const QStringList prof = entries(dir, u"PROF_*"_qs);
            QCOMPARE(prof.size(), 3);
            for (const QString &p : prof) {
                const QString root = QDir(dir).filePath(p);
                QVERIFY(QFile::exists(root + u"/device_0/info.json.0"));
                QCOMPARE(QDir(root + u"/mindstudio_profiler_output"_qs).entryList({u"op_summary_*.csv"_qs}).size(), 1);
            }
            const QStringList opprof = entries(dir, u"OPPROF_*"_qs);
            QCOMPARE(opprof.size(), int(paperTable1().size()));
            QStringList names;
            for (const QString &o : opprof) {
                const QString root = QDir(dir).filePath(o);
                QVERIFY(QFile::exists(root + u"/simulator/trace.json"));
                const QList<QByteArray> lines = readAll(root + u"/OpBasicInfo.csv").split('\n');
                QVERIFY(lines.size() >= 2);
                names << QString::fromUtf8(lines[1].split(',').front());
            }
            for (const Table1Row &row : paperTable1())
                QVERIFY2(names.contains(row.name), qPrintable(row.name));
        }
    }

    void isByteIdenticalOnEveryRun()
    {
        QTemporaryDir other;
        const QString again = other.filePath(u"demo"_qs);
        QVERIFY(writeDemoWorkspace(again).ok());
        const QStringList a = filesUnder(demo());
        QCOMPARE(filesUnder(again), a);
        for (const QString &f : a)
            QVERIFY2(readAll(QDir(demo()).filePath(f)) == readAll(QDir(again).filePath(f)), qPrintable(f));
        // Writing over a previous demo gives the same bytes again.
        QVERIFY(writeDemoWorkspace(again).ok());
        QCOMPARE(filesUnder(again), a);
        for (const QString &f : a)
            QVERIFY2(readAll(QDir(demo()).filePath(f)) == readAll(QDir(again).filePath(f)), qPrintable(f));
    }

    void refusesADirectoryHoldingSomethingElse()
    {
        QTemporaryDir dir;
        QFile mine(dir.filePath(u"results.csv"_qs));
        QVERIFY(mine.open(QIODevice::WriteOnly));
        mine.write("keep me\n");
        mine.close();
        const auto r = writeDemoWorkspace(dir.path());
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, Error::Kind::Usage);
        QVERIFY(r.error().message.contains(dir.path()));
        QCOMPARE(filesUnder(dir.path()), QStringList{u"results.csv"_qs});
    }

    void opSummaryHasTheCoupledChipColumns_data()
    {
        QTest::addColumn<QString>("group");
        QTest::addColumn<QStringList>("columns");
        QTest::newRow("PipeUtilization") << u"PipeUtilization"_qs
                                         << QStringList{u"vec_time(us)"_qs, u"mac_ratio"_qs, u"mte2_time(us)"_qs,
                                                        u"mte3_ratio"_qs, u"memory_bound"_qs};
        QTest::newRow("ArithmeticUtilization")
            << u"ArithmeticUtilization"_qs
            << QStringList{u"mac_fp16_ratio"_qs, u"vec_fp16_ratio"_qs, u"cube_fops"_qs, u"vector_fops"_qs};
        QTest::newRow("Memory") << u"Memory"_qs
                                << QStringList{u"main_mem_read_bw(GB/s)"_qs, u"main_mem_write_bw(GB/s)"_qs};
    }
    void opSummaryHasTheCoupledChipColumns()
    {
        QFETCH(QString, group);
        QFETCH(QStringList, columns);
        bool found = false;
        const QString dir = QDir(demo()).filePath(u"before"_qs);
        for (const QString &p : entries(dir, u"PROF_*"_qs)) {
            const QString out = QDir(dir).filePath(p) + u"/mindstudio_profiler_output";
            const QString csv = QDir(out).filePath(QDir(out).entryList({u"op_summary_*.csv"_qs}).front());
            const QList<QByteArray> lines = readAll(csv).trimmed().split('\n');
            const QString header = QString::fromUtf8(lines.front());
            if (!header.contains(columns.front()))
                continue;
            found = true;
            QCOMPARE(lines.size(), 1 + kPaperOperatorCount);
            for (const QString &c : columns)
                QVERIFY2(header.split(u',').contains(c), qPrintable(c));
            for (const QString &c : {u"Op Name"_qs, u"Task Type"_qs, u"Task Duration(us)"_qs, u"Block Dim"_qs,
                                     u"aicore_time(us)"_qs, u"total_cycles"_qs})
                QVERIFY2(header.split(u',').contains(c), qPrintable(c));
            QVERIFY(!header.contains(u"aic_"));
            QVERIFY(lines[1].contains("\"\"\"")); // shapes in literal quotes, as msprof writes them
        }
        QVERIFY(found);
    }

    void simulatorTracesAreOpProfilingTraces()
    {
        const QString dir = QDir(demo()).filePath(u"after"_qs);
        for (const QString &o : entries(dir, u"OPPROF_*"_qs)) {
            const QByteArray json = readAll(QDir(dir).filePath(o) + u"/simulator/trace.json");
            QJsonParseError error;
            const QJsonObject doc = QJsonDocument::fromJson(json, &error).object();
            QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(o));
            QCOMPARE(doc.value(u"profilingType"_qs).toString(), u"op"_qs);
            QSet<QString> pipes;
            int instructions = 0;
            for (const QJsonValue &v : doc.value(u"traceEvents"_qs).toArray()) {
                const QJsonObject e = v.toObject();
                if (e.value(u"ph"_qs).toString() != u"X")
                    continue;
                ++instructions;
                pipes.insert(e.value(u"tid"_qs).toString());
                QVERIFY(e.value(u"ts"_qs).isDouble() && e.value(u"dur"_qs).toDouble() >= 0.0);
                QVERIFY(e.value(u"pid"_qs).toString().startsWith(u"core"));
            }
            QVERIFY(instructions > 0);
            QVERIFY(pipes.contains(u"MTE2"_qs));
        }
    }

    void analysedThroughTheImportersItReproducesThePaper()
    {
        Progress progress;
        Analysis results[2];
        for (int side = 0; side < 2; ++side) {
            AnalysisRequest request;
            request.paths = {QDir(demo()).filePath(side ? u"after"_qs : u"before"_qs)};
            auto a = Workflow::builtin().loadAndAnalyze(request, progress);
            if (!a.ok() && a.error().kind == Error::Kind::Unsupported)
                QSKIP(qPrintable(u"the workspace importer cannot read the demo yet: "_qs + a.error().toString()));
            QVERIFY2(a.ok(), qPrintable(a.ok() ? QString() : a.error().toString()));
            results[side] = std::move(a.value());
        }
        const Analysis &before = results[0];
        const Analysis &after = results[1];
        QCOMPARE(before.hardware.id, u"ascend310"_qs);
        QCOMPARE(before.summary.operatorCount, kPaperOperatorCount);
        QVERIFY(qAbs(before.summary.totalDurationUs / kPaperTotalBeforeUs - 1.0) <= kTotalTolerance);
        QVERIFY(qAbs(after.summary.totalDurationUs / kPaperTotalAfterUs - 1.0) <= kTotalTolerance);
        for (const auto &[analysis, paper] :
             {std::pair{&before, paperCountsBefore()}, std::pair{&after, paperCountsAfter()}}) {
            for (auto it = paper.cbegin(); it != paper.cend(); ++it) {
                const int ours = analysis->summary.categoryCount.value(it.key());
                QVERIFY2(qAbs(ours - it.value()) <= kCountTolerance,
                         qPrintable(u"%1: %2, paper %3"_qs.arg(categoryId(it.key())).arg(ours).arg(it.value())));
            }
        }
        for (const Table1Row &row : paperTable1()) {
            int b = -1, a = -1;
            for (size_t i = 0; i < before.profile->operators.size(); ++i) {
                if (before.profile->operators[i].name == row.name)
                    b = int(i);
            }
            for (size_t i = 0; i < after.profile->operators.size(); ++i) {
                if (after.profile->operators[i].name == row.name)
                    a = int(i);
            }
            QVERIFY2(a >= 0 && b >= 0, qPrintable(row.name));
            QCOMPARE(categoryId(before.operators[size_t(b)].category), categoryId(row.before));
            const double speedup = before.op(b).durationUs / after.op(a).durationUs;
            QVERIFY2(qAbs(speedup / row.speedup - 1.0) <= kSpeedupTolerance, qPrintable(row.name));
            QVERIFY2(before.op(b).pipelineIndex >= 0, "the simulator trace is attached to its operator");
        }
    }
};

QTEST_GUILESS_MAIN(TestDemoWorkspace)
#include "tst_demoworkspace.moc"
