// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/nameelision.h"

#include <algorithm>

namespace rl {

int sharedLeadingSegments(const QStringList &names)
{
    // Only path-like names count: "AvgPool" beside "MobilenetV3/…" shares nothing and says
    // nothing about what the paths share.
    QStringList paths;
    for (const QString &name : names) {
        if (name.contains(u'/'))
            paths << name;
    }
    if (paths.size() < 2)
        return 0;
    const QStringList first = paths.front().split(u'/');
    int shared = int(first.size()) - 1; // never the last segment: it would empty a name
    for (const QString &name : std::as_const(paths)) {
        const QStringList parts = name.split(u'/');
        shared = std::min(shared, int(parts.size()) - 1);
        int i = 0;
        while (i < shared && parts[i] == first[i])
            ++i;
        shared = i;
        if (shared == 0)
            break;
    }
    return std::max(shared, 0);
}

QString elideDistinguishing(const QString &name, int sharedSegments, const QFontMetrics &metrics, int width)
{
    const auto fits = [&](const QString &text) { return metrics.horizontalAdvance(text) <= width; };
    if (fits(name))
        return name;
    QStringList parts = name.split(u'/');
    const int drop = std::clamp(sharedSegments, 0, int(parts.size()) - 1);
    parts = parts.mid(drop);
    const QString ellipsis(QChar(0x2026));
    const QString lead = drop > 0 ? ellipsis + u'/' : QString();
    const QString rest = lead + parts.join(u'/');
    if (fits(rest))
        return rest;
    QString shortest = parts.join(u'/');
    if (parts.size() >= 3) {
        shortest = parts.front() + u'/' + ellipsis + u'/' + parts.back();
        if (fits(lead + shortest))
            return lead + shortest;
    }
    // A path is cut from its start: the end of the first differing segment ("conv_3") and the
    // last one tell rows apart; their common beginnings do not. A plain kernel name
    // ("aclnnAddmm_MatMulCommon_MatMulV2") differs at both ends, the API called and the kernel
    // run, around a shared middle, so it keeps both ends.
    return metrics.elidedText(shortest, parts.size() > 1 ? Qt::ElideLeft : Qt::ElideMiddle, width);
}

} // namespace rl
