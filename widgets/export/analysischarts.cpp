// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/export/analysischarts.h"

#include "core/roofline/componentpair.h"
#include "widgets/compare/categorysharechart.h"
#include "widgets/roofline/componentoverviewchart.h"
#include "widgets/roofline/memorylevelchart.h"
#include "widgets/roofline/rooflinechart.h"

namespace rl {

ChartSet analysisCharts(std::shared_ptr<const Analysis> analysis, const AnalysisChartView &view)
{
    ChartSet set;
    for (const ComponentPair &pair : componentPairsFor(analysis->hardware)) {
        auto chart = std::make_unique<RooflineChart>(pair, analysis, view.scale);
        chart->setShowsKernels(view.showsKernels);
        if (chart->data().points.empty())
            continue;
        chart->setPrintStyle(true);
        QCustomPlot *plot = chart->plot();
        set.add(std::move(chart), plot, u"roofline-"_qs + pair.id(), pair.title());
    }

    if (auto levels = std::make_unique<MemoryLevelChart>(analysis); !levels->data().isEmpty()) {
        levels->setPrintStyle(true);
        QCustomPlot *plot = levels->plot();
        set.add(std::move(levels), plot, u"memory-levels"_qs, MemoryLevelChartData::title());
    }

    auto shares = std::make_unique<CategoryShareChart>();
    shares->setRuns({{CategoryShareChart::tr("This run"), analysis->summary.categoryTimeShare}});
    shares->setPrintStyle(true);
    QCustomPlot *sharePlot = shares->plot();
    set.add(std::move(shares), sharePlot, u"category-shares"_qs,
            CategoryShareChart::tr("Share of operator time per category"));

    const std::vector<int> ranked = analysis->topByGain(1);
    if (!ranked.empty() && analysis->operators[size_t(ranked.front())].estimatedGainUs) {
        auto overview = std::make_unique<ComponentOverviewChart>(analysis, ranked.front());
        overview->setPrintStyle(true);
        QCustomPlot *plot = overview->plot();
        set.add(std::move(overview), plot, u"component-overview-top"_qs,
                CategoryShareChart::tr("Components of %1").arg(analysis->op(ranked.front()).name));
    }
    return set;
}

} // namespace rl
