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
    if (!name.contains(u'/'))
        return elideKernelName(name, metrics, width);
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
    // last one tell rows apart; their common beginnings do not.
    return metrics.elidedText(shortest, Qt::ElideLeft, width);
}

QString elideKernelName(const QString &name, const QFontMetrics &metrics, int width)
{
    const auto fits = [&](const QString &text) { return metrics.horizontalAdvance(text) <= width; };
    if (fits(name))
        return name;
    // "aclnn" starts nearly every torch_npu kernel name: it tells no row from another.
    static const QString kApiPrefix = u"aclnn"_qs;
    QString rest = name;
    if (rest.startsWith(kApiPrefix) && rest.size() > kApiPrefix.size() + 1 && rest.at(kApiPrefix.size()) != u'_')
        rest = rest.mid(kApiPrefix.size());
    if (fits(rest))
        return rest;
    const QStringList parts = rest.split(u'_');
    const QString ellipsis(QChar(0x2026));
    if (parts.size() >= 2 && !parts.front().isEmpty() && !parts.back().isEmpty()) {
        // The API called and the kernel run: the kernel whole, the API cut in its middle, so
        // "MaxPool2dWithMask" and "MaxPool2dWithMaskBackward" keep their different ends.
        if (parts.size() > 2) {
            // The API and the kernel whole, and what room is left of the implementation between.
            const QString middle = parts.mid(1, parts.size() - 2).join(u'_');
            const int spare = width - metrics.horizontalAdvance(parts.front() + u"__" + parts.back());
            if (spare >= metrics.horizontalAdvance(middle.left(3) + ellipsis))
                return parts.front() + u'_' + metrics.elidedText(middle, Qt::ElideMiddle, spare) + u'_' + parts.back();
        }
        const QString tail = (parts.size() > 2 ? u'_' + ellipsis + u'_' : QString(u'_')) + parts.back();
        const int room = width - metrics.horizontalAdvance(tail);
        if (room >= metrics.horizontalAdvance(parts.front().left(4) + ellipsis) || fits(parts.front() + tail)) {
            const QString api = metrics.elidedText(parts.front(), Qt::ElideMiddle, std::max(room, 0));
            if (!api.isEmpty() && api != ellipsis)
                return api + tail;
        }
    }
    return metrics.elidedText(rest, Qt::ElideMiddle, width);
}

} // namespace rl
