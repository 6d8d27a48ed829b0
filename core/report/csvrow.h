// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringView>

#include <cstdint>
#include <optional>
#include <string>

namespace rl {

// One CSV row written straight into a block's bytes, cell by cell, the separators put in
// between: the cells are the bytes csvField, QString::number and toUtf8 gave, without a QString
// per cell (a long run's table is millions of cells; see core/format/README.md).
class CsvRow
{
public:
    explicit CsvRow(std::string &out) : m_out(out) { }

    // Text quoted when it needs it, as csvField does.
    CsvRow &text(QStringView text);
    // The texts of `items` joined by `separator` as one cell, quoted as csvField would quote
    // the joined text.
    template<typename Range, typename TextOf>
    CsvRow &joinedText(const Range &items, char16_t separator, const TextOf &textOf)
    {
        separate();
        bool quote = needsQuotes(QStringView(&separator, 1));
        for (const auto &item : items)
            quote = quote || needsQuotes(textOf(item));
        if (quote)
            m_out += '"';
        bool first = true;
        for (const auto &item : items) {
            if (!first)
                appendCellText(QStringView(&separator, 1), quote);
            first = false;
            appendCellText(textOf(item), quote);
        }
        if (quote)
            m_out += '"';
        return *this;
    }
    // Text as it is: identifiers that never hold a separator.
    CsvRow &plain(QStringView text);
    CsvRow &empty();
    CsvRow &empties(int count);
    CsvRow &integer(std::int64_t value);
    // QString::number(value, 'g', precision); an empty cell for none.
    CsvRow &significant(double value, int precision = 6);
    CsvRow &significant(const std::optional<double> &value, int precision = 6);
    // QString::number(value, 'f', decimals).
    CsvRow &fixed(double value, int decimals);
    // Ends the row (CRLF, RFC 4180).
    void end();

private:
    void separate();
    static bool needsQuotes(QStringView text);
    // The text's bytes, its quotes doubled inside a quoted cell.
    void appendCellText(QStringView text, bool quoted);

    std::string &m_out;
    bool m_first = true;
};

} // namespace rl
