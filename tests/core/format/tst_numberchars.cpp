// SPDX-License-Identifier: GPL-3.0-or-later
// The number bytes the CSV writers append are exactly QString::number's, for 'g' and 'f' at
// every precision the writers use and beyond: the edges (zeros, denormals, exact halves,
// exponents of every width, non-finite values) and 200,000 random doubles (2 million were checked once by hand; CI runs
// this under the sanitizers too).
#include "core/format/numberchars.h"

#include <QString>
#include <QTest>

#include <cmath>
#include <cstring>
#include <limits>
#include <random>

using namespace rl;

namespace {

std::string significant(double v, int precision)
{
    std::string out;
    appendSignificant(out, v, precision);
    return out;
}

std::string fixed(double v, int decimals)
{
    std::string out;
    appendFixed(out, v, decimals);
    return out;
}

std::string qt(double v, char format, int precision)
{
    return QString::number(v, format, precision).toUtf8().toStdString();
}

// Both formats at `precision`; the first difference as a message, empty when none.
QString differenceAt(double v, int precision)
{
    const std::string g = significant(v, precision), f = fixed(v, precision);
    if (g != qt(v, 'g', precision))
        return u"%1 'g' %2: %3, Qt %4"_qs.arg(QString::number(v, 'g', 17))
            .arg(precision)
            .arg(QString::fromStdString(g), QString::fromStdString(qt(v, 'g', precision)));
    if (f != qt(v, 'f', precision))
        return u"%1 'f' %2: %3, Qt %4"_qs.arg(QString::number(v, 'g', 17))
            .arg(precision)
            .arg(QString::fromStdString(f), QString::fromStdString(qt(v, 'f', precision)));
    return {};
}

} // namespace

