// SPDX-License-Identifier: GPL-3.0-or-later
// The run-level breakdown on the real jobs of ../shared/realdata: from a step trace the numbers
// are the profiler's own for every rank and step; the breakdown derived from trace_view.json's
// Overlap Analysis lanes matches the step trace; a timeline-only job's derived parts sum to
// its step. Skipped, with a message, without the data.
#include "core/compare/comparison.h"
#include "core/report/analysisjson.h"
#include "core/report/comparisonjson.h"
#include "core/report/htmlreport.h"
#include "core/report/runreport.h"
#include "core/run/runbreakdown.h"
#include "core/run/timelinebreakdown.h"
#include "core/workflow/workflow.h"
#include "testutil.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace rl;

namespace {

// The step trace as plain text: header names to the cell of each row, no CSV logic of ours.
std::vector<std::map<QString, QString>> plainRows(const QString &path)
{
    QFile f(path);
    std::vector<std::map<QString, QString>> rows;
    if (!f.open(QIODevice::ReadOnly))
        return rows;
    const QStringList lines = QString::fromUtf8(f.readAll()).split(u'\n', Qt::SkipEmptyParts);
    const QStringList header = lines.value(0).trimmed().split(u',');
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QStringList cells = lines[i].trimmed().split(u',');
        std::map<QString, QString> row;
        for (qsizetype c = 0; c < header.size() && c < cells.size(); ++c)
            row[header[c]] = cells[c];
        rows.push_back(row);
    }
    return rows;
}

QStringList stepTraces(const QString &root)
{
    QStringList found;
    QDirIterator it(root, {u"step_trace_time.csv"_qs}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        found << it.next();
    found.sort();
    return found;
}

Result<Profile> load(const QString &path)
{
    AnalysisRequest request;
    request.paths = {path};
    return Workflow::builtin().load(request, nullProgress());
}

void compareField(const std::optional<double> &ours, const QString &cell, const char *what)
{
    QVERIFY2(ours, what);
    QCOMPARE(*ours, cell.toDouble());
}

} // namespace

