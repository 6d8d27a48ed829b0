// SPDX-License-Identifier: GPL-3.0-or-later
#include "../core/timeline/pipelinefixtures.h"
#include "core/timeline/instructionscene.h"
#include "widgets/timeline/intervalplottable.h"
#include "widgets/timeline/parallelismribbon.h"

#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

// One track, one row of `count` boxes of `durUs` every `periodUs`.
std::shared_ptr<TimelineScene> regularScene(size_t count, double durUs, double periodUs)
{
    auto scene = std::make_shared<TimelineScene>();
    scene->level = TimelineScene::Level::Kernel;
    TimelineTrack track;
    track.group = u"g"_qs;
    track.name = u"Stream 0"_qs;
    track.rows.resize(1);
    const quint32 label = scene->labels.intern(std::string_view("box"));
    for (size_t i = 0; i < count; ++i)
        track.rows[0].append(double(i) * periodUs, double(i) * periodUs + durUs, label, ItemStyle::make(Swatch::Kernel),
                             qint32(i));
    scene->tracks.push_back(std::move(track));
    scene->finalize();
    return scene;
}

// A plot of 1000 × 300 pixels whose axis rect is laid out, showing `scene`.
struct Fixture
{
    QCustomPlot plot;
    IntervalPlottable *boxes;
    std::shared_ptr<TimelineScene> scene;

    explicit Fixture(std::shared_ptr<TimelineScene> s)
        : boxes(new IntervalPlottable(plot.xAxis, plot.yAxis)), scene(std::move(s))
    {
        plot.resize(1000, 300);
        plot.yAxis->setRangeReversed(true);
        plot.yAxis->setRange(0, 5);
        boxes->setScene(scene, LaneLayout(*scene));
        plot.replot();
    }
    void show(double t0, double t1)
    {
        plot.xAxis->setRange(t0, t1);
        plot.replot();
    }
};

} // namespace

class TestTimelinePlottables : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void onlyTheVisibleBoxesAreDrawn()
    {
        Fixture f(regularScene(10000, 10.0, 20.0)); // boxes [20i, 20i+10)
        f.show(1000.0, 1200.0);                     // boxes 50..59 visible, 20 px wide each...
        QCOMPARE(f.boxes->lastDrawStats().boxes, size_t(10));
        QCOMPARE(f.boxes->lastDrawStats().mergedRuns, size_t(0));
    }

    void subPixelBoxesMergeIntoRunsBoundedByThePlotWidth()
    {
        Fixture f(regularScene(200000, 1.0, 2.0)); // 400000 µs over ~1000 px: 500 boxes per pixel
        f.show(0.0, 400000.0);
        const auto &s = f.boxes->lastDrawStats();
        QCOMPARE(s.boxes, size_t(0));
        QVERIFY2(s.mergedRuns >= 1 && s.mergedRuns <= size_t(f.plot.axisRect()->width()),
                 qPrintable(QString::number(s.mergedRuns)));
        QCOMPARE(s.mergedItems, size_t(200000)); // every box is accounted for, none drawn alone
    }

    void aWideBoxEndsAMergedRun()
    {
        auto scene = regularScene(1000, 0.001, 0.002); // a dense burst over [0, 2)
        scene->tracks[0].rows[0].append(2.0, 500.0, 0, ItemStyle::make(Swatch::Kernel), 1000);
        scene->finalize();
        Fixture f(scene);
        f.show(0.0, 1000.0);
        QCOMPARE(f.boxes->lastDrawStats().boxes, size_t(1));
        QCOMPARE(f.boxes->lastDrawStats().mergedItems, size_t(1000));
    }

    void selectTestReturnsTheEventIndex()
    {
        Fixture f(regularScene(100, 10.0, 20.0));
        f.show(0.0, 400.0);
        const IntervalPlottable::ItemRef item{0, 0, false, 7};
        const QPointF centre = f.boxes->pixelCentre(item);
        QVariant details;
        QCOMPARE(f.boxes->selectTest(centre, false, &details), 0.0);
        const QCPDataSelection sel = details.value<QCPDataSelection>();
        QCOMPARE(sel.dataRange().begin(), 7);
        QCOMPARE(f.boxes->locate(7).index, size_t(7));
        QCOMPARE(f.boxes->flatIndex(item), 7);
        // in the gap between boxes 7 [140,150) and 8 [160,170), beyond the tolerance: nothing
        QCOMPARE(f.boxes->selectTest(QPointF(f.plot.xAxis->coordToPixel(155.0), centre.y()), false), -1.0);
        QVERIFY(!f.boxes->itemAt(QPointF(centre.x(), f.plot.yAxis->coordToPixel(3.5))).isValid()); // below the lane
    }

    void flatIndicesRunAcrossRowsAndStallRows()
    {
        const PipelineTrace trace = bufferedKernel(1);
        auto scene = std::make_shared<TimelineScene>(buildInstructionScene(trace));
        Fixture f(scene);
        size_t total = 0;
        for (const TimelineTrack &t : scene->tracks)
            total += t.itemCount();
        for (int flat = 0; flat < int(total); ++flat) {
            const auto item = f.boxes->locate(flat);
            QVERIFY(item.isValid());
            QCOMPARE(f.boxes->flatIndex(item), flat);
        }
        QVERIFY(!f.boxes->locate(int(total)).isValid());
    }

    void theRibbonShowsSerialForSingleAndOverlapForDoubleBuffering()
    {
        const TimelineScene single = buildInstructionScene(bufferedKernel(1));
        const TimelineScene dbl = buildInstructionScene(bufferedKernel(2));
        using D = ParallelismRibbon::Dominant;
        // sample each in 1 µs columns, as a plot 1 px = 1 µs would
        auto count = [](const TimelineScene &s, D which) {
            int n = 0;
            for (double t = s.startUs; t < s.endUs; t += 1.0)
                n += ParallelismRibbon::columnFor(s.ribbons.front(), t, t + 1.0).dominant == which;
            return n;
        };
        QCOMPARE(count(single, D::Overlap), 0);
        QCOMPARE(count(single, D::Serial), 36);
        QCOMPARE(count(dbl, D::Overlap), 14);
        QCOMPARE(count(dbl, D::Serial), 8);
        QCOMPARE(ParallelismRibbon::columnFor(dbl.ribbons.front(), 5.0, 6.0).heightFraction, 1.0); // 2 of max 2
        QCOMPARE(ParallelismRibbon::columnFor(dbl.ribbons.front(), 50.0, 51.0).dominant, D::None);
    }
};

QTEST_MAIN(TestTimelinePlottables)
#include "tst_timelineplottables.moc"
