// SPDX-License-Identifier: GPL-3.0-or-later
// A pattern taken apart once must fill to the very text QString::arg makes of it, and a text
// kept while translations are held must be made once per holding.
#include "core/format/heldtranslations.h"
#include "core/format/texttemplate.h"

#include <QTest>

using namespace rl;

class TestTextTemplate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fillsAsArgDoesWithOneText()
    {
        const QString text = u"41.0% (a %2 here)"_qs;
        for (const QString &pattern :
             {u"measured L2 hit rate %1"_qs, u"%1 and %1 again"_qs, u"%2 before %3"_qs, u"%L1 in the locale's way"_qs,
              u"no marker at all"_qs, u"100% of %1"_qs, u"%10 and %1"_qs, u""_qs, u"%"_qs, u"ends in %"_qs})
            QCOMPARE(TextTemplate(pattern, 1).fill(text), pattern.arg(text));
    }

    void fillsAsArgDoesWithSeveralTexts()
    {
        const QString a = u"HBM at 73.2% of 1.75 TB/s"_qs, b = u"%1"_qs, c = u"65.0%"_qs,
                      d = u"vector/scalar operator"_qs, e = u"E"_qs;
        const QList<QString> patterns = {
            u"The chip's %1 (%2), at or above the %3 threshold for a %4: bound."_qs,
            u"%4 %3 %2 %1"_qs,
            u"%1 %1 %2 %5 %3"_qs,
            u"%1 and %3 but no %2 nor %4 %5"_qs,
            u"芯片的 %1（%2），达到 %4 的 %3 阈值"_qs,
            u"%1%2%3%4%5"_qs,
            u"%L2, %1, %99"_qs,
            u"only %1 and %2"_qs,
        };
        for (const QString &pattern : patterns) {
            QCOMPARE(TextTemplate(pattern, 5).fill(a, b, c, d, e), pattern.arg(a, b, c, d, e));
            QCOMPARE(TextTemplate(pattern, 2).fill(a, b), pattern.arg(a, b));
            QCOMPARE(TextTemplate(pattern, 7).fill(a, b, c, d, e, a, c), pattern.arg(a, b, c, d, e, a, c));
        }
    }

    // A nested sentence appended where its marker is gives the text arg gives with it made apart,
    // after whatever the text held already, for a marker said twice too.
    void appendingWithNestedPartsGivesWhatArgGives()
    {
        const QString name = u"HBM"_qs;
        const auto share = [](QString &out) { out += u"41.0% (a %2 here)"_qs; };
        const auto nothing = [](QString &) {};
        for (const QString &pattern :
             {u"%1 at %2 of %3"_qs, u"%2 %1 %2"_qs, u"芯片 %3（%1）"_qs, u"no marker"_qs, u"%1 \uFDD0 %2"_qs}) {
            QString out = u"said before: "_qs;
            TextTemplate(pattern, 3).appendTo(out, name, share, nothing);
            QCOMPARE(out, u"said before: "_qs + pattern.arg(name, u"41.0% (a %2 here)"_qs, QString()));
        }
        QString one;
        TextTemplate(u"%1 MB"_qs, 1).appendTo(one, share);
        QCOMPARE(one, u"%1 MB"_qs.arg(u"41.0% (a %2 here)"_qs));
    }

    void aHeldPatternAppendsAsArgDoesInsideAndOutsideAHolding()
    {
        const auto pattern = [] { return u"%1 if from HBM, %2 if from L2"_qs; };
        const auto say = [&pattern] {
            QString out;
            heldArgTo(
                out, pattern, [](QString &o) { o += u"HBM at 3.1%"_qs; }, u"L2 at 0.7%"_qs);
            return out;
        };
        const QString expected = u"HBM at 3.1% if from HBM, L2 at 0.7% if from L2"_qs;
        QCOMPARE(say(), expected);
        const HeldTranslations held;
        QCOMPARE(say(), expected);
        QCOMPARE(say(), expected);
    }

    void aPatternHoldingTheStandInsIsFilledByArg()
    {
        const QString pattern = u"%1 \uFDD0 %2 \uFDD1"_qs;
        QCOMPARE(TextTemplate(pattern, 2).fill(u"a"_qs, u"b"_qs), pattern.arg(u"a"_qs, u"b"_qs));
    }

    void aHeldTextIsMadeOncePerHoldingAndEveryTimeOutsideOne()
    {
        int made = 0;
        const auto text = [&made] {
            ++made;
            return u"cube operator"_qs;
        };
        const auto say = [&text] { return heldText(text); };
        QCOMPARE(say(), u"cube operator"_qs);
        QCOMPARE(say(), u"cube operator"_qs);
        QCOMPARE(made, 2);
        {
            const HeldTranslations held;
            for (int i = 0; i < 5; ++i)
                QCOMPARE(say(), u"cube operator"_qs);
            QCOMPARE(made, 3);
        }
        {
            const HeldTranslations next;
            QCOMPARE(say(), u"cube operator"_qs);
            QCOMPARE(made, 4);
        }
        QCOMPARE(say(), u"cube operator"_qs);
        QCOMPARE(made, 5);
    }

    void aHeldPatternFillsAsArgDoes()
    {
        int made = 0;
        const auto pattern = [&made] {
            ++made;
            return u"%1 at %2 of %3"_qs;
        };
        const auto say = [&pattern](const QString &a, const QString &b, const QString &c) {
            return heldArg(pattern, a, b, c);
        };
        const HeldTranslations held;
        QCOMPARE(say(u"L2"_qs, u"16.5%"_qs, u"7.78 TB/s"_qs), u"L2 at 16.5% of 7.78 TB/s"_qs);
        QCOMPARE(say(u"HBM"_qs, u"%1"_qs, u"1.75 TB/s"_qs), u"HBM at %1 of 1.75 TB/s"_qs);
        QCOMPARE(made, 1);
    }
};

QTEST_GUILESS_MAIN(TestTextTemplate)
#include "tst_texttemplate.moc"