class TestRunRealData : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void stepTraceNumbersAreTheProfilersOwn_data()
    {
        QTest::addColumn<QString>("set");
        QTest::addColumn<int>("ranks");
        QTest::newRow("2rank_level2") << u"torchnpu_a2_2rank_level2_text"_qs << 2;
        QTest::newRow("level0_trace") << u"torchnpu_a2_level0_trace"_qs << 1;
        QTest::newRow("level1_pipeutil") << u"torchnpu_a2_level1_pipeutil"_qs << 1;
    }
    void stepTraceNumbersAreTheProfilersOwn()
    {
        QFETCH(QString, set);
        QFETCH(int, ranks);
        RL_REAL_DATA(root, set);
        RL_VALUE(profile, load(root));
        QVERIFY(profile.run);
        const RunBreakdown &run = *profile.run;
        QCOMPARE(run.source, RunBreakdown::Source::StepTraceTime);
        QCOMPARE(int(run.ranks.size()), ranks);
        const QStringList files = stepTraces(root);
        QCOMPARE(int(files.size()), ranks);
        for (int r = 0; r < ranks; ++r) {
            const RankBreakdown &rank = run.ranks[size_t(r)];
            QCOMPARE(rank.rank, r);
            QVERIFY(rank.hasKernels);
            const auto rows = plainRows(files[r]);
            QCOMPARE(rank.steps.size(), rows.size());
            for (size_t s = 0; s < rows.size(); ++s) {
                const StepBreakdown &step = rank.steps[s];
                const auto &row = rows[s];
                QCOMPARE(step.step, row.at(u"Step"_qs));
                compareField(step.computingUs, row.at(u"Computing"_qs), "Computing");
                compareField(step.communicationNotOverlappedUs, row.at(u"Communication(Not Overlapped)"_qs),
                             "not overlapped");
                compareField(step.overlappedUs, row.at(u"Overlapped"_qs), "Overlapped");
                compareField(step.communicationUs, row.at(u"Communication"_qs), "Communication");
                compareField(step.freeUs, row.at(u"Free"_qs), "Free");
                compareField(step.stageUs, row.at(u"Stage"_qs), "Stage");
                compareField(step.bubbleUs, row.at(u"Bubble"_qs), "Bubble");
                compareField(step.preparingUs, row.at(u"Preparing"_qs), "Preparing");
                // The three parts make the step: the profiler's Stage within rounding.
                QVERIFY(std::abs(step.totalUs() - *step.stageUs) <= 1e-3 * *step.stageUs);
            }
        }
        QVERIFY(run.slowestRank);
        QVERIFY(!run.summary.isEmpty());
        QCOMPARE(run.analysedRank, 0);
        // From the analysed rank's timeline, when it has one (level1_pipeutil has a table only).
        QCOMPARE(run.ranks.front().largestGaps.empty(), profile.timeline.isEmpty());
    }

    void twoRanksNameTheSlowestAndTheirHccsBandwidth()
    {
        RL_REAL_DATA(root, u"torchnpu_a2_2rank_level2_text"_qs);
        RL_VALUE(profile, load(root));
        QVERIFY(profile.run);
        const RunBreakdown &run = *profile.run;
        QCOMPARE(*run.slowestRank, 0); // 129.86 ms against 128.76 ms
        for (const RankBreakdown &rank : run.ranks) {
            QVERIFY(rank.communication);
            QCOMPARE(rank.communication->operators, 4);
            const auto hccs = std::find_if(rank.communication->transports.begin(), rank.communication->transports.end(),
                                           [](const TransportBandwidth &t) { return t.transport == u"HCCS"; });
            QVERIFY(hccs != rank.communication->transports.end());
            QVERIFY(hccs->bandwidthGBps() && *hccs->bandwidthGBps() > 1.0 && *hccs->bandwidthGBps() < 100.0);
        }
        QVERIFY2(run.summary.contains(u"on every rank"), qPrintable(run.summary));
    }

    // Both ranks' kernel tables grouped by type: the allreduce group is the largest, and its
    // total on each rank is the step trace's Communication (the profiler sums the same tasks).
    void groupsAcrossRanksCompareTheSameTypeOnEveryRank()
    {
        RL_REAL_DATA(root, u"torchnpu_a2_2rank_level2_text"_qs);
        RL_VALUE(profile, load(root));
        const RunBreakdown &run = *profile.run;
        QVERIFY(!run.groups.empty());
        const GroupAcrossRanks &top = run.groups.front();
        QCOMPARE(top.group, u"hcom_allReduce_"_qs);
        QCOMPARE(top.ranks.size(), size_t(2));
        for (const RankGroupFigures &f : top.ranks) {
            const double communication = *run.rank(f.rank)->steps.front().communicationUs;
            QVERIFY2(std::abs(f.totalUs - communication) <= 1e-3 * communication,
                     qPrintable(QString::number(f.totalUs)));
            QCOMPARE(f.calls, 4);
            QCOMPARE(f.category, u"not_applicable"_qs);
        }
        QCOMPARE(top.slowestRank, 0);
        QVERIFY(top.spread > 0.02 && top.spread < 0.03); // 99.97 against 97.46 ms
    }

    // The analysis JSON's run section (app/README.md §4.5), the run table beside the CSV, the
    // report's opening section and the comparison's per-rank diff, on the two-rank job.
    void everyOutputCarriesTheRun()
    {
        RL_REAL_DATA(root, u"torchnpu_a2_2rank_level2_text"_qs);
        AnalysisRequest request;
        request.paths = {root};
        RL_VALUE(analysis, Workflow::builtin().loadAndAnalyze(request, nullProgress()));
        const QJsonObject doc = QJsonDocument::fromJson(analysisToJson(analysis)).object();
        const QJsonObject run = doc.value(u"run").toObject();
        QCOMPARE(run.value(u"source").toString(), u"step_trace_time"_qs);
        QCOMPARE(run.value(u"slowest_rank").toInt(), 0);
        const QJsonArray ranks = run.value(u"ranks").toArray();
        QCOMPARE(ranks.size(), 2);
        const QJsonObject step = ranks[1].toObject().value(u"steps").toArray()[0].toObject();
        QCOMPARE(step.value(u"step").toString(), u"50"_qs);
        QCOMPARE(step.value(u"computing_us").toDouble(), 8902.300999999998);
        QCOMPARE(step.value(u"free_us").toDouble(), 26441.689000000002);
        for (const char *key : {"total_us", "communication_not_overlapped_us", "overlapped_us", "communication_us",
                                "stage_us", "bubble_us", "preparing_us"})
            QVERIFY2(step.value(QLatin1String(key)).isDouble(), key);
        QVERIFY(ranks[0].toObject().value(u"has_kernels").toBool());
        QVERIFY(!run.value(u"summary").toString().isEmpty());

        const QString csv = QString::fromUtf8(runToCsv(*analysis.profile->run));
        QCOMPARE(csv.count(u'\n'), 5); // header, a step and a total per rank
        QVERIFY(csv.contains(u"1,50,128755.772,8902.301,"));
        const QString html = QString::fromUtf8(analysisToHtml(analysis));
        QVERIFY(html.indexOf(u"id=\"run\"") >= 0 && html.indexOf(u"id=\"run\"") < html.indexOf(u"id=\"categories\""));

        const auto shared = std::make_shared<const Analysis>(analysis);
        const Comparison c = compareAnalyses(shared, shared);
        const QJsonObject diff = QJsonDocument::fromJson(comparisonToJson(c)).object().value(u"run").toObject();
        QCOMPARE(diff.value(u"ranks").toArray().size(), 2);
        QCOMPARE(diff.value(u"ranks").toArray()[0].toObject().value(u"delta_total_us").toDouble(), 0.0);
    }

    // The Overlap Analysis lanes of trace_view.json give the step trace's numbers.
    void overlapLanesReproduceTheStepTrace()
    {
        RL_REAL_DATA(root, u"torchnpu_a2_level0_trace"_qs);
        RL_VALUE(profile, load(root));
        const DerivedRun derived = deriveRunFromTimeline(profile.timeline, profile.operators);
        QCOMPARE(derived.steps.size(), size_t(1));
        const StepBreakdown &ours = derived.steps.front();
        const StepBreakdown &theirs = profile.run->ranks.front().steps.front();
        QCOMPARE(ours.step, theirs.step);
        auto near = [](double a, double b) { return std::abs(a - b) <= 1e-3 * std::max(1.0, std::abs(b)); };
        QVERIFY2(near(*ours.computingUs, *theirs.computingUs), qPrintable(QString::number(*ours.computingUs)));
        QVERIFY2(near(*ours.communicationNotOverlappedUs, *theirs.communicationNotOverlappedUs),
                 qPrintable(QString::number(*ours.communicationNotOverlappedUs)));
        QVERIFY2(near(*ours.freeUs, *theirs.freeUs), qPrintable(QString::number(*ours.freeUs)));
        QVERIFY2(near(ours.totalUs(), *theirs.stageUs), qPrintable(QString::number(ours.totalUs())));
    }

    void timelineOnlyJobsDerivePartsThatSumToTheStep_data()
    {
        QTest::addColumn<QString>("set");
        QTest::addColumn<QString>("source");
        QTest::newRow("msprof 2026 timeline")
            << u"msprof_cann85_910b2_prof_tilelang/reports/app"_qs << u"trace_view"_qs;
        QTest::newRow("msprof 2023 step trace") << u"msprof_timeline_910_2023"_qs << u"msprof_step_trace"_qs;
    }
    void timelineOnlyJobsDerivePartsThatSumToTheStep()
    {
        QFETCH(QString, set);
        QFETCH(QString, source);
        RL_REAL_DATA(root, set);
        RL_VALUE(profile, load(root));
        QVERIFY(profile.run);
        const RunBreakdown &run = *profile.run;
        QCOMPARE(runSourceName(run.source), source);
        QCOMPARE(run.ranks.size(), size_t(1));
        const RankBreakdown &rank = run.ranks.front();
        QVERIFY(!rank.steps.empty());
        for (const StepBreakdown &s : rank.steps) {
            QVERIFY(s.totalUs() > 0.0);
            QVERIFY(*s.computingUs > 0.0);
            const double parts = *s.computingUs + *s.communicationNotOverlappedUs + *s.freeUs;
            QVERIFY(std::abs(parts - s.totalUs()) <= 0.01 * s.totalUs());
            QVERIFY(*s.freeUs >= 0.0 && *s.communicationNotOverlappedUs >= 0.0);
        }
    }
};

QTEST_GUILESS_MAIN(TestRunRealData)
#include "tst_runrealdata.moc"
