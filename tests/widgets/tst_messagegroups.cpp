// SPDX-License-Identifier: GPL-3.0-or-later
// The message bar on a load with many operators whose figures cannot be (issue 37, "the
// warning wall"): thirteen impossible-U diagnostics of one cause read as ONE line with the
// count, its details list every operator and a click on a row selects that operator in the
// shared selection; the bar never takes more than its share of the window, even expanded.
#include "core/analysis/analyzer.h"
#include "testutil.h"
#include "widgets/common/messagebar.h"
#include "widgets/common/selectionmodel.h"

#include <QLabel>
#include <QListWidget>
#include <QTest>
#include <QVBoxLayout>

using namespace rl;
using namespace rl::test;

namespace {

constexpr int kImpossible = 13;

// kImpossible operators whose MTE2 moves 1.5 × its peak (measured work: the same cause for
// all), between plausible ones, analysed on the round chip.
std::shared_ptr<const Analysis> analysisWithImpossibleOperators()
{
    auto profile = std::make_shared<Profile>();
    for (int i = 0; i < kImpossible; ++i) {
        profile->operators.push_back(makeOperator(u"Fine_"_qs + QString::number(i), 100.0,
                                                  {sample(ComponentId::Mte2, 100.0, {{u"gm_to_ub"_qs, 0.5e6}})}));
        Operator bad = makeOperator(u"Impossible_"_qs + QString::number(i), 100.0,
                                    {sample(ComponentId::Mte2, 100.0, {{u"gm_to_ub"_qs, 1.5e6}})});
        bad.sourceLocation = u"/data/kernel_details.csv:"_qs + QString::number(2 + i);
        profile->operators.push_back(bad);
    }
    AnalyzeOptions options;
    options.estimateWork = false;
    return std::make_shared<const Analysis>(analyze(profile, roundChip(), options, AdviceCatalog::builtin()));
}

int countOf(const QString &text, const QString &what)
{
    return int(text.count(what));
}

} // namespace

class TestMessageGroups : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void impossibleFiguresOfOneCauseAreOneLineWithTheirCount()
    {
        const auto analysis = analysisWithImpossibleOperators();
        QCOMPARE(analysis->diagnostics.size(), kImpossible);
        MessageBar bar;
        bar.showDiagnostics(analysis->diagnostics);
        QCOMPARE(bar.groups().size(), 1);
        const QString text = bar.plainText();
        QCOMPARE(countOf(text, u"\n"_qs), 0); // one line
        QVERIFY2(text.startsWith(u"13 operator(s): U on mte2 above what the hardware can do"_qs), qPrintable(text));
        QVERIFY2(text.contains(u"details"_qs), qPrintable(text));
        QVERIFY(!text.contains(u"Impossible_3"_qs)); // the operators are in the details
    }

    void aRowOfTheDetailsSelectsItsOperator()
    {
        const auto analysis = analysisWithImpossibleOperators();
        SelectionModel selection;
        selection.setAnalysis(analysis);
        MessageBar bar;
        bar.setSelectionModel(&selection);
        bar.showDiagnostics(analysis->diagnostics);
        QVERIFY(bar.detailsList()->isHidden());
        const QString html = bar.richText();
        const QString link = html.section(u"href=\""_qs, 1, 1).section(u'"', 0, 0);
        QVERIFY2(link.startsWith(u"rooflens-messages:group/"_qs), qPrintable(html));
        const QList<QLabel *> labels = bar.findChildren<QLabel *>();
        for (QLabel *l : labels) {
            if (l->text().contains(link))
                Q_EMIT l->linkActivated(link); // the "details" link
        }
        QListWidget *list = bar.detailsList();
        QVERIFY(!list->isHidden());
        QCOMPARE(list->count(), kImpossible);
        QListWidgetItem *row = list->item(4);
        QVERIFY2(row->text().startsWith(u"Impossible_4:"_qs), qPrintable(row->text()));
        bar.resize(900, 300);
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(row).center());
        QCOMPARE(selection.selectedOperator(), 9); // Impossible_4 follows Fine_0..Fine_4
        QCOMPARE(analysis->profile->operators[9].name, u"Impossible_4"_qs);
    }

    void theBarNeverTakesMoreThanItsShareOfTheWindow()
    {
        const auto analysis = analysisWithImpossibleOperators();
        Diagnostics many = analysis->diagnostics;
        for (int i = 0; i < 40; ++i)
            many << warning(u"a message of its own, number "_qs + QString::number(i),
                            u"/data/x.csv:"_qs + QString::number(i));
        QWidget window;
        auto *layout = new QVBoxLayout(&window);
        layout->setContentsMargins(0, 0, 0, 0);
        auto *bar = new MessageBar(&window);
        auto *content = new QWidget(&window);
        content->setMinimumHeight(100);
        layout->addWidget(bar);
        layout->addWidget(content, 1);
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        bar->showDiagnostics(many);
        bar->toggleDetails(0);
        for (QLabel *l : bar->findChildren<QLabel *>()) {
            if (l->text().contains(u"rooflens-messages:more"_qs))
                Q_EMIT l->linkActivated(u"rooflens-messages:more"_qs); // every line
        }
        QVERIFY(bar->plainText().contains(u"number 39"_qs));
        QCoreApplication::processEvents();
        const int share = int(window.height() * MessageBar::kMaxHeightShare);
        QTRY_VERIFY2(bar->height() <= share, qPrintable(QString::number(bar->height())));
        QVERIFY(bar->height() > 0);
        window.resize(1280, 800); // a smaller window, a smaller bar
        QCoreApplication::processEvents();
        QTRY_VERIFY2(bar->height() <= int(800 * MessageBar::kMaxHeightShare),
                     qPrintable(QString::number(bar->height())));
    }
};

QTEST_MAIN(TestMessageGroups)
#include "tst_messagegroups.moc"