class TestNumberChars : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void edgesAreQtsBytesAtEveryPrecision()
    {
        constexpr double inf = std::numeric_limits<double>::infinity();
        const double edges[] = {0.0,
                                -0.0,
                                std::numeric_limits<double>::denorm_min(),
                                -std::numeric_limits<double>::denorm_min(),
                                std::numeric_limits<double>::min(),
                                2.5e-310,
                                std::numeric_limits<double>::max(),
                                -std::numeric_limits<double>::max(),
                                1e-5,
                                -1e-5,
                                1.5e-5,
                                1e16,
                                1e17,
                                9.2e18,
                                1e21,
                                1e22,
                                1e100,
                                1e-100,
                                1e300,
                                1e-300,
                                123456.5,
                                -123456.5,
                                1234565.0,
                                999999.5,
                                9.9999995,
                                99999.95,
                                0.5,
                                1.5,
                                2.5,
                                -2.5,
                                0.125,
                                0.0625,
                                -0.0001,
                                -0.0005,
                                0.1,
                                0.15,
                                1.0 / 3.0,
                                98.673,
                                1e6,
                                123456789012.0,
                                inf,
                                -inf,
                                std::numeric_limits<double>::quiet_NaN(),
                                -std::numeric_limits<double>::quiet_NaN()};
        for (double v : edges) {
            for (int precision = 0; precision <= 20; ++precision) {
                const QString difference = differenceAt(v, precision);
                QVERIFY2(difference.isEmpty(), qPrintable(difference));
            }
        }
    }

    void aNegativeZeroLosesItsSignAsInQt()
    {
        QCOMPARE(significant(-0.0, 6), std::string("0"));
        QCOMPARE(fixed(-0.0, 3), std::string("0.000"));
        QCOMPARE(fixed(-0.0001, 3), qt(-0.0001, 'f', 3));
    }

    void exactHalvesRoundAwayFromZeroAsInQt()
    {
        QCOMPARE(significant(123456.5, 6), std::string("123457"));
        QCOMPARE(fixed(0.125, 2), std::string("0.13"));
        QCOMPARE(fixed(-2.5, 0), std::string("-3"));
    }

    void integersAreQtsBytes()
    {
        for (qint64 v : {qint64(0), qint64(-1), qint64(42), std::numeric_limits<qint64>::max(),
                         std::numeric_limits<qint64>::min()}) {
            std::string out;
            appendInteger(out, v);
            QCOMPARE(out, QString::number(v).toUtf8().toStdString());
        }
    }

    // Any bit pattern, dyadic fractions (which hold every exact half), decimals of a few places
    // and plain magnitudes, at precisions 0 to 17.
    // Up to six places the digits come from exact integer rounding: halves of every place (at
    // each side of a half, too), percentages, durations of three places, and both ends of the range.
    void fixedPlacesOfTableValuesAreQtsBytes()
    {
        std::mt19937_64 random(2026);
        for (int decimals = 0; decimals <= 6; ++decimals) {
            const double place = std::pow(10.0, decimals);
            for (int i = 0; i < 20'000; ++i) {
                const double half = (double(random() % 100'000'000) + 0.5) / place;
                const double fraction = double(random() >> 11) / 9007199254740992.0;
                for (double v :
                     {half, std::nextafter(half, 0.0), std::nextafter(half, 1e300), fraction * 100.0,
                      double(random() % 10'000'000) / 1000.0, std::ldexp(fraction, int(random() % 70) - 31)}) {
                    for (double signedValue : {v, -v}) {
                        if (fixed(signedValue, decimals) != qt(signedValue, 'f', decimals))
                            QFAIL(qPrintable(u"%1 at %2 places: %3 written, %4 expected"_qs.arg(signedValue, 0, 'g', 17)
                                                 .arg(decimals)
                                                 .arg(QString::fromStdString(fixed(signedValue, decimals)),
                                                      QString::fromStdString(qt(signedValue, 'f', decimals)))));
                    }
                }
            }
        }
        for (double edge :
             {0x1p-30, std::nextafter(0x1p-30, 0.0), 0x1p39, std::nextafter(0x1p39, 0.0), 0.05, 0.45, 2.675})
            QCOMPARE(fixed(edge, 1), qt(edge, 'f', 1));
    }

    // Significant digits without an exponent (10^-4 to below 10^precision) come from exact
    // integer rounding too: every precision, halves, values that round up to a new first digit
    // (9.9999995), the powers of ten and their neighbours, ratios.
    void significantDigitsOfTableValuesAreQtsBytes()
    {
        std::mt19937_64 random(4141);
        for (int precision = 1; precision <= 17; ++precision) {
            for (int i = 0; i < 6'000; ++i) {
                const double power = std::pow(10.0, int(random() % 20) - 5);
                const double fraction = double(random() >> 11) / 9007199254740992.0;
                const double half = (double(random() % 100'000'000) + 0.5) / std::pow(10.0, int(random() % 12));
                for (double v :
                     {half, std::nextafter(half, 0.0), std::nextafter(half, 1e300), power, std::nextafter(power, 0.0),
                      std::nextafter(power, 1e300), power * 9.9999995, fraction, fraction / 1800.0, fraction * 1e6}) {
                    for (double signedValue : {v, -v}) {
                        if (significant(signedValue, precision) != qt(signedValue, 'g', precision))
                            QFAIL(qPrintable(u"%1 to %2 digits: %3 written, %4 expected"_qs.arg(signedValue, 0, 'g', 17)
                                                 .arg(precision)
                                                 .arg(QString::fromStdString(significant(signedValue, precision)),
                                                      QString::fromStdString(qt(signedValue, 'g', precision)))));
                    }
                }
            }
        }
    }

    void twoHundredThousandRandomDoublesAreQtsBytes()
    {
        std::mt19937_64 random(41);
        for (int i = 0; i < 200'000; ++i) {
            double v = 0.0;
            const std::uint64_t bits = random();
            switch (i % 4) {
            case 0:
                std::memcpy(&v, &bits, sizeof v);
                break;
            case 1:
                v = std::ldexp(double(bits >> 11), int(random() % 80) - 70);
                break;
            case 2:
                v = double(std::int64_t(random() % 2'000'000) - 1'000'000) / std::pow(10.0, int(random() % 8));
                break;
            default:
                v = std::uniform_real_distribution<double>(-1e7, 1e7)(random);
                break;
            }
            const QString difference = differenceAt(i % 2 ? -v : v, int(random() % 18));
            if (!difference.isEmpty())
                QFAIL(qPrintable(difference));
        }
    }
};

QTEST_GUILESS_MAIN(TestNumberChars)
#include "tst_numberchars.moc"
