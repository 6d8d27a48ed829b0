// SPDX-License-Identifier: GPL-3.0-or-later
// The operator table as CSV: RFC-4180 (UTF-8, CRLF, quoted where needed), one row per
// operator in input order, made a block at a time on the cores and written as it is made.
#include "core/analysis/analyzer.h"
#include "core/report/analysiscsv.h"
#include "failingdevice.h"
#include "testutil.h"

#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

Analysis analysisOfCount(int count)
{
    auto profile = std::make_shared<Profile>();
    for (int i = 0; i < count; ++i)
        profile->operators.push_back(makeOperator(i % 7 == 0 ? u"op, \"%1\""_qs.arg(i) : u"op%1"_qs.arg(i), 10.0 + i,
                                                  {sample(ComponentId::Mte2, 5.0 + i % 5)}));
    return analyze(profile, roundChip(), {}, AdviceCatalog::builtin());
}

} // namespace

class TestAnalysisCsv : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyOperatorIsOneRowInInputOrderWithItsFieldsQuoted()
    {
        const Analysis a = analysisOfCount(3000); // several blocks per core
        const QString csv = QString::fromUtf8(analysisToCsv(a));
        QVERIFY(csv.endsWith(u"\r\n"));
        const QStringList lines = csv.split(u"\r\n"_qs, Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1 + 3000);
        QVERIFY(lines[0].startsWith(u"index,name,type,core_type,start_ns,duration_us,"));
        for (int i = 0; i < 3000; ++i) {
            const QString name = i % 7 == 0 ? u"\"op, \"\"%1\"\"\""_qs.arg(i) : u"op%1"_qs.arg(i);
            QVERIFY2(lines[i + 1].startsWith(QString::number(i) + u',' + name + u','), qPrintable(lines[i + 1]));
        }
    }

    void aFailedWriteIsReported()
    {
        const Analysis a = analysisOfCount(3000);
        FailingDevice device(16 * 1024);
        QVERIFY(device.open(QIODevice::WriteOnly));
        QVERIFY(!writeAnalysisCsv(a, device));
        QVERIFY(device.accepted() <= 16 * 1024);
    }
};

QTEST_GUILESS_MAIN(TestAnalysisCsv)
#include "tst_analysiscsv.moc"
