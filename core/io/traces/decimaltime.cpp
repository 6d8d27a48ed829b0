// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/traces/decimaltime.h"

#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>
#include <string>

namespace rl {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

std::optional<qint64> viaDouble(std::string_view text)
{
    // std::from_chars for double is not in every libstdc++ we target; strtod needs a
    // terminated copy, which is fine for this rare path.
    const std::string copy(text);
    char *end = nullptr;
    const double us = std::strtod(copy.c_str(), &end);
    if (end != copy.c_str() + copy.size() || !std::isfinite(us))
        return std::nullopt;
    const double ns = us * 1000.0;
    if (std::fabs(ns) >= 9.2e18)
        return std::nullopt;
    return qint64(std::llround(ns));
}

} // namespace

std::optional<qint64> microsTextToNanos(std::string_view text)
{
    while (!text.empty() && isSpace(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && isSpace(text.back()))
        text.remove_suffix(1);
    if (text.empty())
        return std::nullopt;

    size_t i = 0;
    const bool negative = text[0] == '-';
    if (negative || text[0] == '+')
        ++i;
    constexpr qint64 kMaxWholeMicros = std::numeric_limits<qint64>::max() / 1000 - 1;
    qint64 whole = 0;
    size_t digits = 0;
    if constexpr (Q_BYTE_ORDER == Q_LITTLE_ENDIAN) {
        while (i + 8 <= text.size()) {
            quint64 v;
            std::memcpy(&v, text.data() + i, 8);
            if (!decimal::eightDigits(v))
                break;
            if (whole > kMaxWholeMicros / 100000000)
                return std::nullopt;
            whole = whole * 100000000 + qint64(decimal::eightDigitsValue(v));
            if (whole > kMaxWholeMicros)
                return std::nullopt;
            i += 8;
            digits += 8;
        }
    }
    for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i, ++digits) {
        whole = whole * 10 + (text[i] - '0');
        if (whole > kMaxWholeMicros)
            return std::nullopt;
    }
    qint64 fractionNs = 0;
    bool roundUp = false;
    if (i < text.size() && text[i] == '.') {
        ++i;
        int place = 0;
        for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i, ++place, ++digits) {
            if (place < 3)
                fractionNs = fractionNs * 10 + (text[i] - '0');
            else if (place == 3)
                roundUp = text[i] >= '5';
        }
        for (; place < 3; ++place)
            fractionNs *= 10;
    }
    if (digits == 0)
        return std::nullopt;
    if (i < text.size() && (text[i] == 'e' || text[i] == 'E'))
        return viaDouble(text);
    if (i != text.size())
        return std::nullopt;
    const qint64 magnitude = whole * 1000 + fractionNs + (roundUp ? 1 : 0);
    return negative ? -magnitude : magnitude;
}

} // namespace rl
