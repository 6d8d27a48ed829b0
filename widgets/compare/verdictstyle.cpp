// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/compare/verdictstyle.h"

namespace rl {

QColor verdictColor(DeltaVerdict verdict, bool dark)
{
    switch (verdict) {
    case DeltaVerdict::Regression:
        return dark ? QColor(0xef, 0x53, 0x50) : QColor(0xc6, 0x28, 0x28);
    case DeltaVerdict::Improvement:
        return dark ? QColor(0x66, 0xbb, 0x6a) : QColor(0x2e, 0x7d, 0x32);
    case DeltaVerdict::Unchanged:
        break;
    }
    return dark ? QColor(0x9e, 0x9e, 0x9e) : QColor(0x75, 0x75, 0x75);
}

} // namespace rl
