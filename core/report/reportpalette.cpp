// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/reportpalette.h"

namespace rl {

QString categoryHexColor(Category category)
{
    switch (category) {
    case Category::ComputeBound:
        return u"#2e7d32"_qs;
    case Category::MteBound:
        return u"#c62828"_qs;
    case Category::InsufficientParallelism:
        return u"#1565c0"_qs;
    case Category::InefficientCompute:
        return u"#e65c00"_qs;
    case Category::InefficientMte:
        return u"#7b1fa2"_qs;
    case Category::BusyUnresolved:
        return u"#6d4c41"_qs;
    case Category::NoPmuData:
        return u"#757575"_qs;
    case Category::NotApplicable:
        return u"#bdbdbd"_qs;
    }
    return u"#888888"_qs;
}

QString chipMemoryRoofHex()
{
    return u"#005b9a"_qs;
}

QString verdictHexColor(DeltaVerdict verdict)
{
    switch (verdict) {
    case DeltaVerdict::Regression:
        return u"#c62828"_qs;
    case DeltaVerdict::Improvement:
        return u"#2e7d32"_qs;
    case DeltaVerdict::Unchanged:
        return u"#757575"_qs;
    }
    return u"#757575"_qs;
}

QString runPartHexColor(int part)
{
    switch (part) {
    case 0:
        return u"#3d7fc4"_qs;
    case 1:
        return u"#8a55d1"_qs;
    default:
        return u"#e0706b"_qs;
    }
}

} // namespace rl
