// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/tables/csvvalue.h"

#include <charconv>
#include <cmath>
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

// Most cells are plain ASCII numbers: copy them to bytes once and let std::from_chars read
// them. Anything else (blanks, quotes, a sign, N/A...) goes the general way; a cell the fast
// way reads the general way would read the same, so the fast way only saves time.
constexpr qsizetype kMaxPlainCell = 63;
const char *plainAscii(QStringView text, char (&buffer)[kMaxPlainCell + 1])
{
    if (text.isEmpty() || text.size() > kMaxPlainCell)
        return nullptr;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        if (!((c >= u'0' && c <= u'9') || c == u'.' || c == u'e' || c == u'E' || c == u'-'))
            return nullptr;
        buffer[i] = char(c);
    }
    return buffer + text.size();
}

constexpr QStringView kUint32Max = u"4294967295";

// The fast way for one cell: nullopt when it must go the general way.
template<typename T>
std::optional<std::optional<T>> readPlain(QStringView text)
{
    char buffer[kMaxPlainCell + 1];
    const char *end = plainAscii(text, buffer);
    if (!end || text == kUint32Max)
        return std::nullopt;
    T v{};
    const auto [stop, error] = std::from_chars(buffer, end, v);
    if (error != std::errc() || stop != end)
        return std::nullopt;
    if constexpr (std::is_floating_point_v<T>)
        return std::isfinite(v) ? std::optional<T>(v) : std::nullopt;
    else
        return v >= 0 ? std::optional<T>(v) : std::nullopt;
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
    const QStringView t = unquoted(cell);
    const qsizetype dot = t.indexOf(u'.');
    const QStringView whole = dot < 0 ? t : t.left(dot);
    const QStringView fraction = dot < 0 ? QStringView() : t.mid(dot + 1);
    // INT64_MAX ns is 9223372036854775 µs (year 2262): longer integer parts cannot fit.
    constexpr qint64 kMaxUs = std::numeric_limits<qint64>::max() / 1000 - 1;
    if (whole.isEmpty() || whole.size() > 16)
        return std::nullopt;
    qint64 us = 0;
    for (QChar c : whole) {
        if (!c.isDigit())
            return std::nullopt;
        us = us * 10 + c.digitValue();
    }
    if (us > kMaxUs)
        return std::nullopt;
    qint64 ns = 0;
    int digits = 0;
    bool roundUp = false;
    for (QChar c : fraction) {
        if (!c.isDigit())
            return std::nullopt;
        if (digits < 3)
            ns = ns * 10 + c.digitValue();
        else if (digits == 3)
            roundUp = c.digitValue() >= 5;
        ++digits;
    }
    for (int i = digits; i < 3; ++i)
        ns *= 10;
    return us * 1000 + ns + (roundUp ? 1 : 0);
}

QString text(QStringView cell)
{
    if (isMissing(cell))
        return {};
    QString s = cell.toString();
    s.remove(u'"');
    return s.trimmed();
}

} // namespace rl::csv
