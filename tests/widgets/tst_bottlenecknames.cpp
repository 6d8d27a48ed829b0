// SPDX-License-Identifier: GPL-3.0-or-later
// Readable lists at the window's default size: the bottleneck names keep the part that tells
// rows apart (not "acl…ore"), and every header fits its column in English and in Chinese.
#include "app/languagemanager.h"
#include "app/mainwindow.h"
#include "testutil.h"
#include "widgets/bottlenecks/bottleneckmodel.h"
#include "widgets/bottlenecks/bottlenecktree.h"
#include "widgets/bottlenecks/bottleneckview.h"
#include "widgets/common/nameelidedelegate.h"
#include "widgets/common/nameelision.h"
#include "widgets/common/selectionmodel.h"

#include <QDir>
#include <QHeaderView>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTreeView>

using namespace rl;
using namespace rl::test;

namespace {

// QTreeView measuring every row of a column, as it does for resizeColumnToContents.
class EveryRowTree : public QTreeView
{
public:
    int measure(int column) const { return QTreeView::sizeHintForColumn(column); }
};

// Fewer characters than this say nothing about a kernel.
constexpr int kLeastShownChars = 14;

void settle()
{
    for (int i = 0; i < 4; ++i) {
        QCoreApplication::processEvents();
        QTest::qWait(20);
    }
}

// The names the list draws for its operator rows, as drawn; `full` gets the whole names.
QStringList shownNames(const BottleneckView &view, QStringList *full)
{
    QTreeView *tree = view.tree();
    auto *delegate = qobject_cast<NameElideDelegate *>(tree->itemDelegateForColumn(BottleneckModel::NameColumn));
    if (!delegate)
        return {};
    QStringList shown;
    const BottleneckModel *model = view.model();
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, BottleneckModel::NameColumn);
        if (model->kindOf(index) == BottleneckModel::RowKind::Unjudged)
            continue;
        const QRect rect = tree->visualRect(index);
        if (!rect.isValid() || !tree->viewport()->rect().intersects(rect))
            continue; // scrolled out of view
        QStyleOptionViewItem option;
        option.initFrom(tree);
        option.widget = tree;
        option.rect = rect;
        shown << delegate->shownText(option, index);
        *full << index.data().toString();
    }
    return shown;
}

void checkNamesTellRowsApart(const BottleneckView &view, const QString &when)
{
    QStringList full;
    const QStringList shown = shownNames(view, &full);
    QVERIFY2(shown.size() >= 3, qPrintable(when + u": " + QString::number(shown.size()) + u" rows in view"));
    for (qsizetype i = 0; i < shown.size(); ++i) {
        QVERIFY2(shown[i] == full[i] || shown[i].size() > kLeastShownChars,
                 qPrintable(when + u": \"" + shown[i] + u"\" for " + full[i] + u" in a name column of "
                            + QString::number(view.tree()->columnWidth(BottleneckModel::NameColumn)) + u" px"));
        for (qsizetype j = 0; j < i; ++j) {
            if (full[i] != full[j])
                QVERIFY2(shown[i] != shown[j],
                         qPrintable(when + u": " + full[i] + u" and " + full[j] + u" both read \"" + shown[i] + u'"'));
        }
    }
}

void checkHeadersFit(const BottleneckView &view, const QString &when)
{
    const QHeaderView *header = view.tree()->header();
    for (int c = 0; c < header->count(); ++c) {
        if (header->isSectionHidden(c))
            continue;
        const QString text = view.model()->headerData(c, Qt::Horizontal).toString();
        QVERIFY2(header->sectionSizeHint(c) <= header->sectionSize(c),
                 qPrintable(when + u": header \"" + text + u"\" needs " + QString::number(header->sectionSizeHint(c))
                            + u" px, has " + QString::number(header->sectionSize(c))));
    }
}

// `window` shown with `rank` open on the operator view; false when the window was not shown or
// the rank did not load.
bool openOnOperatorView(MainWindow &window, const QString &rank)
{
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    window.openPaths({rank});
    if (!QTest::qWaitFor([&] { return window.selection()->analysis() != nullptr; }, 30000))
        return false;
    window.showOperatorView();
    settle();
    return true;
}

} // namespace

