// SPDX-License-Identifier: GPL-3.0-or-later
// The words of a Roofline chart (axis titles, why an operator is not placed, zone and scale
// names), apart from its geometry in rooflinegeometry.cpp.
#include "core/roofline/rooflinegeometry.h"

#include "core/common/tr.h"

namespace rl {

QString RooflineChartData::xAxisTitle()
{
    return Tr::tr("Arithmetic intensity (FLOP/byte)");
}

QString RooflineChartData::yAxisTitle()
{
    return Tr::tr("Performance (GFLOP/s)");
}

QString unplottableReasonText(UnplottableReason reason, const ComponentPair &pair)
{
    const QString c = componentDisplayName(pair.compute.id);
    const QString m = componentDisplayName(pair.transfer.id);
    switch (reason) {
    case UnplottableReason::NoComputeWork:
        return Tr::tr("no %1 operation counts (busy time only)").arg(c);
    case UnplottableReason::NoTransferComponent:
        return Tr::tr("no %1 data").arg(m);
    case UnplottableReason::NoTransferWork:
        return Tr::tr("no %1 byte counts").arg(m);
    case UnplottableReason::NoCoreTime:
        return Tr::tr("no core time");
    }
    return {};
}

QString rooflineZoneName(RooflineZone zone)
{
    switch (zone) {
    case RooflineZone::ComputeBound:
        return Tr::tr("Compute bound");
    case RooflineZone::MteBound:
        return Tr::tr("MTE bound");
    case RooflineZone::Underutilised:
        return Tr::tr("Under-utilised");
    }
    return {};
}

QString rooflineScaleName(RooflineScale scale)
{
    return scale == RooflineScale::PerCore ? Tr::tr("Per core") : Tr::tr("Whole operator");
}

} // namespace rl
