// SPDX-License-Identifier: GPL-3.0-or-later
// What no profiler can have measured is repaired with a warning, never reported as a result.
#include "core/io/impossiblevalues.h"
#include "core/workflow/workflow.h"
#include "testutil.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace rl;
using namespace rl::test;

namespace {

int warningsMentioning(const Diagnostics &d, const QString &text)
{
    return int(std::count_if(d.begin(), d.end(), [&](const Diagnostic &x) {
        return x.severity == Diagnostic::Severity::Warning && x.message.contains(text);
    }));
}

} // namespace

class TestImpossibleValues : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void negativeAndNonFiniteFiguresBecomeUnknownWithOneWarningPerKind()
    {
        const double nan = std::numeric_limits<double>::quiet_NaN();
        const double inf = std::numeric_limits<double>::infinity();
        Profile p;
        Operator a = makeOperator(u"a"_qs, -5.0, {sample(ComponentId::Mte2, -1.0, {{u"gm_to_ub"_qs, inf}})});
        a.sourceLocation = u"t.csv:2"_qs;
        a.coreTimeUs = nan;
        a.blockDim = -3;
        a.metrics.insert(u"x"_qs, nan);
        a.metrics.insert(u"delta"_qs, -2.0); // signed metrics stay
        Operator b = makeOperator(u"b"_qs, nan, {sample(ComponentId::Vector, 1.0)});
        b.sourceLocation = u"t.csv:3"_qs;
        p.operators = {a, b};
        p.timeline.append(0, 100, -50, p.timeline.strings.intern(u"k"_qs), -1);
        p.detected.clockMhz = -1800.0;

        repairImpossibleValues(p);

        QCOMPARE(p.operators[0].durationUs, 0.0);
        QCOMPARE(p.operators[1].durationUs, 0.0);
        QVERIFY(!p.operators[0].coreTimeUs);
        QVERIFY(!p.operators[0].blockDim);
        QVERIFY(!p.operators[0].components[0].busyUs);
        QVERIFY(p.operators[0].components[0].work.isEmpty());
        QVERIFY(!p.operators[0].metrics.contains(u"x"_qs));
        QCOMPARE(p.operators[0].metrics.value(u"delta"_qs), -2.0);
        QCOMPARE(*p.operators[1].components[0].busyUs, 1.0);
        QCOMPARE(p.timeline.durNs[0], qint64(0));
        QVERIFY(!p.detected.clockMhz);
        QCOMPARE(warningsMentioning(p.diagnostics, u"duration"_qs), 2); // operators, timeline events
        const auto durations = std::find_if(p.diagnostics.begin(), p.diagnostics.end(), [](const Diagnostic &d) {
            return d.message.contains(u"non-finite duration");
        });
        QVERIFY(durations != p.diagnostics.end());
        QCOMPARE(durations->location, u"t.csv:2"_qs); // the first place
        QVERIFY(durations->message.contains(u"2"));
    }

    void aKernelTableWithANegativeDurationAnalysesWithoutIt()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"kernel_details.csv"_qs);
        QVERIFY(writeFixture(path,
                             "Step Id,Name,Type,Accelerator Core,Start Time(us),Duration(us),Wait Time(us),Block Dim\n"
                             "1,good,Add,AI_VECTOR_CORE,100.5\t,3.0,0,8\n"
                             "1,bad,Add,AI_VECTOR_CORE,110.5\t,-3.0,0,8\n"));
        AnalysisRequest request;
        request.paths = {path};
        request.hardware = u"ascend910b2"_qs;
        RL_VALUE(a, Workflow::builtin().loadAndAnalyze(request, nullProgress()));
        for (int i = 0; i < int(a.operators.size()); ++i)
            QVERIFY(a.op(i).durationUs >= 0.0);
        QVERIFY(a.summary.totalDurationUs >= 0.0);
    }
};

QTEST_GUILESS_MAIN(TestImpossibleValues)
#include "tst_impossiblevalues.moc"
