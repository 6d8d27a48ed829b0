// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QtGlobal>

#include <algorithm>
#include <string>
#include <vector>

namespace rl {

// One record of a CSV file as the UTF-8 bytes of its fields, trailing TAB/space removed, as
// CsvReader::next() would make them into text. An unquoted field is a view of the input; a
// quoted one is unquoted into the record's own bytes. A long kernel table is read this way:
// making every cell a QString first was most of what reading a row cost. A record is reused
// from row to row (CsvReader::nextRaw), so its storage is allocated once.
class CsvRawRecord
{
public:
    qsizetype size() const { return m_count; }
    QByteArrayView field(qsizetype i) const
    {
        const Span &s = m_spans[size_t(i)];
        return {(s.own ? m_own.data() : m_input) + s.begin, s.size};
    }
    // The field as text, for messages and for the fields kept as text.
    QString text(qsizetype i) const { return QString::fromUtf8(field(i)); }

    int line = 0;      // the physical line the record starts on (1-based)
    qint64 offset = 0; // byte offset of its first character

private:
    friend class CsvReader;
    struct Span
    {
        qsizetype begin;
        qsizetype size;
        bool own; // in m_own, else in the input
    };
    void clear(const char *input)
    {
        m_input = input;
        m_count = 0;
        m_own.clear();
    }
    // Spans are written into storage kept from record to record: a record of a long table
    // has dozens of fields, and a vector's push_back (not inlined) was a tenth of reading one.
    void append(const Span &span)
    {
        if (size_t(m_count) == m_spans.size())
            m_spans.resize(std::max<size_t>(16, 2 * m_spans.size()));
        m_spans[size_t(m_count++)] = span;
    }

    const char *m_input = nullptr;
    std::vector<Span> m_spans; // the first m_count are this record's
    qsizetype m_count = 0;
    std::string m_own; // the quoted fields' text (kept when cleared, unlike a QByteArray's)
};

} // namespace rl
