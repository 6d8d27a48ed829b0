// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/tables/csvvalue.h"

#include "core/common/exactpowersoften.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <iterator>
#include <limits>
#include <type_traits>

namespace rl::csv {

namespace {

QStringView unquoted(QStringView t)
{
    t = t.trimmed();
    while (t.size() >= 2 && t.front() == u'"' && t.back() == u'"')
        t = t.mid(1, t.size() - 2).trimmed();
    return t;
}

// Most cells are plain ASCII numbers: let std::from_chars read their bytes. Anything else
// (blanks, quotes, a sign, N/A...) goes the general way; a cell the fast way reads the general
// way would read the same, so the fast way only saves time.
constexpr qsizetype kMaxPlainCell = 63;
constexpr bool isPlainChar(char16_t c)
{
    return (c >= u'0' && c <= u'9') || c == u'.' || c == u'e' || c == u'E' || c == u'-';
}
constexpr bool isAsciiDigit(char16_t c)
{
    return c >= u'0' && c <= u'9';
}
constexpr QByteArrayView kUint32MaxBytes = "4294967295";

bool isPlain(QByteArrayView text)
{
    if (text.isEmpty() || text.size() > kMaxPlainCell)
        return false;
    for (char c : text) {
        if (!isPlainChar(char16_t(uchar(c))))
            return false;
    }
    return true;
}

// Digits with at most one inner dot ("55.161", "0.0", "2884518"), the way profilers write
// nearly every number, read without std::from_chars: nullopt for anything else. Exact: with at
// most 19 digits making a whole number below 2^53 and at most 22 after the dot, it is one
// division by an exact power of ten (kExactPowersOfTen).
template<typename T>
std::optional<T> readDecimal(QByteArrayView text)
{
    constexpr qsizetype kMaxDigits = 19;
    constexpr quint64 kMaxExact = quint64(1) << 53;
    const char *p = text.data();
    const qsizetype n = text.size();
    quint64 digits = 0;
    qsizetype dot = -1;
    // The digits before a dot, then (for a double) those after it: one test per character.
    qsizetype i = 0;
    const auto readDigits = [&] {
        for (; i < n; ++i) {
            const unsigned d = unsigned(uchar(p[i])) - unsigned('0');
            if (d > 9)
                break;
            digits = digits * 10 + d;
        }
    };
    readDigits();
    if constexpr (std::is_floating_point_v<T>) {
        if (i > 0 && i + 1 < n && p[i] == '.') {
            dot = i++;
            readDigits();
        }
    }
    if (i != n)
        return std::nullopt;
    const qsizetype digitCount = dot < 0 ? n : n - 1;
    if (digitCount == 0 || digitCount > kMaxDigits)
        return std::nullopt;
    if constexpr (std::is_floating_point_v<T>) {
        const qsizetype fractionDigits = dot < 0 ? 0 : n - dot - 1;
        if (digits > kMaxExact || fractionDigits >= qsizetype(std::size(kExactPowersOfTen)))
            return std::nullopt;
        return fractionDigits == 0 ? double(digits) : double(digits) / kExactPowersOfTen[fractionDigits];
    } else {
        return digitCount < kMaxDigits ? std::optional<T>(T(digits)) : std::nullopt;
    }
}

// The fast way for one cell: nullopt when it must go the general way.
template<typename T>
std::optional<std::optional<T>> readPlain(QByteArrayView text)
{
    if (text.isEmpty() || text.size() > kMaxPlainCell)
        return std::nullopt;
    // A pipe a kernel did not use writes "0.0" (or "0"): half the metric cells of a long kernel
    // table, said at once.
    if (text.size() == 1 && text[0] == '0')
        return std::optional<T>(T(0));
    if constexpr (std::is_floating_point_v<T>) {
        if (text.size() == 3 && text[0] == '0' && text[1] == '.' && text[2] == '0')
            return std::optional<T>(T(0));
    }
    // A decimal is all plain characters: read in one pass, without checking them first (that
    // pass was a third of reading a number). "4294967295" is the profilers' "no value"
    // (isMissing), read the general way.
    if (const std::optional<T> decimal = readDecimal<T>(text)) {
        if (text.size() == kUint32MaxBytes.size() && text == kUint32MaxBytes)
            return std::nullopt;
        return decimal;
    }
    if (!isPlain(text) || text == kUint32MaxBytes)
        return std::nullopt;
    T v{};
    const char *end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(text.data(), end, v);
    if (error != std::errc() || stop != end)
        return std::nullopt;
    if constexpr (std::is_floating_point_v<T>)
        return std::isfinite(v) ? std::optional<T>(v) : std::nullopt;
    else
        return v >= 0 ? std::optional<T>(v) : std::nullopt;
}

template<typename T>
std::optional<std::optional<T>> readPlain(QStringView text)
{
    if (text.isEmpty() || text.size() > kMaxPlainCell)
        return std::nullopt;
    char buffer[kMaxPlainCell];
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        if (!isPlainChar(c))
            return std::nullopt;
        buffer[i] = char(c);
    }
    return readPlain<T>(QByteArrayView(buffer, text.size()));
}

// Epoch microseconds, an integer part and up to three decimals that count (timestampNs),
// from text already unquoted and trimmed.
template<typename Text, typename Char, typename DigitValue>
std::optional<qint64> timestampOf(const Text &t, Char dotChar, const DigitValue &digitValue)
{
    const qsizetype dot = t.indexOf(dotChar);
    const Text whole = dot < 0 ? t : t.first(dot);
    const Text fraction = dot < 0 ? Text() : t.sliced(dot + 1);
    // INT64_MAX ns is 9223372036854775 µs (year 2262): longer integer parts cannot fit.
    constexpr qint64 kMaxUs = std::numeric_limits<qint64>::max() / 1000 - 1;
    if (whole.isEmpty() || whole.size() > 16)
        return std::nullopt;
    qint64 us = 0;
    for (auto c : whole) {
        const int d = digitValue(c);
        if (d < 0)
            return std::nullopt;
        us = us * 10 + d;
    }
    if (us > kMaxUs)
        return std::nullopt;
    qint64 ns = 0;
    int digits = 0;
    bool roundUp = false;
    for (auto c : fraction) {
        const int d = digitValue(c);
        if (d < 0)
            return std::nullopt;
        if (digits < 3)
            ns = ns * 10 + d;
        else if (digits == 3)
            roundUp = d >= 5;
        ++digits;
    }
    for (int i = digits; i < 3; ++i)
        ns *= 10;
    return us * 1000 + ns + (roundUp ? 1 : 0);
}

} // namespace

