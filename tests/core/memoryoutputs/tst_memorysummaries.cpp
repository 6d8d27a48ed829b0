// SPDX-License-Identifier: GPL-3.0-or-later
// Device memory in the terminal summary (a few lines per rank) and in FILE.memory.csv (a rank
// row with the contract §7c figures, then one row per largest and per alive-at-peak allocation).
#include "core/report/memorycsv.h"
#include "core/report/memorytext.h"
#include "core/report/textsummary.h"
#include "memoryfixtures.h"

#include <QBuffer>
#include <QTest>

using namespace rl;
using namespace rl::test;

namespace {

QStringList csvLines(const MemoryReport &report)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (!writeMemoryCsv(report, buffer))
        return {};
    QString text = QString::fromUtf8(buffer.data());
    if (text.endsWith(u"\r\n"))
        text.chop(2);
    return text.split(u"\r\n"_qs);
}

} // namespace

class TestMemorySummaries : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theSummaryGivesEachRanksPeaksWhenAndTheLargestAllocations()
    {
        const Analysis a = analysisWithMemory(handMadeMemory(), chipWithCapacity());
        const QString text = analysisSummaryText(a);
        QVERIFY2(text.contains(u"device memory:"), qPrintable(text));
        QVERIFY2(text.contains(u"rank 0: peak 300.00 MB allocated, 500.00 MB reserved, 320.00 MB active, at 1.000 µs "
                               u"into the records; reserved is 1.5% of the 32.00 GB device (pta_ge)"),
                 qPrintable(text));
        QVERIFY2(text.contains(u"alive at the peak: 2 allocation(s), 150.00 MB; 150.00 MB was allocated before the "
                               u"profile began; largest aten::mm (100.00 MB)"),
                 qPrintable(text));
        QVERIFY2(
            text.contains(u"largest allocations: aten::mm 100.00 MB for 2.000 µs; weights 50.00 MB for the rest of "
                          u"the profile; aten::mm 2.00 MB for 100.0 ns"),
            qPrintable(text));
        QVERIFY2(text.contains(u"HBM 3.00 GB/s mean, 4.00 GB/s max over 2 sample(s); L2 hit rate read 75.0% over 1 "
                               u"sample(s)"),
                 qPrintable(text));
    }

    void withoutTheRecordsThePeakTimeIsTheSourcesClock()
    {
        const MemoryReport report = summarizeMemory(handMadeMemory(), nullptr);
        const QString text = memorySummaryText(report, nullptr);
        QVERIFY2(text.contains(u"at 1000002000 ns"), qPrintable(text));
        QVERIFY2(!text.contains(u"device ("), qPrintable(text)); // no capacity, no share
    }

    void aGeOnlyRankSaysActiveIsNotRecorded()
    {
        MemoryData data;
        data.ranks.push_back(geOnlyRank(1));
        const QString text = memorySummaryText(summarizeMemory(data, nullptr), &data);
        QVERIFY2(text.contains(u"rank 1: peak 20.00 MB allocated, 30.00 MB reserved, active not recorded, at 10.0 ns "
                               u"into the records"),
                 qPrintable(text));
        QVERIFY2(!text.contains(u"largest allocations"), qPrintable(text));
    }

    void theCsvHasARankRowThenEachListedAllocation()
    {
        const HardwareSpec chip = chipWithCapacity();
        const MemoryReport report = summarizeMemory(handMadeMemory(), &chip);
        const QStringList lines = csvLines(report);
        QCOMPARE(lines.size(), 1 + 1 + 4 + 2);
        const QStringList header = lines[0].split(u',');
        QCOMPARE(header.size(), 23);
        QCOMPARE(header.first(), u"Rank"_qs);
        QVERIFY(header.contains(u"Peak Allocated(MB)"_qs));
        QVERIFY(header.contains(u"Size(KB)"_qs));
        for (const QString &line : lines)
            QCOMPARE(line.count(u','), 22);
        const QStringList rank = lines[1].split(u',');
        QCOMPARE(rank.mid(0, 8),
                 (QStringList{u"0"_qs, u"rank"_qs, u"pta_ge"_qs, u"300"_qs, u"500"_qs, u"320"_qs, u"1000002000"_qs,
                              u"32768"_qs}));
        QCOMPARE(
            rank.mid(8, 9),
            (QStringList{u"2"_qs, u"150"_qs, u"150"_qs, u"3"_qs, u"4"_qs, u"2"_qs, u"0.75"_qs, QString(), u"1"_qs}));
        QVERIFY(rank.mid(17).join(QString()).isEmpty());
        const QStringList top = lines[2].split(u',');
        QCOMPARE(top.mid(0, 2), (QStringList{u"0"_qs, u"top_operator"_qs}));
        QVERIFY(top.mid(2, 15).join(QString()).isEmpty());
        QCOMPARE(top.mid(17),
                 (QStringList{u"1"_qs, u"aten::mm"_qs, u"102400"_qs, u"1000001500"_qs, u"1000003500"_qs, u"2"_qs}));
        const QStringList weights = lines[3].split(u',');
        QCOMPARE(weights.mid(18, 2), (QStringList{u"weights"_qs, u"51200"_qs}));
        QVERIFY(weights[21].isEmpty()); // never released within the profile
        QCOMPARE(lines[6].split(u',').mid(1, 1), QStringList{u"alive_at_peak"_qs});
        QCOMPARE(lines[7].split(u',')[18], u"weights"_qs);
    }

    void aNameWithACommaIsQuoted()
    {
        MemoryData data = handMadeMemory();
        data.ranks[0].allocations.append(data.ranks[0].allocations.names.intern(u"a,b"_qs), qint64(500 * kMb), 0, 1);
        const QStringList lines = csvLines(summarizeMemory(data, nullptr));
        QVERIFY(lines[2].contains(u",\"a,b\","));
    }
};

QTEST_GUILESS_MAIN(TestMemorySummaries)
#include "tst_memorysummaries.moc"
