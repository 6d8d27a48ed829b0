// SPDX-License-Identifier: GPL-3.0-or-later
// A property of every real profiler output in ../shared/realdata, read in place through
// `rooflens analyze` as a user would: no verdict rests on an impossible figure, no evidence
// states more than 105 % of a roof, and bytes above the HBM roof are judged on L2
// (core/hierarchy/README.md §2–§5).
#include "testutil.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

#include "rooflensprocess.h"

using rl::test::rooflens;
using rl::test::Run;

namespace {

constexpr double kImpossible = 1.05;

double largestPercent(const QString &text)
{
    double largest = 0.0;
    static const QRegularExpression number(u"(\\d+(?:\\.\\d+)?)\\s*%"_qs);
    for (auto it = number.globalMatch(text); it.hasNext();)
        largest = std::max(largest, it.next().captured(1).toDouble());
    return largest;
}

// The figure of a component, or -1 when null.
double figure(const QJsonObject &component, QStringView name)
{
    const QJsonValue v = component.value(name);
    return v.isDouble() ? v.toDouble() : -1.0;
}

} // namespace

class TestMemoryLevelRealData : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyRealSetHasVerdictsThatCanBe_data()
    {
        QTest::addColumn<QString>("set");
        const QString root = rl::test::realDataRoot();
        if (root.isEmpty() || !QDir(root).exists())
            QSKIP("../shared/realdata is absent: the property is checked where the real data is");
        for (const QString &set : QDir(root).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
            QTest::newRow(qPrintable(set)) << set;
    }

    void everyRealSetHasVerdictsThatCanBe()
    {
        QFETCH(QString, set);
        RL_REAL_DATA(input, set);
        const Run r = rooflens({u"analyze"_qs, input, u"--json"_qs, u"-"_qs});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonArray operators = QJsonDocument::fromJson(r.out).object().value(u"operators").toArray();
        for (const QJsonValue &value : operators) {
            const QJsonObject op = value.toObject();
            const QString name = op.value(u"name").toString();
            const QJsonObject components = op.value(u"components").toObject();
            const QString bound = op.value(u"bound_component").toString();
            if (!bound.isEmpty()) {
                const QJsonObject b = components.value(bound).toObject();
                QVERIFY2(figure(b, u"U") <= kImpossible, qPrintable(name + u": bound on U > 1.05"_qs));
                QVERIFY2(figure(b, u"E") <= kImpossible, qPrintable(name + u": bound on E > 1.05"_qs));
            }
            const QString evidence = op.value(u"evidence").toString();
            QVERIFY2(largestPercent(evidence) <= 105.0, qPrintable(name + u": "_qs + evidence));
            const bool implausible = op.value(u"implausible").toBool();
            // An impossible figure anywhere that counts is said, never silent.
            for (auto it = components.begin(); it != components.end(); ++it) {
                const QJsonObject c = it.value().toObject();
                if (it.key() == u"gm" || it.key() == u"l2")
                    continue;
                if (figure(c, u"U") > kImpossible || figure(c, u"E") > kImpossible)
                    QVERIFY2(implausible, qPrintable(name + u": "_qs + it.key() + u" above 1.05, not marked"_qs));
            }
            // Bytes above the HBM roof were served by L2, and the verdict says so.
            const QJsonObject gm = components.value(u"gm").toObject();
            if (figure(gm, u"U") > kImpossible) {
                QCOMPARE(gm.value(u"served_from").toString(), u"l2"_qs);
                QVERIFY2(bound != u"gm"_qs, qPrintable(name));
            }
            // No gain where the bound cannot be told.
            const QString category = op.value(u"category").toString();
            if (implausible || category == u"busy_unresolved")
                QVERIFY2(op.value(u"estimated_gain_us").isNull(), qPrintable(name + u": gain without a bound"_qs));
        }
    }
};

QTEST_GUILESS_MAIN(TestMemoryLevelRealData)
#include "tst_memorylevelrealdata.moc"
