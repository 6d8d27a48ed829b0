// SPDX-License-Identifier: GPL-3.0-or-later
// One selection, always (widgets/README.md §1): on a long run of repeated kernels, every view
// of the main window shows the selected call after grouping is switched off and on, the table
// is filtered and the language changes; the status bar says whether calls are grouped.
#include "app/languagemanager.h"
#include "app/loadcontroller.h"
#include "app/mainwindow.h"
#include "app/rankpicker.h"
#include "testutil.h"
#include "widgets/bottlenecks/bottleneckmodel.h"
#include "widgets/bottlenecks/bottleneckview.h"
#include "widgets/common/groupingstatus.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/operators/detailspanel.h"
#include "widgets/operators/operatortablemodel.h"
#include "widgets/operators/operatortableview.h"
#include "widgets/roofline/componentoverviewchart.h"
#include "widgets/roofline/rooflinechart.h"
#include "widgets/roofline/rooflinepanel.h"
#include "widgets/timeline/intervalplottable.h"
#include "widgets/timeline/timelineview.h"

#include <QAction>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTreeView>

using namespace rl;

namespace {

constexpr int kKernels = 60;
constexpr int kCallsEach = 50; // 3,000 calls, as a long run repeats a step's kernels

// A long run as a rooflens.profile/1 document (910B2: Cube fp16 8192 op/cycle, Vector 256,
// MTE2 32 B/cycle at 1800 MHz): kernels alternate between Cube and Vector ones, each called
// kCallsEach times over the run with durations that differ per call, so every kernel has a
// call of most time and others.
QByteArray longRunJson()
{
    QJsonArray ops;
    double start = 0.0;
    for (int call = 0; call < kCallsEach; ++call) {
        for (int k = 0; k < kKernels; ++k) {
            const bool cube = k % 2 == 0;
            const double us = 20.0 + k + 3.0 * ((call * 7 + k) % 11);
            const int blocks = 20;
            const QString name = cube ? u"aclnnMm_MatMulCommon_MatMulV2_"_qs + QString::number(k)
                                      : u"aclnnInplaceCopy_TensorMoveAiCore_TensorMove_"_qs + QString::number(k);
            QJsonObject components;
            if (cube) {
                components.insert(
                    u"cube"_qs,
                    QJsonObject{{u"busy_us"_qs, us * 0.6},
                                {u"work"_qs, QJsonObject{{u"fp16"_qs, 0.3 * us * blocks * 8192 * 1800.0}}}});
                components.insert(
                    u"aic.mte2"_qs,
                    QJsonObject{{u"busy_us"_qs, us * 0.5},
                                {u"work"_qs, QJsonObject{{u"gm_to_l1"_qs, 0.4 * us * blocks * 32 * 1800.0}}}});
            } else {
                components.insert(
                    u"vector"_qs,
                    QJsonObject{{u"busy_us"_qs, us * 0.3},
                                {u"work"_qs, QJsonObject{{u"fp16"_qs, 0.2 * us * blocks * 256 * 1800.0}}}});
                components.insert(
                    u"aiv.mte2"_qs,
                    QJsonObject{{u"busy_us"_qs, us * 0.7},
                                {u"work"_qs, QJsonObject{{u"gm_to_ub"_qs, 0.5 * us * blocks * 32 * 1800.0}}}});
            }
            ops.append(QJsonObject{{u"name"_qs, name},
                                   {u"type"_qs, cube ? u"MatMulV2"_qs : u"TensorMove"_qs},
                                   {u"core_type"_qs, cube ? u"AI_CORE"_qs : u"AI_VECTOR_CORE"_qs},
                                   {u"start_us"_qs, start},
                                   {u"duration_us"_qs, us},
                                   {u"block_dim"_qs, blocks},
                                   {u"components"_qs, components}});
            start += us + 1.0;
        }
    }
    // The schema first: the importers sniff a file's first 64 KiB, and a QJsonObject would
    // write its keys in order, the schema after the operators.
    return R"({"schema": "rooflens.profile/1", "name": "long run", "hardware": "ascend910b2", "operators": )"
        + QJsonDocument(ops).toJson(QJsonDocument::Compact) + "}";
}

QAction *groupCallsAction(const MainWindow &window)
{
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->isCheckable() && action->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_G))
            return action;
    }
    return nullptr;
}

