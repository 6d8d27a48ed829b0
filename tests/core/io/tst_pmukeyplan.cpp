// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/tables/pmukeyplan.h"

#include <QTest>

using namespace rl;
using Name = PmuKeyPlan::Name;
using Prefix = PmuKeyPlan::Prefix;

class TestPmuKeyPlan : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyNameUnderEveryPrefixSitsWhereTheMapHasIt()
    {
        // A row with some of the names the mapping reads, under each spelling, and others.
        MetricMap values;
        values.insert(u"aicore_time"_qs, 1.0);
        values.insert(u"aic_cube_fops"_qs, 2.0);
        values.insert(u"aiv_vec_fops"_qs, 3.0);
        values.insert(u"main_mem_read_bw"_qs, 4.0);
        values.insert(u"aiv_main_mem_write_bw"_qs, 5.0);
        values.insert(u"aic_mac_ratio"_qs, 0.5);
        values.insert(u"unrelated"_qs, 6.0);
        const QStringList keys = values.keys();
        const PmuKeyPlan &plan = PmuKeyPlan::forValues(values);
        int found = 0;
        for (Prefix prefix : PmuKeyPlan::kPrefixes) {
            for (int n = 0; n < int(Name::Count); ++n) {
                const QString full = PmuKeyPlan::text(prefix) + PmuKeyPlan::nameText(Name(n));
                QCOMPARE(plan.entry(prefix, Name(n)), keys.indexOf(full));
                found += plan.entry(prefix, Name(n)) >= 0 ? 1 : 0;
            }
        }
        QCOMPARE(found, 5); // all but aic_mac_ratio (a busy column: busyColumns) and "unrelated"
    }

    void everyNameHasItsOwnText()
    {
        QSet<QString> texts;
        for (int n = 0; n < int(Name::Count); ++n) {
            const QString text = PmuKeyPlan::nameText(Name(n)).toString();
            QVERIFY(!text.isEmpty());
            texts.insert(text);
        }
        QCOMPARE(texts.size(), int(Name::Count));
    }
};

QTEST_GUILESS_MAIN(TestPmuKeyPlan)
#include "tst_pmukeyplan.moc"
