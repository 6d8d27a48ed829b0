// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/diagnosticgroups.h"

#include <QHash>

#include <algorithm>

namespace rl {

int DiagnosticGroup::operatorCount() const
{
    return int(std::count_if(items.begin(), items.end(), [](const Diagnostic &d) { return d.operatorIndex >= 0; }));
}

QList<DiagnosticGroup> groupDiagnostics(const Diagnostics &diagnostics)
{
    QList<DiagnosticGroup> groups;
    QHash<QString, qsizetype> byKey;
    for (const Diagnostic &d : diagnostics) {
        if (!d.group.isEmpty()) {
            const auto it = byKey.constFind(d.group);
            if (it != byKey.constEnd()) {
                DiagnosticGroup &g = groups[*it];
                g.items << d;
                g.severity = std::max(g.severity, d.severity);
                continue;
            }
            byKey.insert(d.group, groups.size());
        }
        DiagnosticGroup g;
        g.key = d.group;
        g.title = d.group.isEmpty() ? d.message : d.groupTitle;
        g.severity = d.severity;
        g.items << d;
        groups << g;
    }
    std::stable_sort(groups.begin(), groups.end(),
                     [](const DiagnosticGroup &a, const DiagnosticGroup &b) { return a.severity > b.severity; });
    return groups;
}

} // namespace rl
