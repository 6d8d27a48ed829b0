// SPDX-License-Identifier: GPL-3.0-or-later
// Shows the single- and the double-buffered fixture kernels one above the other, for the
// screenshots that show double buffering (the ribbon turns from amber to green):
//   xvfb-run -a -s "-screen 0 1600x900x24" timelineshot        then: import -window root x.png
//   QT_QPA_PLATFORM=offscreen timelineshot --save DIR [--run PATH]
//       writes DIR/tl_{single,double,both,run}.png; tl_run is PATH's kernel level (loaded
//       and analysed like the app does) or a made-up run

#include "../../core/timeline/pipelinefixtures.h"
#include "core/timeline/kernelscene.h"
#include "core/workflow/workflow.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/timeline/timelineview.h"

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QTimer>
#include <QVBoxLayout>

using namespace rl;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    const qsizetype saveAt = args.indexOf(u"--save"_qs);

    QWidget window;
    window.setWindowTitle(QApplication::tr("RoofLens swimlane: single vs double buffering"));
    auto *layout = new QVBoxLayout(&window);
    auto *single = new TimelineView(nullptr);
    auto *dbl = new TimelineView(nullptr);
    single->showPipeline(test::bufferedKernel(1, 4, 2));
    dbl->showPipeline(test::bufferedKernel(2, 4, 2));
    // same time scale in both, so the shorter double-buffered kernel is visibly shorter
    single->setVisibleRange(-0.5, 37.0);
    dbl->setVisibleRange(-0.5, 37.0);
    layout->addWidget(single);
    layout->addWidget(dbl);
    window.resize(1600, 900);
    window.show();

    if (saveAt >= 0 && saveAt + 1 < args.size()) {
        const QDir dir(args[saveAt + 1]);
        QTimer::singleShot(300, &window, [&app, &window, single, dbl, dir] {
            single->grab().save(dir.filePath(u"tl_single.png"_qs));
            dbl->grab().save(dir.filePath(u"tl_double.png"_qs));
            window.grab().save(dir.filePath(u"tl_both.png"_qs));
            TimelineView run(nullptr);
            run.resize(1600, 500);
            run.show();
            const qsizetype runAt = QApplication::arguments().indexOf(u"--run"_qs);
            SelectionModel selection;
            if (runAt >= 0 && runAt + 1 < QApplication::arguments().size()) {
                AnalysisRequest request;
                request.paths = {QApplication::arguments()[runAt + 1]};
                auto analysis = Workflow::builtin().loadAndAnalyze(request, nullProgress());
                if (!analysis.ok()) {
                    qWarning("%s", qPrintable(analysis.error().toString()));
                    app.exit(3);
                    return;
                }
                auto shared = std::make_shared<const Analysis>(std::move(analysis).value());
                run.showScene(std::make_shared<TimelineScene>(buildKernelScene(*shared->profile, shared.get())));
            } else {
                auto profile = test::kernelRun(40, 3, 10.0);
                run.showScene(std::make_shared<TimelineScene>(buildKernelScene(profile)));
            }
            run.plot()->replot();
            run.grab().save(dir.filePath(u"tl_run.png"_qs));
            app.quit();
        });
    }
    return app.exec();
}
