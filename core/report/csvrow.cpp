// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/csvrow.h"

#include "core/format/numberchars.h"
#include "core/format/utf8text.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace rl {

void CsvRow::separate()
{
    if (!m_first)
        m_out += ',';
    m_first = false;
}

bool CsvRow::needsQuotes(QStringView text)
{
    const auto *units = reinterpret_cast<const char16_t *>(text.data());
    const qsizetype n = text.size();
    qsizetype i = 0;
#if defined(__SSE2__)
    // Eight units at a time: every row's name and evidence sentence is scanned, a unit at a time
    // was a few per cent of a long run's CSV.
    const __m128i comma = _mm_set1_epi16(','), quote = _mm_set1_epi16('"'), lineFeed = _mm_set1_epi16('\n'),
                  carriageReturn = _mm_set1_epi16('\r');
    for (; i + 8 <= n; i += 8) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(units + i));
        const __m128i special = _mm_or_si128(
            _mm_or_si128(_mm_cmpeq_epi16(v, comma), _mm_cmpeq_epi16(v, quote)),
            _mm_or_si128(_mm_cmpeq_epi16(v, lineFeed), _mm_cmpeq_epi16(v, carriageReturn)));
        if (_mm_movemask_epi8(special) != 0)
            return true;
    }
#endif
    for (; i < n; ++i) {
        const char16_t c = units[i];
        if (c == u',' || c == u'"' || c == u'\n' || c == u'\r')
            return true;
    }
    return false;
}

void CsvRow::appendCellText(QStringView text, bool quoted)
{
    if (!quoted) {
        appendUtf8(m_out, text);
        return;
    }
    for (qsizetype from = 0;;) {
        const qsizetype quoteAt = text.indexOf(u'"', from);
        if (quoteAt < 0) {
            appendUtf8(m_out, text.mid(from));
            return;
        }
        appendUtf8(m_out, text.mid(from, quoteAt + 1 - from));
        m_out += '"';
        from = quoteAt + 1;
    }
}

CsvRow &CsvRow::text(QStringView text)
{
    separate();
    const bool quote = needsQuotes(text);
    if (quote)
        m_out += '"';
    appendCellText(text, quote);
    if (quote)
        m_out += '"';
    return *this;
}

CsvRow &CsvRow::plain(QStringView text)
{
    separate();
    appendUtf8(m_out, text);
    return *this;
}

CsvRow &CsvRow::empty()
{
    separate();
    return *this;
}

CsvRow &CsvRow::empties(int count)
{
    for (int i = 0; i < count; ++i)
        separate();
    return *this;
}

CsvRow &CsvRow::integer(std::int64_t value)
{
    separate();
    appendInteger(m_out, value);
    return *this;
}

CsvRow &CsvRow::significant(double value, int precision)
{
    separate();
    appendSignificant(m_out, value, precision);
    return *this;
}

CsvRow &CsvRow::significant(const std::optional<double> &value, int precision)
{
    separate();
    if (value)
        appendSignificant(m_out, *value, precision);
    return *this;
}

CsvRow &CsvRow::fixed(double value, int decimals)
{
    separate();
    appendFixed(m_out, value, decimals);
    return *this;
}

void CsvRow::end()
{
    m_out += "\r\n";
}

} // namespace rl
