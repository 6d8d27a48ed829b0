// SPDX-License-Identifier: GPL-3.0-or-later
// The collectives table of the run page (widgets/comm/collectivesmodel.h): a well-behaved model
// over the report's own vector, formatted text with raw sort numbers, the verdict's colour and
// advice, sorting by utilisation lowest first, the heatmap's rank filter, and a quarter of a
// million collectives sorted at once.
#include "communicationfixture.h"
#include "widgets/comm/collectivesmodel.h"
#include "widgets/comm/collectivesproxymodel.h"
#include "widgets/comm/communicationstyle.h"
#include "widgets/common/formatting.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

using namespace rl;
using namespace rl::test;

class TestCollectivesModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void passesTheModelTester()
    {
        CollectivesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setReport(judgedReport(fourRankCommunication()));
        CollectivesProxyModel proxy;
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setCollectivesModel(&model);
        proxy.sort(CollectivesModel::UtilizationColumn);
        proxy.setSourceRanks(1, 1, {});
        proxy.clearSourceRanks();
        model.setReport(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void rowsShowTheJudgedCollectives()
    {
        CollectivesModel model;
        const auto report = judgedReport(fourRankCommunication());
        model.setReport(report);
        QCOMPARE(model.rowCount(), 6);
        QCOMPARE(model.columnCount(), int(CollectivesModel::ColumnCount));
        QCOMPARE(model.headerData(CollectivesModel::UtilizationColumn, Qt::Horizontal).toString(), u"Of the roof"_qs);
        // Row 0: rank 0's all-reduce at 16 of 18 GB/s.
        const auto cell = [&](int row, int column, int role = Qt::DisplayRole) {
            return model.index(row, column).data(role);
        };
        QCOMPARE(cell(0, CollectivesModel::RankColumn).toString(), u"0"_qs);
        QCOMPARE(cell(0, CollectivesModel::NameColumn).toString(), u"hcom_allReduce__1_0_1"_qs);
        QCOMPARE(cell(0, CollectivesModel::GroupColumn).toString(), kAllRanks);
        QCOMPARE(cell(0, CollectivesModel::UtilizationColumn).toString(), u"89%"_qs);
        QCOMPARE(cell(0, CollectivesModel::UtilizationColumn, CollectivesModel::UtilizationRole).toDouble(),
                 16.0 / 18.0);
        QCOMPARE(cell(0, CollectivesModel::UtilizationColumn, CollectivesModel::SortRole).toDouble(), 16.0 / 18.0);
        QCOMPARE(cell(0, CollectivesModel::ElapseColumn, CollectivesModel::SortRole).toDouble(), 10'500.0);
        QCOMPARE(cell(0, CollectivesModel::TransportColumn).toString(), u"HCCS"_qs);
        QCOMPARE(cell(0, CollectivesModel::VerdictColumn).toString(),
                 communicationVerdictDisplayName(CommunicationVerdict::BandwidthBound));
        QCOMPARE(cell(0, CollectivesModel::VerdictColumn, Qt::ForegroundRole).value<QColor>(),
                 communicationVerdictColor(CommunicationVerdict::BandwidthBound));
        QCOMPARE(cell(0, CollectivesModel::VerdictColumn, CollectivesModel::VerdictRole).toInt(),
                 int(CommunicationVerdict::BandwidthBound));
        QCOMPARE(cell(0, CollectivesModel::EvidenceColumn).toString(), report->collectives.front().evidence);
        // The advice is the tooltip of the row; the utilisation cell names the link and roof.
        const QString advice = cell(0, CollectivesModel::VerdictColumn, Qt::ToolTipRole).toString();
        QVERIFY2(advice.contains(report->collectives.front().advice.front().title.toHtmlEscaped()), qPrintable(advice));
        QVERIFY(advice.contains(report->collectives.front().evidence.toHtmlEscaped()));
        QSignalSpy changed(&model, &CollectivesModel::headerDataChanged); // a language switch says them again
        model.retranslate();
        QCOMPARE(changed.count(), 1);
        const QString roof = cell(0, CollectivesModel::UtilizationColumn, Qt::ToolTipRole).toString();
        QVERIFY2(roof.contains(u"16.0 GB/s"_qs) && roof.contains(u"18.0 GB/s"_qs), qPrintable(roof));
        QCOMPARE(cell(3, CollectivesModel::RankColumn, CollectivesModel::CollectiveIndexRole).toInt(), 3);
    }

    void anUnknownFigureIsADashNotZero()
    {
        CommunicationData data;
        CollectiveRecord c = commCollective(0, u"hcom_send__1"_qs, u"p2p"_qs, 1.0, 0.0, {}, kCommStartUs);
        c.elapseMs.reset();
        c.waitRatio.reset();
        data.collectives = {c};
        CollectivesModel model;
        model.setReport(judgedReport(data));
        QCOMPARE(model.index(0, CollectivesModel::ElapseColumn).data().toString(), unknownValue());
        QCOMPARE(model.index(0, CollectivesModel::WaitRatioColumn).data().toString(), unknownValue());
        QCOMPARE(model.index(0, CollectivesModel::UtilizationColumn).data().toString(), unknownValue());
        QVERIFY(!model.index(0, CollectivesModel::UtilizationColumn).data(CollectivesModel::UtilizationRole).isValid());
    }

    void sortingByUtilisationPutsTheLowestFirst()
    {
        CollectivesModel model;
        model.setReport(judgedReport(fourRankCommunication()));
        CollectivesProxyModel proxy;
        proxy.setCollectivesModel(&model);
        proxy.sort(CollectivesModel::UtilizationColumn, Qt::AscendingOrder);
        // Rank 0's broadcast: HCCS at 3 of 18 GB/s, the lowest of its judged links.
        const QModelIndex first = proxy.index(0, CollectivesModel::UtilizationColumn);
        QCOMPARE(first.data(CollectivesModel::CollectiveIndexRole).toInt(), 1);
        QCOMPARE(first.data(CollectivesModel::UtilizationRole).toDouble(), 3.0 / 18.0);
        double previous = -1.0;
        for (int row = 0; row < proxy.rowCount(); ++row) {
            const double u =
                proxy.index(row, CollectivesModel::UtilizationColumn).data(CollectivesModel::SortRole).toDouble();
            QVERIFY(u >= previous);
            previous = u;
        }
        proxy.sort(CollectivesModel::NameColumn, Qt::AscendingOrder); // text columns sort as text
        QVERIFY(proxy.index(0, CollectivesModel::NameColumn).data().toString().startsWith(u"hcom_allReduce"));
    }

    void theFilterKeepsTheSourceRanksOfTheGroups()
    {
        CollectivesModel model;
        model.setReport(judgedReport(fourRankCommunication()));
        CollectivesProxyModel proxy;
        proxy.setCollectivesModel(&model);
        proxy.setSourceRanks(0, 0, {kAllRanks});
        QCOMPARE(proxy.rowCount(), 1); // rank 0's all-reduce, not its broadcast of group (0, 1)
        QCOMPARE(proxy.index(0, CollectivesModel::GroupColumn).data().toString(), kAllRanks);
        proxy.setSourceRanks(0, 1, {});
        QCOMPARE(proxy.rowCount(), 4);
        QVERIFY(proxy.isFiltered());
        proxy.clearSourceRanks();
        QCOMPARE(proxy.rowCount(), 6);
    }

    void aQuarterOfAMillionCollectivesSortAtOnce()
    {
        // Built directly: the table's cost, not the judge's, is what this measures.
        auto report = std::make_shared<CommunicationReport>();
        constexpr int kRows = 250'000;
        report->collectives.resize(kRows);
        for (int i = 0; i < kRows; ++i) {
            JudgedCollective &c = report->collectives[size_t(i)];
            c.rank = i / 64;
            c.name = u"hcom_allReduce"_qs;
            c.group = u"g"_qs;
            c.calls = 1;
            c.elapseUs = double((qint64(i) * 7919) % 10007);
            c.utilization = double((qint64(i) * 104729) % 1000) / 1000.0;
            c.verdict = CommunicationVerdict::Ok;
        }
        CollectivesModel model;
        CollectivesProxyModel proxy;
        proxy.setCollectivesModel(&model);
        QElapsedTimer timer;
        timer.start();
        model.setReport(report);
        proxy.sort(CollectivesModel::UtilizationColumn, Qt::AscendingOrder);
        proxy.setSourceRanks(10, 20, {u"g"_qs});
        const qint64 ms = timer.elapsed();
        QCOMPARE(proxy.rowCount(), 11 * 64);
        QCOMPARE(proxy.index(0, CollectivesModel::UtilizationColumn).data(CollectivesModel::UtilizationRole).toDouble(),
                 0.0);
        QVERIFY2(ms < 5000, qPrintable(QString::number(ms)));
        qInfo("250k collectives: reset, sort and filter in %lld ms", ms);
    }
};

QTEST_MAIN(TestCollectivesModel)
#include "tst_collectivesmodel.moc"
