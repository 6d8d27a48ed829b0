// SPDX-License-Identifier: GPL-3.0-or-later
// rooflens_guibench [--source FILE] [--copies N] [--runs N] [--rooflens PATH]
// The GUI on a long run's kernel table, as a user meets it, against the command line on the
// same file. It writes a kernel_details.csv of N copies of a real one (repeatedtable.h) into a
// temporary folder, then, in the same run and each pass in a fresh process, alternating their
// order: `rooflens analyze DIR` and this program's GUI pass (offscreen), which opens DIR in the
// main window, waits until the charts, table and bottleneck list show it ("usable"), lets the
// event loop wait once (a user looks before clicking), then times what a user does, each a
// median of several, with the kernels grouped and with single calls:
// sorting the operator table, filtering it, hovering a Roofline point, clicking one (every view
// follows the selection) and switching the grouping. An interaction's time runs from the event
// to the end of the repaint it causes. It prints the medians over the runs and the ratios of the
// GUI's usable time and peak anonymous memory to the command line's.
#include "app/loadcontroller.h"
#include "app/mainwindow.h"
#include "tests/bench/kernels/processmeter.h"
#include "tests/bench/kernels/repeatedtable.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/operators/kernelgroupmodel.h"
#include "widgets/operators/operatortablemodel.h"
#include "widgets/operators/operatortableview.h"
#include "widgets/roofline/rooflinechart.h"
#include "widgets/roofline/rooflinepanel.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLineEdit>
#include <QMouseEvent>
#include <QScrollArea>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>
#include <QTreeView>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>
#include <vector>

using namespace rl;
using namespace rl::bench;

namespace {

// Every pending event handled and the window painted: what the user sees has happened.
void settle(QWidget &window)
{
    QCoreApplication::processEvents();
    window.repaint();
    QCoreApplication::processEvents();
}

// A user looks at the window before the first click: the event loop waits once, and what the
// window leaves for when it is idle (the calls table while the kernels are shown) is done then,
// as it would be. The timer ends the wait when nothing is left.
void idleOnce()
{
    QTimer wake;
    wake.setSingleShot(true);
    wake.start(50);
    QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    QCoreApplication::processEvents();
}

double timedMs(QWidget &window, const std::function<void()> &action)
{
    QElapsedTimer t;
    t.start();
    action();
    settle(window);
    return double(t.nsecsElapsed()) / 1e6;
}

void sendMouse(QWidget *target, QEvent::Type type, const QPointF &at)
{
    const QPointF global = target->mapToGlobal(at);
    QMouseEvent event(type, at, global, type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton,
                      type == QEvent::MouseButtonRelease || type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton,
                      Qt::NoModifier);
    QCoreApplication::sendEvent(target, &event);
}

// The Roofline chart on screen with the most points: the one a user hovers and clicks. Charts
// scrolled out of the list's view are not drawn until scrolled to (asking for their data
// would build them all, which no user does).
RooflineChart *busiestChart(MainWindow &window)
{
    RooflineChart *best = nullptr;
    const QWidget *viewport = window.rooflinePanel()->scrollArea()->viewport();
    for (RooflineChart *c : window.rooflinePanel()->visibleCharts()) {
        if (!QRect(c->mapTo(viewport, QPoint(0, 0)), c->size()).intersects(viewport->rect()))
            continue;
        if (!best || c->data().points.size() > best->data().points.size())
            best = c;
    }
    return best;
}

// One mode's interactions, `repeats` times each: name → median ms.
std::map<QString, double> interactions(MainWindow &window, int repeats)
{
    std::map<QString, std::vector<double>> ms;
    OperatorTableView *table = window.operatorTable();
    const bool groups = table->showsGroups();
    for (int i = 0; i < repeats; ++i) {
        const Qt::SortOrder order = i % 2 ? Qt::AscendingOrder : Qt::DescendingOrder;
        ms[u"sort table"_qs].push_back(timedMs(window, [&] {
            if (groups)
                table->groupTree()->sortByColumn(KernelGroupModel::TotalColumn, order);
            else
                table->table()->sortByColumn(OperatorTableModel::DurationColumn, order);
        }));
        ms[u"filter table"_qs].push_back(timedMs(window, [&] { table->searchField()->setText(u"MatMul"_qs); }));
        ms[u"clear filter"_qs].push_back(timedMs(window, [&] { table->searchField()->clear(); }));
    }
    RooflineChart *chart = busiestChart(window);
    if (chart && !chart->data().points.empty()) {
        const auto &points = chart->data().points;
        for (int i = 0; i < repeats; ++i) {
            const RooflinePoint &p = points[size_t(i) * points.size() / size_t(repeats)];
            const QPointF at = chart->pixelOf(p.operatorIndex);
            ms[u"hover point"_qs].push_back(timedMs(window, [&] { sendMouse(chart->plot(), QEvent::MouseMove, at); }));
            ms[u"click point"_qs].push_back(timedMs(window, [&] {
                sendMouse(chart->plot(), QEvent::MouseButtonPress, at);
                sendMouse(chart->plot(), QEvent::MouseButtonRelease, at);
            }));
            // A click that selected nothing would time nothing: say so.
            if (window.selection()->selectedOperator() != chart->operatorAt(at))
                std::printf("note click at (%.0f, %.0f) did not select the point there\n", at.x(), at.y());
        }
    }
    std::map<QString, double> out;
    for (const auto &[name, values] : ms)
        out[name] = median(values);
    return out;
}

int guiPass(const QString &dir, QTextStream &out)
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    qputenv("QT_QPA_PLATFORM", "offscreen");
    int argc = 1;
    char name[] = "rooflens_guibench";
    char *argv[] = {name, nullptr};
    QApplication app(argc, argv);
    // Settings of its own: the bench never changes a user's layout or choices.
    QTemporaryDir settings;
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settings.path());
    QCoreApplication::setApplicationName(u"rooflens-guibench"_qs);
    // As app/main.cpp opens the paths it is given: read while the window is made.
    MainWindow window(MainWindow::OpenAtStart{{dir}, {}, {}});
    window.resize(1600, 1000);
    window.show();
    // Waits as the application's own event loop does. processEvents(flags, ms) drops
    // WaitForMoreEvents and spins: it kept one of the two cores busy while the load ran on
    // them, and the window looked a second slower than it is. The timer wakes the wait.
    QTimer wake;
    wake.start(20);
    while (!window.selection()->analysis() || window.loader()->isLoading())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    wake.stop();
    window.showOperatorView();
    settle(window);
    out << "usable " << double(sinceStart.nsecsElapsed()) / 1e9 << Qt::endl;
    idleOnce();
    const int repeats = 5;
    for (bool grouped : {true, false}) {
        const double switchMs = timedMs(window, [&] { window.selection()->setGroupsCalls(grouped); });
        const QString mode = grouped ? u"kernels"_qs : u"calls"_qs;
        if (grouped != window.selection()->groupsCalls() || window.selection()->showsKernels() != grouped)
            out << "note " << mode << " not shown (no kernel repeats)" << Qt::endl;
        out << "ms " << mode << " switch-to " << switchMs << Qt::endl;
        std::fflush(stdout);
        for (const auto &[what, value] : interactions(window, repeats))
            out << "ms " << mode << ' ' << QString(what).replace(u' ', u'-') << ' ' << value << Qt::endl;
    }
    return 0;
}

