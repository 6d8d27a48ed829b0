// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/compare/verdictstyle.h"

#include "core/report/reportpalette.h"

namespace rl {

QColor verdictColor(DeltaVerdict verdict, bool dark)
{
    // Light: the report's colours (core/report/reportpalette); dark: lighter tints.
    if (!dark)
        return QColor(verdictHexColor(verdict));
    switch (verdict) {
    case DeltaVerdict::Regression:
        return QColor(0xef, 0x53, 0x50);
    case DeltaVerdict::Improvement:
        return QColor(0x66, 0xbb, 0x6a);
    case DeltaVerdict::Unchanged:
        break;
    }
    return QColor(0x9e, 0x9e, 0x9e);
}

} // namespace rl
