// SPDX-License-Identifier: GPL-3.0-or-later
// `rooflens analyze --list PATH`: the profiles the folder search finds, so a user facing a
// job folder of several runs can pick the one to analyse.
#include "app/cli/clirunner.h"

#include "core/common/tr.h"
#include "core/io/discovery/profilelisting.h"
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

} // namespace rl::cli