QString defaultSource()
{
    const QString f = QStringLiteral(ROOFLENS_REALDATA_DIR)
        + u"/torchnpu_a2_2rank_level2_text/level2/rank0_ascend_pt/ASCEND_PROFILER_OUTPUT/kernel_details.csv";
    return QFileInfo::exists(f) ? f : QString();
}

} // namespace

int main(int argc, char **argv)
{
    QTextStream out(stdout);
    if (argc == 3 && QByteArray(argv[1]) == "--gui-pass")
        return guiPass(QString::fromLocal8Bit(argv[2]), out);

    QCoreApplication app(argc, argv);
    QString source = defaultSource();
    QString rooflens = QDir(QCoreApplication::applicationDirPath()).filePath(u"../../app/rooflens"_qs);
    int copies = 1290;
    int runs = 3;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); i += 2) {
        if (args[i] == u"--source")
            source = args[i + 1];
        else if (args[i] == u"--copies")
            copies = args[i + 1].toInt();
        else if (args[i] == u"--runs")
            runs = std::max(1, args[i + 1].toInt());
        else if (args[i] == u"--rooflens")
            rooflens = args[i + 1];
    }
    if (source.isEmpty()) {
        out << "No source table: pass --source kernel_details.csv (the real data is not beside the clone)" << Qt::endl;
        return 2;
    }
    QTemporaryDir workspace;
    const QString table = workspace.filePath(u"kernel_details.csv"_qs);
    const Result<qint64> rows = writeRepeatedTable(source, table, copies);
    if (!rows) {
        out << rows.error().message << Qt::endl;
        return 2;
    }
    out << "kernels " << rows.value() << " (" << copies << " copies of " << source << ")" << Qt::endl;

    std::vector<double> cliSeconds, cliAnon, guiSeconds, guiAnon, usable;
    std::map<QString, std::vector<double>> ms;
    for (int run = 0; run < runs; ++run) {
        for (int step = 0; step < 2; ++step) {
            const bool gui = (step + run) % 2 == 1; // alternate which goes first
            QString problem;
            const auto sample = gui
                ? runMeasured(QCoreApplication::applicationFilePath(), {u"--gui-pass"_qs, workspace.path()}, &problem)
                : runMeasured(rooflens, {u"analyze"_qs, workspace.path()}, &problem);
            if (!sample) {
                out << (gui ? "GUI pass: " : "analyze: ") << problem << Qt::endl;
                return 1;
            }
            (gui ? guiSeconds : cliSeconds).push_back(sample->seconds);
            (gui ? guiAnon : cliAnon).push_back(sample->peakAnonMB);
            if (!gui)
                continue;
            for (const QString &line : sample->output.split(u'\n', Qt::SkipEmptyParts)) {
                const QStringList f = line.split(u' ');
                if (f.size() == 2 && f[0] == u"usable")
                    usable.push_back(f[1].toDouble());
                else if (f.size() == 4 && f[0] == u"ms")
                    ms[f[1] + u' ' + f[2]].push_back(f[3].toDouble());
                else if (f[0] == u"note")
                    out << line << Qt::endl;
            }
        }
    }
    const double cli = median(cliSeconds);
    out << Qt::fixed;
    out.setRealNumberPrecision(2);
    out << "analyze (CLI)        " << cli << " s, " << median(cliAnon) << " MB anon" << Qt::endl;
    out << "GUI usable           " << median(usable) << " s (" << median(usable) / cli << "x the CLI), whole pass "
        << median(guiSeconds) << " s" << Qt::endl;
    out << "GUI peak memory      " << median(guiAnon) << " MB anon (" << median(guiAnon) / median(cliAnon)
        << "x the CLI)" << Qt::endl;
    for (const auto &[name, values] : ms)
        out << "  " << name.leftJustified(28) << ' ' << median(values) << " ms" << Qt::endl;
    return 0;
}