void settle()
{
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::processEvents();
        QTest::qWait(10);
    }
}

// The long run written to `dir` and opened in `window`, on its operator view; false (with the
// window's visible messages as warnings) when it did not load.
bool openLongRun(MainWindow &window, const QTemporaryDir &dir)
{
    const QString path = dir.filePath(u"long-run.json"_qs);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(longRunJson()) < 0)
        return false;
    file.close();
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    window.openPaths({path});
    if (!QTest::qWaitFor([&] { return window.selection()->analysis() != nullptr; }, 20000)) {
        for (QLabel *l : window.findChildren<QLabel *>())
            if (l->isVisible() && !l->text().isEmpty())
                qWarning() << l->text();
        return false;
    }
    window.showOperatorView();
    settle();
    return true;
}

// What every view shows, against the one selection: `when` names the step.
void checkEveryViewShows(const MainWindow &window, int selected, const QString &when, bool tableFiltersItOut = false)
{
    const SelectionModel *selection = window.selection();
    QCOMPARE(selection->selectedOperator(), selected);
    const auto analysis = selection->analysis();
    QVERIFY(analysis);
    const QString name = analysis->op(selected).name;
    const auto what = [&](const QString &view, const QString &detail) {
        return qPrintable(when + u": " + view + u" shows " + detail + u", not " + name + u" (call "
                          + QString::number(selected) + u")");
    };

    // Details: exactly the selected call's page.
    const auto *details = window.findChild<DetailsPanel *>();
    QVERIFY(details);
    QTextDocument expected;
    expected.setHtml(DetailsPanel::operatorHtml(*analysis, selected, false));
    QVERIFY2(details->plainText() == expected.toPlainText(), what(u"Details"_qs, details->plainText().left(80)));

    // Components.
    const auto *components = window.findChild<ComponentOverviewChart *>();
    QVERIFY(components);
    QVERIFY2(components->operatorIndex() == selected,
             what(u"Components"_qs, QString::number(components->operatorIndex())));

    // Every Roofline chart.
    const auto *panel = window.findChild<RooflinePanel *>();
    QVERIFY(panel);
    QVERIFY(!panel->charts().isEmpty());
    for (const RooflineChart *chart : panel->charts())
        QVERIFY2(chart->selectedOperator() == selected,
                 what(u"a Roofline chart"_qs, QString::number(chart->selectedOperator())));

    // The operator table: the call's row, or (grouped) its kernel's call row.
    const auto *table = window.findChild<OperatorTableView *>();
    QVERIFY(table);
    const QModelIndex current = selection->showsKernels() ? table->groupTree()->currentIndex()
                                                          : table->table()->currentIndex();
    if (tableFiltersItOut) {
        QVERIFY2(!current.isValid() || current.data(OperatorTableModel::OperatorIndexRole).toInt() == selected,
                 what(u"the filtered table"_qs, current.data().toString()));
    } else {
        QVERIFY2(current.isValid(), what(u"the table"_qs, u"no row"_qs));
        QVERIFY2(current.data(OperatorTableModel::OperatorIndexRole).toInt() == selected,
                 what(u"the table"_qs, current.data().toString()));
    }

    // The bottleneck list: the row of the call (or of its kernel) when the list has it.
    const auto *bottlenecks = window.findChild<BottleneckView *>();
    QVERIFY(bottlenecks);
    const QModelIndex listed = bottlenecks->model()->indexOfOperator(selected);
    if (listed.isValid()) {
        const QModelIndex row = bottlenecks->model()->operatorRowOf(bottlenecks->tree()->currentIndex());
        QVERIFY2(row == listed, what(u"the bottleneck list"_qs, row.data().toString()));
    }

    // The timeline, where it has laid the run out.
    const auto *timeline = window.findChild<TimelineView *>();
    QVERIFY(timeline);
    if (timeline->scene() && timeline->level() == TimelineView::Level::Kernel
        && size_t(selected) < timeline->scene()->placements.size()
        && timeline->scene()->placements[size_t(selected)].track >= 0)
        QVERIFY2(timeline->intervals()->highlightedRef() == selected,
                 what(u"the timeline"_qs, QString::number(timeline->intervals()->highlightedRef())));

    // The status bar says what the remembered switch does.
    const auto *grouping = window.findChild<GroupingStatus *>();
    QVERIFY(grouping);
    QVERIFY2(!grouping->isHidden(), qPrintable(when));
    QCOMPARE(grouping->text(),
             selection->groupsCalls() ? QCoreApplication::translate("rl::GroupingStatus", "calls grouped by kernel")
                                      : QCoreApplication::translate("rl::GroupingStatus", "every call on its own"));
}

} // namespace

