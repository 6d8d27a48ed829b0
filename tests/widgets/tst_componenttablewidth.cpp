// SPDX-License-Identifier: GPL-3.0-or-later
// The details' component table at a narrow dock (issue 37, problem 7): a component's name stays
// on one line ("Vector", never "Vect" over "or"); the other columns give way.
#include "widgetfixture.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/operators/detailspanel.h"

#include <QAbstractTextDocumentLayout>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextLayout>
#include <QTextTable>

using namespace rl;
using namespace rl::test;

namespace {

// The cell of a table in `document` whose text starts with `name`, and how many lines it takes.
int linesOfCell(QTextDocument *document, const QString &name)
{
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        if (!block.text().startsWith(name))
            continue;
        QTextCursor cursor(block);
        if (!cursor.currentTable())
            continue;
        return block.layout() ? block.layout()->lineCount() : -1;
    }
    return -1;
}

} // namespace

class TestComponentTableWidth : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void componentNamesDoNotWrapAtANarrowDock()
    {
        SelectionModel selection;
        selection.setAnalysis(sampleAnalysis());
        DetailsPanel panel(&selection);
        panel.resize(240, 700); // narrower than the table's columns want
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        selection.setSelectedOperator(2); // add_idle: Vector and MTE2
        auto *browser = panel.findChild<QTextBrowser *>();
        QVERIFY(browser);
        QTextDocument *document = browser->document();
        document->documentLayout()->documentSize(); // laid out at the browser's width
        QVERIFY(document->textWidth() < 260);
        const int vector = linesOfCell(document, u"Vector"_qs);
        QVERIFY2(vector > 0, "no Vector row in the component table");
        QCOMPARE(vector, 1);
        QCOMPARE(linesOfCell(document, u"MTE2"_qs), 1);
    }
};

QTEST_MAIN(TestComponentTableWidth)
#include "tst_componenttablewidth.moc"
