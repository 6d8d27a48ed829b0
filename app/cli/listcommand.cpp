// SPDX-License-Identifier: GPL-3.0-or-later
// `rooflens analyze --list PATH`: the profiles the folder search finds, so a user facing a
// job folder of several runs can pick the one to analyse. `rooflens analyze --list-ranks
// JOBDIR`: the job's ranks as rooflens numbers them, from the folders alone, for the drivers
// that fan a job out (app/README.md §2.1).
#include "app/cli/clirunner.h"

#include "core/common/tr.h"
#include "core/io/discovery/profilelisting.h"
#include "core/job/jobranks.h"
#include "core/workflow/workflow.h"

#include <QDir>
#include <QFileInfo>

namespace rl::cli {

int runList(const CliOptions &o, QTextStream &out, QTextStream &err)
{
    const ImporterRegistry &registry = Workflow::builtin().importers();
    Progress progress;
    const QString root = o.paths.front();
    auto listing = listProfiles(registry, root, progress);
    if (!listing) {
        err << QStringView(u"rooflens: ") << listing.error().toString() << u'\n';
        return exitCodeFor(listing.error());
    }
    for (const Diagnostic &d : listing->notes)
        err << QStringView(u"rooflens: ") << severityName(d.severity) << QStringView(u": ") << d.toString() << u'\n';
    const QDir base(QFileInfo(root).isDir() ? QFileInfo(root).absoluteFilePath() : QFileInfo(root).absolutePath());
    out << Tr::tr("%n profile(s) at or below %1", nullptr, int(listing->profiles.size())).arg(root) << u'\n';
    for (const ListedProfile &p : listing->profiles) {
        QString relative = base.relativeFilePath(QFileInfo(p.path).absoluteFilePath());
        if (relative.isEmpty())
            relative = u"."_qs;
        out << QStringView(u"  ") << relative << u'\n' << QStringView(u"    ") << Tr::tr("kind: %1").arg(p.kind);
        if (p.rank)
            out << QStringView(u"; ") << Tr::tr("rank %1").arg(*p.rank);
        if (p.operators)
            out << QStringView(u"; ") << Tr::tr("%n operator(s)", nullptr, int(*p.operators));
        if (!p.metricGroups.isEmpty())
            out << QStringView(u"; ") << Tr::tr("metric groups: %1").arg(p.metricGroups.join(u", "));
        if (!p.problem.isEmpty())
            out << QStringView(u"; ") << Tr::tr("not readable: %1").arg(p.problem);
        out << u'\n';
    }
    return ExitOk;
}

int runListRanks(const CliOptions &o, QTextStream &out, QTextStream &err)
{
    // jobRanks() reads the folder layout only (core/job/README.md §1): a job of 1,000 ranks of
    // 1 GB each is listed without reading a table, where --list counts every rank's operators.
    const std::vector<JobRank> ranks = jobRanks(o.paths);
    if (ranks.empty()) {
        err << QStringView(u"rooflens: ")
            << Tr::tr("%1: no rank folder (a torch_npu or MindSpore run folder) at or below it")
                   .arg(o.paths.join(u", "))
            << u'\n';
        return ExitInput;
    }
    // A stable format for scripts, not translated: the rank, a tab, the folder's absolute path.
    for (const JobRank &r : ranks)
        out << r.rank << u'\t' << r.path << u'\n';
    return ExitOk;
}

} // namespace rl::cli
