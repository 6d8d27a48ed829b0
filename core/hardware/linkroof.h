// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/result.h"

#include <QJsonObject>
#include <QMap>
#include <QString>

namespace rl {

// The roof of one communication transport (`links.<TRANSPORT>` of a spec): the figure msprof
// itself divides by for its bandwidth utilisation, per link and per direction, in GB/s.
struct LinkRoof
{
    double peakGbs = 0.0;
    QString direction; // how the figure is meant: "per_link_per_direction"
    QString source;    // the file and constant it comes from
};

// `links` of a spec object: each transport an object with a positive `peak_gbs`, or null (no
// first-party figure; left out of the map). Errors name the field, e.g.
// "links.HCCS.peak_gbs: peak must be a positive number of GB/s".
Result<QMap<QString, LinkRoof>> parseLinkRoofs(const QJsonObject &spec, const QString &location);

} // namespace rl