class TestBottleneckNames : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"RoofLensTest"_qs);
        QCoreApplication::setApplicationName(u"tst_bottlenecknames"_qs);
        QSettings().clear(); // the first launch's layout
    }

    void kernelNamesKeepTheApiAndTheKernelWhenCut()
    {
        const QFontMetrics fm(QApplication::font());
        const int width = fm.horizontalAdvance(BottleneckView::kReadableNameSample.toString());
        const QString forward = u"aclnnMaxPool2dWithMask_TransDataSpecial_TransData"_qs;
        const QString backward = u"aclnnMaxPool2dWithMaskBackward_TransDataSpecial_TransData"_qs;
        const QString a = elideKernelName(forward, fm, width);
        const QString b = elideKernelName(backward, fm, width);
        QVERIFY2(a != b, qPrintable(a + u" | " + b));
        QVERIFY2(a.endsWith(u"_TransData"_qs) && b.endsWith(u"_TransData"_qs), qPrintable(a + u" | " + b));
        QVERIFY(!a.startsWith(u"aclnn"_qs));
        QVERIFY(fm.horizontalAdvance(b) <= width);
        QCOMPARE(elideKernelName(u"RmsNormGrad"_qs, fm, width), u"RmsNormGrad"_qs);
        QCOMPARE(elideKernelName(forward, fm, 10000), forward); // whole when it fits
    }

    void realKernelNamesTellRowsApartAtTheDefaultSizeInBothLanguages()
    {
        const QString rank = realData(u"torchnpu_a2_2rank_level2_text/level2/rank0_ascend_pt"_qs);
        if (!QDir(rank).exists())
            QSKIP("the real 2-rank job is not in ../shared/realdata");
        MainWindow window; // its default size and the first launch's dock widths
        QVERIFY(openOnOperatorView(window, rank));
        const auto *view = window.findChild<BottleneckView *>();
        QVERIFY(view);
        QVERIFY(view->isVisible());
        checkNamesTellRowsApart(*view, u"English"_qs);
        checkHeadersFit(*view, u"English"_qs);

        LanguageManager *languages = LanguageManager::instance();
        if (!languages->setLanguage(u"zh_CN"_qs))
            QSKIP("the Chinese catalogue is not built into this binary");
        settle();
        QTRY_VERIFY(view->model()->headerData(BottleneckModel::NameColumn, Qt::Horizontal).toString()
                    != u"Operator / advice"_qs);
        settle();
        checkNamesTellRowsApart(*view, u"Chinese"_qs);
        checkHeadersFit(*view, u"Chinese"_qs);
        languages->setLanguage(u"en"_qs);
    }

    // BottleneckTree measures each distinct text of a column once: the widths QTreeView finds
    // by measuring every row, kernels grouped or not, with a row open.
    void columnsAfterTheNameAreAsWideAsEveryRowMeasured()
    {
        const QString rank = realData(u"torchnpu_a2_2rank_level2_text/level2/rank0_ascend_pt"_qs);
        if (!QDir(rank).exists())
            QSKIP("the real 2-rank job is not in ../shared/realdata");
        MainWindow window;
        QVERIFY(openOnOperatorView(window, rank));
        const auto *view = window.findChild<BottleneckView *>();
        QVERIFY(view);
        auto *tree = qobject_cast<BottleneckTree *>(view->tree());
        QVERIFY(tree);
        for (const bool grouped : {true, false}) {
            window.selection()->setGroupsCalls(grouped);
            settle();
            QVERIFY(tree->model()->rowCount() > 1);
            tree->expand(tree->model()->index(0, 0));
            settle();
            // QTreeView's own measure, over the same rows, open rows and spans.
            EveryRowTree reference;
            reference.setModel(tree->model());
            reference.resize(tree->size());
            const QModelIndex first = tree->model()->index(0, 0);
            reference.expand(first);
            for (const QModelIndex &parent : {QModelIndex(), first}) {
                for (int r = 0; r < tree->model()->rowCount(parent); ++r)
                    reference.setFirstColumnSpanned(r, parent, tree->isFirstColumnSpanned(r, parent));
            }
            for (int c = BottleneckModel::CallsColumn; c < BottleneckModel::ColumnCount; ++c)
                QCOMPARE(tree->sizeHintForColumn(c), reference.measure(c));
        }
    }
};

QTEST_MAIN(TestBottleneckNames)
#include "tst_bottlenecknames.moc"
