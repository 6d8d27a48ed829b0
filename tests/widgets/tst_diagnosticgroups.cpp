// SPDX-License-Identifier: GPL-3.0-or-later
// groupDiagnostics (widgets/common/diagnosticgroups.h): diagnostics of one group key become one
// entry with every item and the worst severity, worst groups first; diagnostics without a key
// stay one entry each, in order.
#include "widgets/common/diagnosticgroups.h"

#include <QTest>

using namespace rl;

namespace {

Diagnostic grouped(const QString &key, const QString &message, int op,
                   Diagnostic::Severity severity = Diagnostic::Severity::Warning)
{
    Diagnostic d(severity, message);
    d.group = key;
    d.groupTitle = u"title of "_qs + key;
    d.operatorIndex = op;
    return d;
}

} // namespace

class TestDiagnosticGroups : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void diagnosticsOfOneKeyAreOneEntryWithEveryItem()
    {
        Diagnostics list;
        for (int i = 0; i < 13; ++i)
            list << grouped(u"a"_qs, u"op "_qs + QString::number(i), i);
        list << warning(u"alone"_qs);
        list << grouped(u"b"_qs, u"other"_qs, 20);
        const QList<DiagnosticGroup> groups = groupDiagnostics(list);
        QCOMPARE(groups.size(), 3);
        QCOMPARE(groups[0].key, u"a"_qs);
        QCOMPARE(groups[0].items.size(), 13);
        QCOMPARE(groups[0].operatorCount(), 13);
        QCOMPARE(groups[0].title, u"title of a"_qs);
        QCOMPARE(groups[0].items[7].operatorIndex, 7);
        QVERIFY(!groups[1].isGroup());
        QCOMPARE(groups[1].title, u"alone"_qs);
        QCOMPARE(groups[2].items.size(), 1);
    }

    void theWorstGroupComesFirst()
    {
        Diagnostics list{warning(u"first"_qs), grouped(u"k"_qs, u"x"_qs, 1),
                         grouped(u"k"_qs, u"y"_qs, 2, Diagnostic::Severity::Error)};
        const QList<DiagnosticGroup> groups = groupDiagnostics(list);
        QCOMPARE(groups.size(), 2);
        QCOMPARE(groups[0].key, u"k"_qs);
        QCOMPARE(groups[0].severity, Diagnostic::Severity::Error);
        QCOMPARE(groups[1].title, u"first"_qs);
    }

    void diagnosticsWithoutAKeyStayApart()
    {
        const QList<DiagnosticGroup> groups = groupDiagnostics({warning(u"same"_qs), warning(u"same"_qs)});
        QCOMPARE(groups.size(), 2);
        QCOMPARE(groups[0].operatorCount(), 0);
    }
};

QTEST_MAIN(TestDiagnosticGroups)
#include "tst_diagnosticgroups.moc"
