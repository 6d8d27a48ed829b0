// SPDX-License-Identifier: GPL-3.0-or-later
// writeShortestDigits gives the bytes nlohmann::detail::to_chars gives: the JSON writer's
// numbers that need the search for the shortest digits (core/format/jsonnumber.cpp) go
// through it, and nlohmann dumps the rest of the same documents.
#include "core/format/shortestdigits.h"

#include <nlohmann/detail/conversions/to_chars.hpp>

#include <QString>
#include <QTest>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <vector>

using namespace rl;

namespace {

std::string nlohmannBytes(double value)
{
    char text[64];
    return {text, nlohmann::detail::to_chars(text, text + sizeof text, value)};
}

std::string ourBytes(double value)
{
    char text[kShortestDigitsRoom];
    return {text, writeShortestDigits(text, value)};
}

// The first of `values` written otherwise than nlohmann writes it, with both texts; empty when
// every one is the same.
QString firstWrittenOtherwise(const std::vector<double> &values)
{
    for (double v : values) {
        const std::string expected = nlohmannBytes(v), written = ourBytes(v);
        if (written != expected)
            return u"%1 (bits %2): %3 written, %4 expected"_qs.arg(v, 0, 'g', 17)
                .arg(std::bit_cast<std::uint64_t>(v), 16, 16, QLatin1Char('0'))
                .arg(QString::fromStdString(written), QString::fromStdString(expected));
    }
    return {};
}

// A value with its two neighbours, both signs.
void addWithNeighbours(std::vector<double> &values, double v)
{
    for (double w : {v, std::nextafter(v, 0.0), std::nextafter(v, std::numeric_limits<double>::infinity())}) {
        if (std::isfinite(w))
            values.insert(values.end(), {w, -w});
    }
}

} // namespace

class TestShortestDigits : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Zeros, the extremes, denormals (whose significand is not normalised), every power of two
    // (where the lower boundary is closer), powers of ten and the layout's edges (10^-5 to
    // 10^-4 and 10^15 to 10^16, where the exponent form starts).
    void edgesAreNlohmannsBytes()
    {
        std::vector<double> values{0.0, -0.0};
        constexpr double kMax = std::numeric_limits<double>::max();
        constexpr double kMinNormal = std::numeric_limits<double>::min();
        constexpr double kMinDenormal = std::numeric_limits<double>::denorm_min();
        for (double v : {kMax, kMinNormal, kMinDenormal, kMinNormal - kMinDenormal, 2 * kMinDenormal, 0.1, 1.0 / 3.0})
            addWithNeighbours(values, v);
        for (int e = -1074; e <= 1023; ++e)
            addWithNeighbours(values, std::ldexp(1.0, e));
        for (int e = -323; e <= 308; ++e)
            addWithNeighbours(values, std::pow(10.0, e));
        for (double edge : {1e-5, 1.5e-5, 1e-4, 9.99e-5, 1e15, 1e16, 9.999999999999998e15, 123456789012345678.0})
            addWithNeighbours(values, edge);
        const QString differs = firstWrittenOtherwise(values);
        QVERIFY2(differs.isEmpty(), qPrintable(differs));
    }

    // Doubles of every bit pattern, denormals among them, and ratios like an operator's U, R and
    // E (most of what a long run searches): a harness compared 840 million more.
    void randomDoublesAreNlohmannsBytes()
    {
        std::mt19937_64 random(20261207);
        std::uniform_real_distribution<double> ratio(0.0, 1.0);
        std::vector<double> values;
        for (int i = 0; i < 200000; ++i) {
            const std::uint64_t bits = random();
            const double any = std::bit_cast<double>(bits);
            if (std::isfinite(any))
                values.push_back(any);
            values.push_back(std::bit_cast<double>(bits & 0x800FFFFFFFFFFFFFu)); // a denormal
            values.push_back(ratio(random));
            values.push_back(ratio(random) * 1000.0 / double(1 + random() % 1000));
        }
        const QString differs = firstWrittenOtherwise(values);
        QVERIFY2(differs.isEmpty(), qPrintable(differs));
    }
};

QTEST_APPLESS_MAIN(TestShortestDigits)
#include "tst_shortestdigits.moc"
