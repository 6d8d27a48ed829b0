// SPDX-License-Identifier: GPL-3.0-or-later
// OptionalNumber stands in for std::optional<double> in the per-kernel results: it must behave
// as one, including for the values an analysis can compute (NaN, infinities, -0).
#include "core/common/optionalnumber.h"

#include <QTest>

#include <cmath>
#include <cstring>
#include <limits>

using namespace rl;

class TestOptionalNumber : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void behavesAsStdOptionalForEveryKindOfDouble()
    {
        const double nan = std::numeric_limits<double>::quiet_NaN();
        for (double v : {0.0, -0.0, 1.5, -3e300, 4.9e-324, std::numeric_limits<double>::infinity(), nan}) {
            const OptionalNumber n = v;
            QVERIFY(n.has_value());
            QVERIFY(bool(n));
            const double back = *std::optional<double>(n);
            QVERIFY(std::memcmp(&v, &back, sizeof v) == 0); // the very bits
            QCOMPARE(std::isnan(n.value_or(1.0)), std::isnan(v));
        }
        const OptionalNumber none;
        QVERIFY(!none.has_value());
        QCOMPARE(none.value_or(7.0), 7.0);
        QVERIFY(!std::optional<double>(none));
        QCOMPARE(sizeof(OptionalNumber), sizeof(double));
    }

    void aComputedNaNIsAValueSoTheNonFiniteCheckSeesIt()
    {
        const double zero = 0.0;
        const OptionalNumber n = zero / zero;
        QVERIFY(n.has_value());
        QVERIFY(!std::isfinite(*n));
    }

    void theBitsThatMeanNoneGivenAsAValueAreANaNValue()
    {
        const std::uint64_t none = 0x7ff4'0000'0000'deadULL;
        double v;
        std::memcpy(&v, &none, sizeof v);
        const OptionalNumber n = v;
        QVERIFY(n.has_value());
        QVERIFY(std::isnan(*n));
    }

    void comparesAsStdOptionalDoes()
    {
        QVERIFY(OptionalNumber() == OptionalNumber());
        QVERIFY(OptionalNumber() == std::nullopt);
        QVERIFY(OptionalNumber(2.0) == OptionalNumber(2.0));
        QVERIFY(!(OptionalNumber(2.0) == OptionalNumber()));
        QVERIFY(!(OptionalNumber(2.0) == OptionalNumber(3.0)));
        // Against std::optional, in both orders, empty equals empty.
        QVERIFY(OptionalNumber() == std::optional<double>());
        QVERIFY(std::optional<double>() == OptionalNumber());
        QVERIFY(std::optional<double>(2.0) == OptionalNumber(2.0));
        QVERIFY(!(std::optional<double>(2.0) == OptionalNumber()));
    }

    void assignsAndResetsAsStdOptionalDoes()
    {
        OptionalNumber n;
        n = 3.0;
        QCOMPARE(*n, 3.0);
        n = std::nullopt;
        QVERIFY(!n);
        n = std::optional<double>(4.0);
        QCOMPARE(*n, 4.0);
        n.reset();
        QVERIFY(!n);
    }
};

QTEST_GUILESS_MAIN(TestOptionalNumber)
#include "tst_optionalnumber.moc"
