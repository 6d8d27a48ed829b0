// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/reportpalette.h"

#include <algorithm>
#include <cmath>

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

QString memoryLevelHexColor(ServedFrom level)
{
    switch (level) {
    case ServedFrom::Gm:
        return chipMemoryRoofHex();
    case ServedFrom::L2:
        return u"#d55e00"_qs;
    case ServedFrom::Unknown:
        break;
    }
    return u"#6b6b6b"_qs;
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

QString communicationVerdictHexColor(CommunicationVerdict verdict)
{
    switch (verdict) {
    case CommunicationVerdict::WaitDominated:
        return u"#c0392b"_qs; // the regression red: time lost to a peer
    case CommunicationVerdict::LowBandwidth:
        return u"#d35400"_qs;
    case CommunicationVerdict::SmallPackets:
        return u"#b7950b"_qs;
    case CommunicationVerdict::BandwidthBound:
        return u"#8a55d1"_qs; // the run chart's communication hue
    case CommunicationVerdict::Ok:
        return u"#2e8b57"_qs;
    case CommunicationVerdict::None:
        break;
    }
    return u"#8c8c8c"_qs;
}

QString memorySeriesHexColor(int part)
{
    switch (part) {
    case 0:
        return u"#3d7fc4"_qs;
    case 1:
        return u"#8e7cc3"_qs;
    default:
        return u"#2e8b57"_qs;
    }
}

QString memoryPeakHexColor()
{
    return u"#c0392b"_qs;
}

QString heatHexColor(double fraction)
{
    // Light to dark blue, readable in print: white-ish for idle links, deep blue at the roof.
    const double f = std::clamp(fraction, 0.0, 1.0);
    const int r = int(std::lround(235 - f * (235 - 23)));
    const int g = int(std::lround(241 - f * (241 - 63)));
    const int b = int(std::lround(250 - f * (250 - 134)));
    return QStringLiteral("#%1%2%3")
        .arg(r, 2, 16, QLatin1Char('0'))
        .arg(g, 2, 16, QLatin1Char('0'))
        .arg(b, 2, 16, QLatin1Char('0'));
}

} // namespace rl
