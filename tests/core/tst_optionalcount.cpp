// SPDX-License-Identifier: GPL-3.0-or-later
// OptionalCount stands in for std::optional<int> in the per-kernel records (block counts): it
// must behave as one, and the one value it cannot hold as itself must stay an impossible count.
#include "core/common/optionalcount.h"

#include <QTest>

#include <climits>

using namespace rl;

class TestOptionalCount : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void behavesAsStdOptionalForEveryKindOfInt()
    {
        for (int v : {0, 1, -1, 48, INT_MAX, INT_MIN + 1}) {
            const OptionalCount n = v;
            QVERIFY(n.has_value());
            QVERIFY(bool(n));
            QCOMPARE(*n, v);
            QCOMPARE(*std::optional<int>(n), v);
            QCOMPARE(n.value_or(7), v);
        }
        const OptionalCount none;
        QVERIFY(!none.has_value());
        QCOMPARE(none.value_or(7), 7);
        QVERIFY(!std::optional<int>(none));
        QCOMPARE(sizeof(OptionalCount), sizeof(int));
    }

    void theValueThatMeansNoneGivenAsAValueStaysANegativeValue()
    {
        const OptionalCount n = INT_MIN;
        QVERIFY(n.has_value());
        QVERIFY(*n < 0); // still an impossible count, so it is still reported as one
        QVERIFY(OptionalCount(std::optional<int>(INT_MIN)).has_value());
    }

    void comparesAsStdOptionalDoes()
    {
        QVERIFY(OptionalCount() == OptionalCount());
        QVERIFY(OptionalCount() == std::nullopt);
        QVERIFY(OptionalCount(2) == OptionalCount(2));
        QVERIFY(!(OptionalCount(2) == OptionalCount()));
        QVERIFY(!(OptionalCount(2) == OptionalCount(3)));
        QVERIFY(OptionalCount() == std::optional<int>());
        QVERIFY(std::optional<int>() == OptionalCount());
        QVERIFY(std::optional<int>(2) == OptionalCount(2));
        QVERIFY(!(std::optional<int>(2) == OptionalCount()));
        QVERIFY(!(OptionalCount(0) == std::optional<int>()));
    }

    void assignsAndResetsAsStdOptionalDoes()
    {
        OptionalCount n;
        n = 3;
        QCOMPARE(*n, 3);
        n = std::nullopt;
        QVERIFY(!n);
        n = std::optional<int>(4);
        QCOMPARE(*n, 4);
        n.reset();
        QVERIFY(!n);
    }
};

QTEST_GUILESS_MAIN(TestOptionalCount)
#include "tst_optionalcount.moc"
