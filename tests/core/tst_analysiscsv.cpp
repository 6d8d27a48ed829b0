// SPDX-License-Identifier: GPL-3.0-or-later
// The operator table as CSV: RFC-4180 (UTF-8, CRLF, quoted where needed), one row per
// operator in input order, made a block at a time on the cores and written as it is made.
#include "core/analysis/analyzer.h"
#include "core/report/analysiscsv.h"
#include "core/report/csvrow.h"
#include "failingdevice.h"
#include "testutil.h"

#include <QStringList>
#include <QTest>

#include <random>

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

// Operators of every kind of cell: names needing quotes and not ASCII, start times or none,
// durations that are exact halves at three places, measured work or none.
Analysis variedAnalysis(int count)
{
    std::mt19937 random(41);
    auto profile = std::make_shared<Profile>();
    for (int i = 0; i < count; ++i) {
        const double duration = i % 5 == 0 ? (random() % 4096) / 1024.0 : (random() % 10'000'000) / 997.0;
        WorkMap work;
        if (i % 3 != 0)
            work.insert(u"gm_to_ub"_qs, double(random() % 100'000'000));
        const QString name = i % 11 == 0 ? u"算子 µ, \"%1\""_qs.arg(i) : u"op%1"_qs.arg(i % 97);
        Operator op = makeOperator(name, duration,
                                   {sample(ComponentId::Mte2, duration * (random() % 100) / 100.0, work),
                                    sample(ComponentId::Vector, duration * (random() % 100) / 100.0)});
        if (i % 4 != 0)
            op.startNs = qint64(random()) * 1000 + i;
        profile->operators.push_back(op);
    }
    return analyze(profile, roundChip(), {}, AdviceCatalog::builtin());
}

QString num(const std::optional<double> &v, int precision = 6)
{
    return v ? QString::number(*v, 'g', precision) : QString();
}

// The row as the writer made it before it wrote bytes directly: a QString per cell.
QString rowAsBefore(const Analysis &a, const OperatorResult &r, double total)
{
    const Operator &op = a.op(r.index);
    const ComponentResult *bound = r.boundComponent ? r.component(*r.boundComponent) : nullptr;
    const ComponentResult *mu = r.maxU();
    const ComponentResult *mr = r.maxR();
    QStringList advice;
    for (const AdviceHit &h : a.adviceOf(r))
        advice << h.id();
    QStringList f;
    f << QString::number(r.index) << csvField(op.name) << csvField(op.type) << csvField(op.coreType)
      << (op.startNs ? QString::number(*op.startNs) : QString()) << QString::number(op.durationUs, 'f', 3)
      << (total > 0 ? QString::number(op.durationUs / total, 'g', 6) : QString()) << categoryId(r.category)
      << (r.boundComponent ? r.boundComponent->toString() : QString()) << num(bound ? bound->U() : std::nullopt)
      << num(bound ? bound->R() : std::nullopt) << num(bound ? bound->E() : std::nullopt)
      << num(mu ? mu->U() : std::nullopt) << num(mr ? mr->R() : std::nullopt) << num(r.estimatedGainUs)
      << workSourceName(r.workSource) << csvField(advice.join(u';')) << csvField(a.evidenceOf(r));
    const ComponentResult *gm = r.component(ComponentKey{ComponentId::Gm, Side::None});
    f << (gm ? num(gm->work.value(u"read"_qs), 12) : QString())
      << (gm ? num(gm->work.value(u"write"_qs), 12) : QString()) << num(gm ? gm->U() : std::nullopt)
      << num(gm ? a.hardware.memoryBandwidthGbs(ComponentId::Gm) : std::nullopt);
    return f.join(u',');
}

} // namespace

class TestAnalysisCsv : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // A cell is quoted when it holds a comma, a quote or a line break anywhere: the scan goes
    // eight characters at a time, so each at every place in and after such a block.
    void aCellWithACharacterThatNeedsQuotesAnywhereIsQuoted()
    {
        for (const QChar special : {QChar(u','), QChar(u'"'), QChar(u'\n'), QChar(u'\r')}) {
            for (int length = 1; length <= 20; ++length) {
                for (int at = 0; at < length; ++at) {
                    QString text(length, u'a');
                    text[at] = special;
                    std::string out;
                    CsvRow(out).text(text);
                    QCOMPARE(QByteArray::fromStdString(out), csvField(text).toUtf8());
                }
            }
        }
        std::string out;
        CsvRow(out).text(u"plain text of twenty-four"_qs);
        QCOMPARE(out, std::string("plain text of twenty-four"));
    }

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

    void everyByteIsWhatTheCellByCellFormattingGave()
    {
        const Analysis a = variedAnalysis(5000);
        QString before = u"index,name,type,core_type,start_ns,duration_us,share_of_total,category,"
                         u"bound_component,bound_U,bound_R,bound_E,max_U,max_R,estimated_gain_us,"
                         u"work_source,advice,evidence,gm_read_bytes,gm_write_bytes,gm_U,gm_bandwidth_gbs\r\n"_qs;
        for (const OperatorResult &r : a.operators)
            before += rowAsBefore(a, r, a.summary.totalDurationUs) + u"\r\n";
        const QByteArray now = analysisToCsv(a);
        const QByteArray expected = before.toUtf8();
        QCOMPARE(now.size(), expected.size());
        QVERIFY(now == expected);
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