bool isMissing(QStringView text)
{
    const QStringView t = unquoted(text);
    return t.isEmpty() || t == u"N/A" || t == u"NA" || t == u"n/a" || t == u"4294967295";
}

std::optional<double> number(QStringView text)
{
    if (const auto plain = readPlain<double>(text))
        return *plain;
    if (isMissing(text))
        return std::nullopt;
    bool ok = false;
    const double v = unquoted(text).toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

std::optional<qint64> count(QStringView text)
{
    if (const auto plain = readPlain<qint64>(text))
        return *plain;
    if (isMissing(text))
        return std::nullopt;
    bool ok = false;
    const qint64 v = unquoted(text).toLongLong(&ok);
    if (!ok || v < 0)
        return std::nullopt;
    return v;
}

bool isNonNumeric(QStringView text)
{
    return !isMissing(text) && !number(text);
}

std::optional<qint64> timestampNs(QStringView cell)
{
    if (isMissing(cell))
        return std::nullopt;
    return timestampOf(unquoted(cell), u'.', [](QChar c) { return c.isDigit() ? c.digitValue() : -1; });
}

QString text(QStringView cell)
{
    if (isMissing(cell))
        return {};
    QString s = cell.toString();
    s.remove(u'"');
    return s.trimmed();
}

bool isMissing(QByteArrayView cell)
{
    if (cell.isEmpty() || cell == "N/A" || cell == "NA" || cell == "n/a")
        return true;
    if (isPlain(cell))
        return cell == kUint32MaxBytes;
    // ASCII text (a quoted shape, a name, a type) is unquoted and compared as bytes: made into
    // a QString first, the tensor cells of every row were a tenth of reading the row. The bytes
    // are the text's characters, and QChar::isSpace is true of exactly these ASCII ones.
    if (!std::all_of(cell.begin(), cell.end(), [](char c) { return uchar(c) < 0x80; }))
        return isMissing(QString::fromUtf8(cell));
    const auto trimmed = [](QByteArrayView t) {
        const auto isSpace = [](char c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
        while (!t.isEmpty() && isSpace(t.front()))
            t = t.sliced(1);
        while (!t.isEmpty() && isSpace(t.back()))
            t.chop(1);
        return t;
    };
    QByteArrayView t = trimmed(cell);
    while (t.size() >= 2 && t.front() == '"' && t.back() == '"')
        t = trimmed(t.sliced(1, t.size() - 2));
    return t.isEmpty() || t == "N/A" || t == "NA" || t == "n/a" || t == kUint32MaxBytes;
}

// The profilers' "no value" is no number either way: said here, not found by the text way
// (a whole column of a kernel table, Model ID, holds it).
std::optional<double> number(QByteArrayView cell)
{
    if (const auto plain = readPlain<double>(cell))
        return *plain;
    if (cell == kUint32MaxBytes)
        return std::nullopt;
    return number(QString::fromUtf8(cell));
}

std::optional<qint64> count(QByteArrayView cell)
{
    if (const auto plain = readPlain<qint64>(cell))
        return *plain;
    if (cell == kUint32MaxBytes)
        return std::nullopt;
    return count(QString::fromUtf8(cell));
}

std::optional<qint64> timestampNs(QByteArrayView cell)
{
    // Digits and a dot, as profilers write them, are read in place; a cell that is missing
    // or anything else is read as text.
    const bool digitsAndDot = !cell.isEmpty()
        && std::all_of(cell.begin(), cell.end(), [](char c) { return isAsciiDigit(char16_t(uchar(c))) || c == '.'; });
    if (!digitsAndDot || cell == kUint32MaxBytes)
        return timestampNs(QString::fromUtf8(cell));
    return timestampOf(cell, '.', [](char c) { return isAsciiDigit(char16_t(uchar(c))) ? int(c - '0') : -1; });
}

} // namespace rl::csv
