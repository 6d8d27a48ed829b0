// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analyzer.h"
#include "core/report/jsonutil.h"
#include "core/run/runbreakdown.h"
#include "core/run/runsummary.h"
#include "core/sim/demoworkspace.h"
#include "core/workflow/workflow.h"
#include "testutil.h"

#include <QByteArray>
#include <QDir>
#include <QTemporaryDir>

#include <memory>

// QCOMPARE for JSON values (nlohmann's conversions confuse QTest::toString): on a mismatch both
// are printed, cut to a readable length.
#define RL_COMPARE_JSON(actual, expected)                                                                              \
    do {                                                                                                               \
        const ::rl::json::Json actual_ = (actual), expected_ = (expected);                                             \
        QVERIFY2(actual_ == expected_,                                                                                 \
                 qPrintable(u"\n   actual: "_qs + QString::fromStdString(actual_.dump()).left(600)                     \
                            + u"\n expected: "_qs + QString::fromStdString(expected_.dump()).left(600)));              \
    } while (false)

namespace rl::test {

// The built-in demo (MobileNetV3 on the simulated Ascend 310) written once per test program and
// read back through the importers, as `rooflens analyze` reads it: before or after.
inline QString demoWorkspace()
{
    static QTemporaryDir dir;
    static const QString path = [] {
        const QString p = dir.filePath(u"demo"_qs);
        return sim::writeDemoWorkspace(p).ok() ? p : QString();
    }();
    return path;
}

inline std::shared_ptr<const Analysis> demoAnalysis(bool after = false)
{
    static std::shared_ptr<const Analysis> analyses[2];
    std::shared_ptr<const Analysis> &a = analyses[after ? 1 : 0];
    if (!a && !demoWorkspace().isEmpty()) {
        AnalysisRequest request;
        request.paths = {QDir(demoWorkspace()).filePath(after ? u"after"_qs : u"before"_qs)};
        Progress progress;
        auto loaded = Workflow::builtin().loadAndAnalyze(request, progress);
        if (loaded.ok())
            a = std::make_shared<const Analysis>(std::move(loaded).value());
    }
    return a;
}

inline json::Json parsed(const QByteArray &text)
{
    return json::Json::parse(text.constData(), text.constData() + text.size());
}

// A job of `ranks` ranks with `steps` steps each, rank 2 (when there is one) slower by its
// free time, every rank with a few free gaps: what the step traces of a wide job give.
inline RunBreakdown generatedRun(int ranks, int steps)
{
    RunBreakdown run;
    run.source = RunBreakdown::Source::ClusterStepTraceTime;
    for (int r = 0; r < ranks; ++r) {
        RankBreakdown rank;
        rank.rank = r;
        rank.path = u"/job/rank_%1"_qs.arg(r);
        rank.hasKernels = r == 0;
        for (int s = 0; s < steps; ++s) {
            StepBreakdown step;
            step.step = QString::number(s);
            step.computingUs = 1000.0 + s;
            step.communicationNotOverlappedUs = 300.0 + r;
            step.freeUs = r == 2 ? 900.0 : 100.0;
            rank.steps.push_back(step);
            rank.largestGaps.push_back(FreeGap{qint64(s) * 1000000, 5000 + s, 100, step.step});
        }
        rank.sumSteps();
        run.ranks.push_back(std::move(rank));
    }
    run.analysedRank = ranks > 0 ? 0 : -1;
    run.slowestRank = slowestRank(run);
    run.summary = summarizeRun(run);
    return run;
}

// A small analysis on the round chip whose profile carries `run` and `diagnostics`.
inline Analysis analysisWithRun(std::optional<RunBreakdown> run, Diagnostics diagnostics = {})
{
    auto profile = std::make_shared<Profile>();
    profile->operators = {makeOperator(u"MatMul"_qs, 30.0, {sample(ComponentId::Cube, 27.0, {{u"fp16"_qs, 2.0e7}})}),
                          makeOperator(u"Add"_qs, 10.0, {sample(ComponentId::Mte2, 9.0, {{u"gm_to_ub"_qs, 3.0e4}})})};
    if (run)
        profile->run = std::make_shared<RunBreakdown>(std::move(*run));
    profile->diagnostics = std::move(diagnostics);
    return analyze(profile, roundChip(), {}, AdviceCatalog::builtin());
}

} // namespace rl::test
