// SPDX-License-Identifier: GPL-3.0-or-later
// `rooflens reduce SUMMARY|DIR... -o CLUSTER.json` (core/cluster/README.md §3): the rank
// summaries read one at a time into rooflens.cluster/1.
#include "app/cli/clirunner.h"

#include "core/cluster/clusterjson.h"
#include "core/cluster/clusterreducer.h"
#include "core/common/tr.h"

#include <QFileInfo>

#include <algorithm>

namespace rl::cli {

int runReduce(const CliOptions &o, QTextStream &out, QTextStream &err)
{
    const SummaryInputs inputs = findSummaries(o.paths);
    if (inputs.summaries.isEmpty() && o.missingFile.isEmpty()) {
        err << QStringView(u"rooflens: ")
            << Tr::tr("no rank summary found in %1 (rank summaries are *.json files written by analyze "
                      "--rank-summary)")
                   .arg(o.paths.join(u", "))
            << u'\n';
        return ExitInput;
    }
    ClusterReducer reducer;
    for (const QString &file : inputs.summaries)
        reducer.addSummaryFile(file);
    for (const QString &file : inputs.missingFiles)
        reducer.addMissingFile(file);
    // --missing naming the missing.json already found beside the summaries is read once.
    const auto sameFile = [&](const QString &file) {
        return QFileInfo(file).absoluteFilePath() == QFileInfo(o.missingFile).absoluteFilePath();
    };
    if (!o.missingFile.isEmpty() && std::none_of(inputs.missingFiles.begin(), inputs.missingFiles.end(), sameFile))
        reducer.addMissingFile(o.missingFile);
    const ClusterResult cluster = reducer.finish();

    for (const Diagnostic &d : cluster.diagnostics)
        err << QStringView(u"rooflens: ") << severityName(d.severity) << QStringView(u": ") << d.toString() << u'\n';
    for (const MissingRank &m : cluster.missing)
        err << QStringView(u"rooflens: ")
            << Tr::tr("missing rank %1: %2 (%3)").arg(m.rank ? QString::number(*m.rank) : u"?"_qs, m.reason, m.path)
            << u'\n';
    if (!writeOutput(o.reduceOut, json::dump(clusterJson(cluster), o.jsonIndent), out, err))
        return ExitInput;
    if (o.reduceOut != u"-")
        out << Tr::tr("%1 rank(s) reduced into %2, %3 missing; slowest rank %4, %n straggler(s)", nullptr,
                      int(cluster.stragglers.size()))
                   .arg(cluster.ranks.size())
                   .arg(o.reduceOut)
                   .arg(cluster.missing.size())
                   .arg(cluster.slowestRank ? QString::number(*cluster.slowestRank) : u"-"_qs)
            << u'\n';
    // Every rank missing: nothing was reduced, which a script must not take for success.
    return cluster.ranks.empty() ? ExitInput : ExitOk;
}

} // namespace rl::cli
