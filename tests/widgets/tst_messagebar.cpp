// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/contrast.h"
#include "widgets/common/messagebar.h"
#include "widgets/common/plotstyle.h"

#include <QApplication>
#include <QLabel>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>

using namespace rl;

class TestMessageBar : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsTheWorstDiagnosticsFirstWithTheirLocations()
    {
        MessageBar bar;
        QVERIFY(bar.isHidden());
        Diagnostics list;
        for (int i = 0; i < 6; ++i)
            list << warning(u"row skipped"_qs, u"/data/op_summary.csv:"_qs + QString::number(10 + i));
        list << Diagnostic{Diagnostic::Severity::Error, u"bad header"_qs, u"/data/k.csv:1"_qs};
        bar.showDiagnostics(list, 3);
        QVERIFY(!bar.isHidden());
        QCOMPARE(bar.severity(), Diagnostic::Severity::Error);
        const QString text = bar.plainText();
        QVERIFY2(text.startsWith(u"k.csv:1: bad header"_qs), qPrintable(text)); // the file's name, not its path
        QVERIFY(text.contains(u"op_summary.csv:10"_qs));
        QVERIFY(!text.contains(u"/data/"_qs));
        QVERIFY(!text.contains(u"op_summary.csv:12"_qs));
        QVERIFY(text.contains(u"4 more"_qs));
    }

    void theRestShowOnRequestAndHideAgain()
    {
        MessageBar bar;
        Diagnostics list;
        for (int i = 0; i < 6; ++i)
            list << warning(u"row skipped"_qs, u"/data/op_summary.csv:"_qs + QString::number(10 + i));
        bar.showDiagnostics(list, 2);
        QLabel *label = bar.findChildren<QLabel *>().back();
        QVERIFY(label->text().contains(u"href"_qs));
        const auto linkTo = [&](const QString &text) {
            const QString html = label->text();
            const qsizetype at = html.indexOf(text);
            return html.left(at).section(u"href=\""_qs, -1).section(u'"', 0, 0);
        };
        QSignalSpy activated(&bar, &MessageBar::locationActivated);
        Q_EMIT label->linkActivated(linkTo(u"4 more"_qs));
        QVERIFY(bar.plainText().contains(u"op_summary.csv:15"_qs));
        QVERIFY(!bar.plainText().contains(u"more"_qs));
        Q_EMIT label->linkActivated(linkTo(u"Show fewer"_qs));
        QVERIFY(!bar.plainText().contains(u"op_summary.csv:15"_qs));
        QVERIFY(bar.plainText().contains(u"4 more"_qs));
        QCOMPARE(activated.count(), 0); // the bar's own links are not locations
        Q_EMIT label->linkHovered(linkTo(u"op_summary.csv:10"_qs));
        QCOMPARE(label->toolTip(), u"/data/op_summary.csv:10"_qs); // the whole path on hover
    }

    void clickingALocationReportsItAndDismissHides()
    {
        MessageBar bar;
        bar.showMessage(Diagnostic::Severity::Warning, u"odd value"_qs, u"/tmp/a b.csv:7"_qs);
        QSignalSpy activated(&bar, &MessageBar::locationActivated);
        QLabel *label = nullptr;
        for (QLabel *l : bar.findChildren<QLabel *>()) {
            if (l->text().contains(u"href"_qs))
                label = l;
        }
        QVERIFY(label);
        const QString href = label->text().section(u"href=\""_qs, 1).section(u'"', 0, 0);
        Q_EMIT label->linkActivated(href);
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated.first().at(0).toString(), u"/tmp/a b.csv:7"_qs);

        QSignalSpy dismissed(&bar, &MessageBar::dismissed);
        bar.show();
        bar.findChild<QToolButton *>()->click();
        QVERIFY(bar.isHidden());
        QCOMPARE(dismissed.count(), 1);
    }

    void linksReadOnTheBarInLightAndDarkPalettes()
    {
        const QPalette original = QApplication::palette();
        for (const QColor &window : {QColor(240, 240, 240), QColor(53, 53, 56)}) {
            QPalette p = original;
            p.setColor(QPalette::Window, window);
            p.setColor(QPalette::Link, QColor(0, 0, 160)); // a theme link made for white
            QApplication::setPalette(p);
            for (auto severity :
                 {Diagnostic::Severity::Info, Diagnostic::Severity::Warning, Diagnostic::Severity::Error}) {
                MessageBar bar;
                bar.showMessage(severity, u"odd value"_qs, u"/tmp/a.csv:7"_qs);
                const double ratio = contrastRatio(bar.palette().color(QPalette::Link),
                                                   bar.palette().color(QPalette::Window));
                QVERIFY2(ratio >= 4.5, qPrintable(QString::number(ratio)));
            }
        }
        QApplication::setPalette(original);
        QCOMPARE(contrastRatio(Qt::black, Qt::white), 21.0);
    }

    void plotStyleFollowsThePaletteAndThePrintStyleIsLight()
    {
        QPalette dark;
        dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
        dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
        const PlotStyle d = PlotStyle::fromPalette(dark, QFont());
        QVERIFY(d.dark);
        QCOMPARE(d.background, QColor(0x1e, 0x1e, 0x1e));
        QVERIFY(d.grid.lightness() < d.foreground.lightness());
        QPalette light;
        light.setColor(QPalette::Base, Qt::white);
        light.setColor(QPalette::Text, Qt::black);
        QVERIFY(!PlotStyle::fromPalette(light, QFont()).dark);
        const PlotStyle print = PlotStyle::printStyle();
        QVERIFY(print.print && !print.dark);
        QCOMPARE(print.background, QColor(Qt::white));
        QVERIFY(print.tickFont.pointSizeF() >= 9.0);
    }
};

QTEST_MAIN(TestMessageBar)
#include "tst_messagebar.moc"
