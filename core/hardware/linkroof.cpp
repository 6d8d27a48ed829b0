// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/hardware/linkroof.h"

#include "core/common/tr.h"
#include "core/hardware/specfields.h"

namespace rl {

using specfields::fieldError;
using specfields::positiveNumber;

Result<QMap<QString, LinkRoof>> parseLinkRoofs(const QJsonObject &spec, const QString &location)
{
    QMap<QString, LinkRoof> roofs;
    const QJsonValue links = spec.value(u"links");
    if (links.isUndefined() || links.isNull())
        return roofs;
    if (!links.isObject())
        return fieldError(location, u"links"_qs, Tr::tr("must be an object of one roof per transport"));
    const QJsonObject o = links.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString field = u"links." + it.key();
        if (it.value().isNull())
            continue; // no first-party figure: never replaced by a guess
        if (!it.value().isObject())
            return fieldError(location, field, Tr::tr("must be an object with peak_gbs, or null"));
        const QJsonObject link = it.value().toObject();
        const auto peak = positiveNumber(link.value(u"peak_gbs"));
        if (!peak)
            return fieldError(location, field + u".peak_gbs", Tr::tr("peak must be a positive number of GB/s"));
        roofs.insert(it.key().toUpper(),
                     LinkRoof{*peak, link.value(u"direction").toString(u"per_link_per_direction"_qs),
                              link.value(u"source").toString()});
    }
    return roofs;
}

} // namespace rl
