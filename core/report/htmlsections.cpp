// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/htmlsections.h"

#include "core/analysis/unjudged.h"
#include "core/common/tr.h"
#include "core/format/durationformat.h"
#include "core/format/percentformat.h"

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

void unjudgedSection(HtmlDocument &doc, const Analysis &a, int count)
{
    const UnjudgedTotals totals = unjudgedTotals(a);
    if (totals.count == 0)
        return;
    doc.heading(Tr::tr("Large but unjudged"), 2, u"unjudged"_qs);
    const double total = a.summary.totalDurationUs;
    doc.paragraph(Tr::tr("%n operator(s) taking %1 (%2 of the operator time) get no estimated gain: what bounds them "
                         "cannot be told from the data. The longest, with what would decide each:",
                         nullptr, totals.count)
                      .arg(formatDurationUs(totals.timeUs), percent(total > 0.0 ? totals.timeUs / total : 0.0)),
                  u"muted"_qs);
    QList<QStringList> rows;
    for (int idx : unjudgedByTime(a, size_t(std::max(count, 0)))) {
        const Operator &op = a.op(idx);
        const OperatorResult &r = a.operators[size_t(idx)];
        rows << QStringList{QString::number(rows.size() + 1),
                            op.name,
                            categoryDisplayName(r.category)
                                + (r.implausible ? QString(u", "_qs + Tr::tr("implausible")) : QString()),
                            formatDurationUs(op.durationUs),
                            total > 0.0 ? percent(op.durationUs / total) : QString(),
                            whatWouldDecide(op, r, a.hardware).text()};
    }
    doc.table({Tr::tr("#"), Tr::tr("Name"), Tr::tr("Category"), Tr::tr("Duration"), Tr::tr("Share"),
               Tr::tr("What would decide it")},
              rows);
    if (totals.count > rows.size())
        doc.paragraph(Tr::tr("%n more are in the CSV and JSON outputs.", nullptr, totals.count - int(rows.size())),
                      u"muted"_qs);
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
