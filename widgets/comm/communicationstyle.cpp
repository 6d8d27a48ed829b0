// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/comm/communicationstyle.h"

#include "core/report/reportpalette.h"
#include "widgets/common/swatchicon.h"

#include <algorithm>

namespace rl {

namespace {

// The dark theme's ends of the heat ramp: an idle link just off the dark base, a saturated one
// the light blue the dark theme uses for links and U bars (categorystyle's metricColor).
const QColor kDarkHeatLow(0x2b, 0x36, 0x45);
const QColor kDarkHeatHigh(0x4f, 0xc3, 0xf7);

QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t),
                            float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

} // namespace

QColor communicationVerdictColor(CommunicationVerdict verdict, bool dark)
{
    if (!dark)
        return QColor(communicationVerdictHexColor(verdict));
    switch (verdict) {
    case CommunicationVerdict::WaitDominated:
        return QColor(0xef, 0x53, 0x50);
    case CommunicationVerdict::LowBandwidth:
        return QColor(0xff, 0x8a, 0x50);
    case CommunicationVerdict::SmallPackets:
        return QColor(0xff, 0xd5, 0x4f);
    case CommunicationVerdict::BandwidthBound:
        return QColor(0xb3, 0x9d, 0xdb);
    case CommunicationVerdict::Ok:
        return QColor(0x66, 0xbb, 0x6a);
    case CommunicationVerdict::None:
        break;
    }
    return QColor(0x9e, 0x9e, 0x9e);
}

QCPScatterStyle::ScatterShape communicationVerdictShape(CommunicationVerdict verdict)
{
    switch (verdict) {
    case CommunicationVerdict::WaitDominated:
        return QCPScatterStyle::ssTriangleInverted;
    case CommunicationVerdict::LowBandwidth:
        return QCPScatterStyle::ssSquare;
    case CommunicationVerdict::SmallPackets:
        return QCPScatterStyle::ssTriangle;
    case CommunicationVerdict::BandwidthBound:
        return QCPScatterStyle::ssDiamond;
    case CommunicationVerdict::Ok:
        return QCPScatterStyle::ssDisc;
    case CommunicationVerdict::None:
        break;
    }
    return QCPScatterStyle::ssCross;
}

QIcon communicationVerdictIcon(CommunicationVerdict verdict, bool dark)
{
    return swatchIcon(communicationVerdictColor(verdict, dark));
}

QColor heatColor(double fraction, bool dark)
{
    const double f = std::clamp(fraction, 0.0, 1.0);
    if (!dark)
        return QColor(heatHexColor(f));
    return mix(kDarkHeatLow, kDarkHeatHigh, f);
}

QCPColorGradient heatGradient(bool dark)
{
    // Both ramps are linear between their ends (heatHexColor interpolates two colours), so
    // the ends are the whole gradient.
    QCPColorGradient gradient;
    gradient.clearColorStops();
    gradient.setColorStopAt(0.0, heatColor(0.0, dark));
    gradient.setColorStopAt(1.0, heatColor(1.0, dark));
    gradient.setColorInterpolation(QCPColorGradient::ciRGB);
    gradient.setLevelCount(256);
    gradient.setNanHandling(QCPColorGradient::nhTransparent);
    return gradient;
}

const std::vector<CommunicationVerdict> &communicationVerdictsInOrder()
{
    static const std::vector<CommunicationVerdict> order{
        CommunicationVerdict::WaitDominated,  CommunicationVerdict::LowBandwidth, CommunicationVerdict::SmallPackets,
        CommunicationVerdict::BandwidthBound, CommunicationVerdict::Ok,           CommunicationVerdict::None};
    return order;
}

} // namespace rl
