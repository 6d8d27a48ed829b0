// SPDX-License-Identifier: GPL-3.0-or-later
// Frame cost of the swimlane with 10 thousand vs 2 million events, at several zoom levels.
// The target: the median frame with 2 M events within 2× of the one with 10 k,
// because drawing follows what is visible, not what is loaded.
//
//   QT_QPA_PLATFORM=offscreen timelinebench [frames-per-level]

#include "core/model/pipelinetrace.h"
#include "core/model/profile.h"
#include "core/timeline/instructionscene.h"
#include "core/timeline/kernelscene.h"
#include "core/timeline/timeformat.h"
#include "widgets/timeline/intervalplottable.h"
#include "widgets/timeline/timelineview.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>
#include <random>

using namespace rl;

namespace {

// `count` kernels over 8 streams, lengths 2–50 µs, gaps 0–5 µs (seeded, reproducible).
std::shared_ptr<const TimelineScene> kernelScene(size_t count)
{
    Profile p;
    for (int s = 0; s < 8; ++s)
        p.timeline.lanes.push_back(
            {u"Ascend Hardware"_qs, u"Stream %1"_qs.arg(s), TimelineLane::Kind::DeviceStream, 1, s});
    std::vector<quint32> names;
    for (int i = 0; i < 64; ++i)
        names.push_back(p.timeline.strings.intern(u"aclnnKernel_%1"_qs.arg(i)));
    std::mt19937_64 rng(42);
    std::uniform_int_distribution<qint64> dur(2000, 50000), gap(0, 5000);
    std::vector<qint64> next(8, 0);
    for (size_t i = 0; i < count; ++i) {
        const size_t s = i % 8;
        const qint64 d = dur(rng);
        p.timeline.append(quint16(s), next[s], d, names[i % names.size()]);
        next[s] += d + gap(rng);
    }
    p.timeline.finish();
    return std::make_shared<const TimelineScene>(buildKernelScene(p));
}

// A vector unit pair executing `count` instructions over SCALAR/MTE2/VECTOR/MTE3.
std::shared_ptr<const TimelineScene> instructionScene(size_t count)
{
    PipelineTrace trace;
    const quint32 mov = trace.names.intern(std::string_view("MOV_OUT_TO_UB")),
                  vadd = trace.names.intern(std::string_view("VADD"));
    for (int u = 0; u < 2; ++u) {
        PipelineUnit unit;
        unit.name = u"core0.veccore%1"_qs.arg(u);
        unit.lanes = {{u"SCALAR"_qs, {}}, {u"MTE2"_qs, {}}, {u"VECTOR"_qs, {}}, {u"MTE3"_qs, {}}};
        const size_t perLane = count / 8;
        for (size_t l = 0; l < 4; ++l) {
            double t = double(l) * 0.05;
            for (size_t i = 0; i < perLane; ++i) {
                unit.lanes[l].intervals.push_back({t, 0.08, l == 2 ? vadd : mov, PipeInterval::Kind::Instruction});
                t += 0.1 + 0.01 * double(i % 3);
            }
        }
        trace.units.push_back(std::move(unit));
    }
    return std::make_shared<const TimelineScene>(buildInstructionScene(trace));
}

// Median and minimum frame time: on a shared machine the minimum is the cost of the frame
// itself, the median adds what the scheduler took away.
std::pair<double, double> frameMs(TimelineView &view, double start, double end, int frames)
{
    view.setVisibleRange(start, end);
    view.plot()->replot(QCustomPlot::rpImmediateRefresh); // warm-up: layout, caches
    std::vector<double> ms;
    QElapsedTimer timer;
    for (int i = 0; i < frames; ++i) {
        timer.start();
        view.plot()->replot(QCustomPlot::rpImmediateRefresh);
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    return {ms[ms.size() / 2], ms.front()};
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const int frames = argc > 1 ? std::max(3, QString::fromLocal8Bit(argv[1]).toInt()) : 31;
    QTextStream out(stdout);
    // Windows of the same absolute width in both runs (so the same density of events is
    // visible), plus "fit all" where the 2 M run is 200× denser and must merge.
    struct Zoom
    {
        QString name;
        double kernelUs;      // window width at kernel level, 0 = fit all
        double instructionUs; // at instruction level
    };
    const std::vector<Zoom> zooms = {
        {u"fit all"_qs, 0, 0}, {u"wide"_qs, 20000, 200}, {u"medium"_qs, 1000, 20}, {u"narrow"_qs, 50, 1}};
    struct Case
    {
        QString name;
        std::shared_ptr<const TimelineScene> (*build)(size_t);
    };
    for (const Case &c : {Case{u"kernel level (8 streams)"_qs, kernelScene},
                          Case{u"instruction level (2 units)"_qs, instructionScene}}) {
        const bool kernel = c.build == kernelScene;
        out << QStringView(u"\n") << c.name
            << QStringView(u"\nwindow          median 10k   2M  ratio | min 10k   2M  ratio | boxes/runs 10k, 2M\n");
        std::vector<std::vector<std::pair<double, double>>> results(zooms.size());
        std::vector<QStringList> drawn(zooms.size());
        for (size_t n : {size_t(10000), size_t(2000000)}) {
            QElapsedTimer build;
            build.start();
            auto scene = c.build(n);
            const double buildMs = double(build.nsecsElapsed()) / 1e6;
            TimelineView view(nullptr);
            view.resize(1600, 900);
            view.show();
            view.showScene(scene);
            out << QStringView(u"  (") << n << QStringView(u" events: scene built in ")
                << QString::number(buildMs, 'f', 0) << QStringView(u" ms)\n");
            const double span = scene->endUs - scene->startUs;
            for (size_t z = 0; z < zooms.size(); ++z) {
                const double width = kernel ? zooms[z].kernelUs : zooms[z].instructionUs;
                const double centre = scene->startUs + span * 0.5, half = width > 0 ? width / 2 : span / 2;
                results[z].push_back(frameMs(view, centre - half, centre + half, frames));
                const auto &s = view.intervals()->lastDrawStats();
                drawn[z] << u"%1/%2"_qs.arg(s.boxes).arg(s.mergedRuns);
            }
        }
        for (size_t z = 0; z < zooms.size(); ++z) {
            const double width = kernel ? zooms[z].kernelUs : zooms[z].instructionUs;
            const QString label = width > 0 ? u"%1 (%2)"_qs.arg(zooms[z].name, formatDuration(width)) : zooms[z].name;
            auto num = [](double v, int w) { return QString::number(v, 'f', 2).rightJustified(w); };
            const auto [med10k, min10k] = results[z][0];
            const auto [med2m, min2m] = results[z][1];
            out << label.leftJustified(16) << num(med10k, 8) << num(med2m, 7) << num(med2m / med10k, 6)
                << QStringView(u" |") << num(min10k, 6) << num(min2m, 7) << num(min2m / min10k, 6) << QStringView(u" |")
                << QStringView(u"   ") << drawn[z].join(u" | ") << QStringView(u"\n");
        }
    }
    out.flush();
    return 0;
}
