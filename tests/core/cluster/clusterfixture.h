// SPDX-License-Identifier: GPL-3.0-or-later
// The cluster tests' shared steps: a generated job (core/sim/generatedjob.h), a folder analysed
// as `rooflens analyze` does, each rank mapped to its summary file and the summaries reduced.
#pragma once

#include "core/cluster/clusterreducer.h"
#include "core/cluster/ranksummary.h"
#include "core/report/jsonutil.h"
#include "core/sim/generatedjob.h"
#include "core/workflow/workflow.h"
#include "tests/testutil.h"

#include <QDir>
#include <QFile>

#define RL_COMPARE_JSON(actual, expected)                                                                              \
    do {                                                                                                               \
        const ::rl::json::Json actual_ = (actual), expected_ = (expected);                                             \
        QVERIFY2(actual_ == expected_,                                                                                 \
                 qPrintable(u"\n   actual: "_qs + QString::fromStdString(actual_.dump()).left(800)                     \
                            + u"\n expected: "_qs + QString::fromStdString(expected_.dump()).left(800)));              \
    } while (false)

namespace rl::test {

inline Result<Analysis> analyzeFolder(const QString &path)
{
    AnalysisRequest request;
    request.paths = {path};
    Progress progress;
    return Workflow::builtin().loadAndAnalyze(request, progress);
}

// The rank folders of a job, by name.
inline QStringList rankFolders(const QString &job)
{
    QStringList folders;
    const QDir dir(job);
    for (const QString &name : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
        folders << dir.filePath(name);
    return folders;
}

// Maps every rank folder to `summaries`/<folder>.json; false (with the error in `why`) on the first failure.
inline bool mapRanks(const QStringList &rankDirs, const QString &summaries, QString *why)
{
    QDir().mkpath(summaries);
    for (const QString &rankDir : rankDirs) {
        const auto analysis = analyzeFolder(rankDir);
        if (!analysis) {
            *why = analysis.error().toString();
            return false;
        }
        const auto summary = rankSummary(*analysis);
        if (!summary) {
            *why = summary.error().toString();
            return false;
        }
        if (!writeFixture(QDir(summaries).filePath(QFileInfo(rankDir).fileName() + u".json"), *summary)) {
            *why = u"cannot write a summary"_qs;
            return false;
        }
    }
    return true;
}

inline ClusterResult reduceFolder(const QString &summaries)
{
    const SummaryInputs inputs = findSummaries({summaries});
    ClusterReducer reducer;
    for (const QString &file : inputs.summaries)
        reducer.addSummaryFile(file);
    for (const QString &file : inputs.missingFiles)
        reducer.addMissingFile(file);
    return reducer.finish();
}

inline json::Json parsedJson(const QByteArray &text)
{
    return json::Json::parse(text.constBegin(), text.constEnd());
}

} // namespace rl::test
