// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/hierarchy/servedfrom.h"

#include "core/common/tr.h"

namespace rl {

QString servedFromName(ServedFrom level)
{
    switch (level) {
    case ServedFrom::L2:
        return QStringLiteral("l2");
    case ServedFrom::Gm:
        return QStringLiteral("gm");
    case ServedFrom::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

QString servedFromText(ServedFrom level)
{
    switch (level) {
    case ServedFrom::L2:
        return Tr::tr("L2");
    case ServedFrom::Gm:
        return Tr::tr("HBM");
    case ServedFrom::Unknown:
        break;
    }
    return Tr::tr("unknown");
}

} // namespace rl
