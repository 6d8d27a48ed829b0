// SPDX-License-Identifier: GPL-3.0-or-later
// rooflens_clusterviewbench [--ranks N] [--runs N] [--write FILE [--missing K] [--nodes-of N]]
// The cluster view at scale, offscreen at 1400 × 900: the page given a generated cluster of N
// ranks (tests/widgets/clusterfixture.h, default 10,000) and drawn, a wheel-sized zoom to a tenth
// of the ranks and back, and a hover sweep of 100 positions across the heatmap; medians of the
// runs in ms. --write only writes the cluster (with K missing ranks) as rooflens.cluster/1.
#include "clusterfixture.h"
#include "widgets/cluster/clusterheatmap.h"
#include "widgets/cluster/clusterpage.h"
#include "widgets/common/qcp.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>

using namespace rl;

namespace {

double medianOf(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[v.size() / 2];
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    auto option = [&](const QString &name, int fallback) {
        const qsizetype i = args.indexOf(name);
        return i >= 0 && i + 1 < args.size() ? args[i + 1].toInt() : fallback;
    };
    test::ClusterSpec spec;
    spec.ranks = option(u"--ranks"_qs, 10000);
    spec.ranksPerNode = option(u"--nodes-of"_qs, 8);
    spec.slow = {spec.ranks * 2 / 3, spec.ranks / 5};
    const int missing = option(u"--missing"_qs, 0);
    for (int k = 0; k < missing; ++k)
        spec.missing.insert((k * 7919 + 17) % spec.ranks);
    QTextStream out(stdout);
    if (const qsizetype w = args.indexOf(u"--write"_qs); w >= 0 && w + 1 < args.size()) {
        const bool ok = test::writeClusterFile(*test::generatedCluster(spec), args[w + 1]);
        out << (ok ? "wrote " : "could not write ") << args[w + 1] << '\n';
        return ok ? 0 : 1;
    }
    const int runs = option(u"--runs"_qs, 5);
    QElapsedTimer clock;
    clock.start();
    const auto cluster = test::generatedCluster(spec);
    const double generated = double(clock.nsecsElapsed()) / 1e6;
    std::vector<double> build, zoom, hover;
    for (int run = 0; run < runs; ++run) {
        ClusterPage page;
        page.resize(1400, 900);
        page.show();
        clock.restart();
        page.setCluster(cluster, u"/nowhere/cluster.json"_qs);
        QCustomPlot *plot = page.heatmap()->plot();
        plot->replot(QCustomPlot::rpImmediateRefresh);
        build.push_back(double(clock.nsecsElapsed()) / 1e6);
        clock.restart();
        for (int step = 0; step < 10; ++step) { // ten wheel notches in, then back out
            const double tenth = spec.ranks * (1.0 - step / 11.0);
            page.heatmap()->showRanks(spec.ranks / 2.0 - tenth / 2.0, spec.ranks / 2.0 + tenth / 2.0);
            plot->replot(QCustomPlot::rpImmediateRefresh);
        }
        page.heatmap()->showAll();
        plot->replot(QCustomPlot::rpImmediateRefresh);
        zoom.push_back(double(clock.nsecsElapsed()) / 1e6 / 11.0);
        clock.restart();
        const QRect r = plot->axisRect()->rect();
        int texts = 0;
        for (int i = 0; i < 100; ++i) {
            const QPointF at(r.left() + r.width() * (i + 0.5) / 100.0, r.top() + r.height() * ((i % 6) + 0.5) / 6.0);
            if (const auto cell = page.heatmap()->cellAt(at))
                texts += page.heatmap()->cellText(cell->first, cell->second).isEmpty() ? 0 : 1;
        }
        hover.push_back(double(clock.nsecsElapsed()) / 1e6 / 100.0);
        if (texts < 100)
            out << "warning: " << texts << " of 100 hover positions found a cell\n";
        if (run == 0)
            out << "columns: " << page.heatmap()->partsMap()->data()->keySize() << " for " << spec.ranks << " ranks ("
                << page.heatmap()->grid().ranksPerCell << " per column) in " << r.width() << " px\n";
    }
    out << "ranks: " << spec.ranks << ", generated in " << QString::number(generated, 'f', 1) << " ms\n";
    out << "build (setCluster + first draw): " << QString::number(medianOf(build), 'f', 1) << " ms\n";
    out << "zoom step (rebin + draw): " << QString::number(medianOf(zoom), 'f', 2) << " ms\n";
    out << "hover (cell + text): " << QString::number(medianOf(hover), 'f', 3) << " ms\n";
    out << "medians of " << runs << " runs\n";
    return 0;
}
