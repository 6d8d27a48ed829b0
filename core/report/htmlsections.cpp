// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/htmlsections.h"

#include "core/analysis/classifier.h"
#include "core/common/tr.h"

#include <QFileInfo>

namespace rl {

void categoryTable(HtmlDocument &doc, const QList<RunCategories> &runs)
{
    QStringList header{Tr::tr("Category")};
    for (const RunCategories &r : runs) {
        if (r.label.isEmpty())
            header << Tr::tr("operators") << Tr::tr("share of time");
        else
            header << Tr::tr("%1 operators").arg(r.label) << Tr::tr("%1 share of time").arg(r.label);
    }
    QList<QStringList> rows;
    for (Category c : kAllCategories) {
        QStringList row{categoryDisplayName(c)};
        bool any = false;
        for (const RunCategories &r : runs) {
            any = any || r.count.value(c) > 0;
            row << QString::number(r.count.value(c)) << percent(r.share.value(c));
        }
        if (any)
            rows << row;
    }
    doc.table(header, rows);
}

void diagnosticsSection(HtmlDocument &doc, const QList<const Diagnostics *> &lists)
{
    QList<QStringList> rows;
    for (const Diagnostics *list : lists) {
        for (const Diagnostic &d : *list)
            rows << QStringList{severityName(d.severity), d.location, d.message};
    }
    if (rows.isEmpty())
        return;
    doc.heading(Tr::tr("Diagnostics"), 2, u"diagnostics"_qs);
    doc.table({Tr::tr("Severity"), Tr::tr("Where"), Tr::tr("Message")}, rows);
}

QString categorySwatch(Category category)
{
    return u"<span class=\"swatch\" style=\"background:"_qs + categoryHexColor(category) + u"\"></span>";
}

QString optionalPercent(const std::optional<double> &fraction)
{
    return fraction ? percent(*fraction) : QString();
}

QString workloadName(const Profile &profile)
{
    if (!profile.name.isEmpty())
        return profile.name;
    if (!profile.inputs.empty())
        return QFileInfo(profile.inputs.front().path).fileName();
    return Tr::tr("workload");
}

} // namespace rl
