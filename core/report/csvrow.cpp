// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/csvrow.h"

#include "core/format/numberchars.h"
#include "core/format/utf8text.h"

namespace rl {

void CsvRow::separate()
{
    if (!m_first)
        m_out += ',';
    m_first = false;
}

bool CsvRow::needsQuotes(QStringView text)
{
    for (const QChar c : text) {
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
