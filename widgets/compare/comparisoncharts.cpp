// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/compare/comparisoncharts.h"

#include "core/roofline/componentpair.h"
#include "widgets/compare/categorysharechart.h"
#include "widgets/compare/comparerooflinechart.h"
#include "widgets/compare/compareselection.h"

namespace rl {

ChartSet comparisonCharts(std::shared_ptr<const Comparison> comparison)
{
    ChartSet set;
    for (const ComponentPair &pair : componentPairsFor(comparison->baseline->hardware)) {
        // An exported chart selects nothing; it owns the selection it follows.
        auto *selection = new CompareSelection;
        selection->setComparison(comparison);
        auto chart = std::make_unique<CompareRooflineChart>(pair, selection);
        selection->setParent(chart.get());
        if (!chart->hasPoints())
            continue;
        chart->setPrintStyle(true);
        QCustomPlot *plot = chart->plot();
        set.add(std::move(chart), plot, u"compare-roofline-"_qs + pair.id(), pair.title());
    }
    auto shares = std::make_unique<CategoryShareChart>();
    shares->setRuns({{CategoryShareChart::tr("Before"), comparison->baselineTotals.categoryTimeShare},
                     {CategoryShareChart::tr("After"), comparison->candidateTotals.categoryTimeShare}});
    shares->setPrintStyle(true);
    QCustomPlot *plot = shares->plot();
    set.add(std::move(shares), plot, u"compare-category-shares"_qs, CategoryShareChart::tr("Category shares"));
    return set;
}

} // namespace rl
