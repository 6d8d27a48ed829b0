// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/categorystyle.h"

#include "core/common/tr.h"
#include "core/report/reportpalette.h"
#include "widgets/common/swatchicon.h"

#include <array>

namespace rl {

QColor categoryColor(Category category, bool dark)
{
    // The light colours are the report's (core/report/reportpalette), so charts on screen,
    // exported charts and the HTML report agree; the dark ones are lighter tints of them.
    if (!dark)
        return QColor(categoryHexColor(category));
    switch (category) {
    case Category::ComputeBound:
        return QColor(0x66, 0xbb, 0x6a);
    case Category::MteBound:
        return QColor(0xef, 0x53, 0x50);
    case Category::InsufficientParallelism:
        return QColor(0x64, 0xb5, 0xf6);
    case Category::InefficientCompute:
        return QColor(0xff, 0xb7, 0x4d);
    case Category::InefficientMte:
        return QColor(0xce, 0x93, 0xd8);
    case Category::BusyUnresolved:
        return QColor(0xbc, 0xaa, 0xa4);
    case Category::NoPmuData:
        return QColor(0x9e, 0x9e, 0x9e);
    case Category::NotApplicable:
        return QColor(0x75, 0x75, 0x75);
    }
    return Qt::gray;
}

QCPScatterStyle::ScatterShape categoryShape(Category category)
{
    switch (category) {
    case Category::ComputeBound:
        return QCPScatterStyle::ssDiamond;
    case Category::MteBound:
        return QCPScatterStyle::ssSquare;
    case Category::InsufficientParallelism:
        return QCPScatterStyle::ssCircle;
    case Category::InefficientCompute:
        return QCPScatterStyle::ssTriangle;
    case Category::InefficientMte:
        return QCPScatterStyle::ssTriangleInverted;
    case Category::BusyUnresolved:
        return QCPScatterStyle::ssCrossCircle;
    case Category::NoPmuData:
        return QCPScatterStyle::ssCross;
    case Category::NotApplicable:
        return QCPScatterStyle::ssPlus;
    }
    return QCPScatterStyle::ssCircle;
}

QIcon categoryIcon(Category category, bool dark)
{
    // Painted once per category and background: the lists ask for the swatch of every cell they
    // paint or measure, and painting a pixmap each time was a few milliseconds of a long run's
    // first paint. Never freed, so no pixmap outlives the application in a static's destructor.
    // GUI thread only, as pixmaps are.
    static auto *painted = new std::array<QIcon, 2 * 256>;
    QIcon &icon = (*painted)[2 * size_t(category) + (dark ? 1 : 0)];
    if (icon.isNull())
        icon = swatchIcon(categoryColor(category, dark));
    return icon;
}

QColor zoneColor(RooflineZone zone, bool dark)
{
    QColor c;
    switch (zone) {
    case RooflineZone::ComputeBound:
        c = categoryColor(Category::ComputeBound, dark);
        break;
    case RooflineZone::MteBound:
        c = categoryColor(Category::MteBound, dark);
        break;
    case RooflineZone::Underutilised:
        c = categoryColor(Category::InsufficientParallelism, dark);
        break;
    }
    c.setAlphaF(dark ? 0.16f : 0.10f);
    return c;
}

QColor metricColor(UerMetric metric, bool dark)
{
    switch (metric) {
    case UerMetric::U:
        return dark ? QColor(0x4f, 0xc3, 0xf7) : QColor(0x02, 0x77, 0xbd);
    case UerMetric::E:
        return dark ? QColor(0xff, 0xb3, 0x00) : QColor(0xef, 0x8f, 0x00);
    case UerMetric::R:
        return dark ? QColor(0x90, 0xa4, 0xae) : QColor(0x78, 0x90, 0x9c);
    }
    return Qt::gray;
}

QString categoryShortName(Category category)
{
    switch (category) {
    case Category::ComputeBound:
        return Tr::tr("Compute bound");
    case Category::MteBound:
        return Tr::tr("MTE bound");
    case Category::InsufficientParallelism:
        return Tr::tr("Low parallelism");
    case Category::InefficientCompute:
        return Tr::tr("Ineff. compute");
    case Category::InefficientMte:
        return Tr::tr("Ineff. MTE");
    case Category::BusyUnresolved:
        return Tr::tr("Busy");
    case Category::NoPmuData:
        return Tr::tr("No PMU data");
    case Category::NotApplicable:
        break;
    }
    return Tr::tr("N/A");
}

} // namespace rl