class TestSelectionAcrossSwitches : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"RoofLensTest"_qs);
        QCoreApplication::setApplicationName(u"tst_selectionacrossswitches"_qs);
        QSettings().clear(); // the grouping switch and the dock layout start as on a first launch
    }

    void everyViewFollowsTheSelectionAcrossGroupingFilteringAndLanguage()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(openLongRun(window, dir));
        const auto analysis = window.selection()->analysis();
        QCOMPARE(int(analysis->operators.size()), kKernels * kCallsEach);
        QVERIFY(window.selection()->showsKernels());
        QAction *group = groupCallsAction(window);
        QVERIFY(group);
        QVERIFY(group->isChecked());

        // A call that is not its kernel's call of most time, of a kernel the bottleneck list has.
        const auto *bottlenecks = window.findChild<BottleneckView *>();
        int selected = -1;
        for (const OperatorGroup &g : analysis->groups) {
            for (int call : g.calls) {
                if (call != g.representative && selected < 0 && bottlenecks->model()->indexOfOperator(call).isValid())
                    selected = call;
            }
        }
        QVERIFY(selected >= 0);
        window.selection()->setSelectedOperator(selected);
        settle();
        checkEveryViewShows(window, selected, u"grouped"_qs);

        group->trigger(); // every call on its own
        settle();
        QVERIFY(!window.selection()->groupsCalls());
        checkEveryViewShows(window, selected, u"grouping switched off"_qs);
        QCOMPARE(QSettings().value(u"view/groupCalls"_qs).toBool(), false);

        // Filtering the table keeps the selection, whether the filter keeps its row or not.
        auto *table = window.findChild<OperatorTableView *>();
        table->searchField()->setText(analysis->op(selected).name);
        settle();
        checkEveryViewShows(window, selected, u"filtered to its name"_qs);
        table->searchField()->setText(u"no kernel is called this"_qs);
        settle();
        checkEveryViewShows(window, selected, u"filtered out"_qs, true);
        table->searchField()->clear();
        settle();
        checkEveryViewShows(window, selected, u"filter cleared"_qs);

        group->trigger(); // grouped again
        settle();
        checkEveryViewShows(window, selected, u"grouping switched on"_qs);
        group->trigger();
        settle();

        // Another language re-analyses the same profile: the same call stays on every view.
        LanguageManager *languages = LanguageManager::instance();
        if (!languages->setLanguage(u"zh_CN"_qs))
            QSKIP("the Chinese catalogue is not built into this binary");
        QTRY_VERIFY_WITH_TIMEOUT(window.selection()->analysis() != analysis, 20000);
        settle();
        checkEveryViewShows(window, selected, u"in Chinese, calls on their own"_qs);
        group->trigger();
        settle();
        checkEveryViewShows(window, selected, u"in Chinese, grouped"_qs);
        const auto chinese = window.selection()->analysis();
        languages->setLanguage(u"en"_qs);
        QTRY_VERIFY_WITH_TIMEOUT(window.selection()->analysis() != chinese, 20000);
        settle();
        checkEveryViewShows(window, selected, u"back in English"_qs);
    }

    // The keyboard moves the selection as a click does: arrow keys in the bottleneck list and
    // the operator table, grouped and not, leave every view on the row they moved to (the list
    // used to highlight the next row while the other views kept the previous operator).
    void theArrowKeysInEachListMoveTheSelectionEveryViewFollows()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(openLongRun(window, dir));
        QAction *group = groupCallsAction(window);
        QVERIFY(group);
        auto *bottlenecks = window.findChild<BottleneckView *>();
        auto *table = window.findChild<OperatorTableView *>();
        for (const bool grouped : {true, false}) {
            if (window.selection()->groupsCalls() != grouped)
                group->trigger();
            settle();
            const QString mode = grouped ? u"grouped"_qs : u"every call on its own"_qs;
            QAbstractItemView *tableView = grouped ? static_cast<QAbstractItemView *>(table->groupTree())
                                                   : static_cast<QAbstractItemView *>(table->table());
            // Start on the list's first operator, then walk down each list in turn.
            window.selection()->setSelectedOperator(
                bottlenecks->model()->operatorAt(bottlenecks->model()->index(0, 0)));
            settle();
            for (int step = 0; step < 3; ++step) {
                for (QAbstractItemView *view : {static_cast<QAbstractItemView *>(bottlenecks->tree()), tableView}) {
                    const int before = window.selection()->selectedOperator();
                    view->setFocus();
                    QTest::keyClick(view, Qt::Key_Down);
                    settle();
                    const int after = window.selection()->selectedOperator();
                    const QString when = mode + u", Down in the "_qs
                        + (view == bottlenecks->tree() ? u"bottleneck list"_qs : u"operator table"_qs);
                    QVERIFY2(after >= 0 && after != before, qPrintable(when + u" selected nothing new"_qs));
                    checkEveryViewShows(window, after, when);
                }
            }
        }
    }

    // Another rank of a job (core/job/README.md): the same kernel, selected on every view.
    void everyViewFollowsTheSelectionAcrossARankSwitch()
    {
        RL_REAL_DATA(job, u"torchnpu_a2_2rank_level2_text"_qs);
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.openPaths({job});
        QTRY_VERIFY_WITH_TIMEOUT(window.selection()->analysis(), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(!window.loader()->isCompletingJob(), 30000);
        window.showOperatorView();
        settle();
        const auto rank0 = window.selection()->analysis();
        const auto *bottlenecks = window.findChild<BottleneckView *>();
        int selected = -1;
        for (size_t i = 0; i < rank0->operators.size() && selected < 0; ++i) {
            if (rank0->op(int(i)).name == u"aclnnAddmm_MatMulCommon_MatMulV2"
                && bottlenecks->model()->indexOfOperator(int(i)).isValid())
                selected = int(i);
        }
        QVERIFY(selected >= 0);
        window.selection()->setSelectedOperator(selected);
        settle();
        checkEveryViewShows(window, selected, u"rank 0"_qs);

        window.rankPicker()->nextAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window.selection()->analysis() != rank0, 30000);
        settle();
        const int onRank1 = window.selection()->selectedOperator();
        QVERIFY(onRank1 >= 0);
        QCOMPARE(window.selection()->analysis()->op(onRank1).name, rank0->op(selected).name);
        checkEveryViewShows(window, onRank1, u"rank 1"_qs);
    }
};

QTEST_MAIN(TestSelectionAcrossSwitches)
#include "tst_selectionacrossswitches.moc"
