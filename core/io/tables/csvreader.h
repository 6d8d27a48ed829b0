// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/result.h"

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace rl {

// One record of a CSV file with the physical line it starts on (1-based), so messages can
// point at the line a user sees in an editor even when quoted fields span several lines.
struct CsvRecord
{
    QStringList fields;
    int line = 0;
    qint64 offset = 0; // byte offset of the record's first character
};

// RFC-4180 reader over a memory-mapped (or, failing that, fully read) file. Handles a UTF-8
// BOM, CRLF and LF, quoted fields holding `,`, `;`, `"` and newlines, and strips the trailing
// TAB/space torch_npu appends to timestamps (core/io/README.md §0.3, §1.1). Records are produced
// one at a time, so a large table is never held twice in memory.
class CsvReader
{
public:
    // Opens `path`; an unreadable file is an Io error, an empty one an Input error, and a file
    // with NUL bytes in its first kilobytes (binary junk) an Unsupported error.
    static Result<std::unique_ptr<CsvReader>> open(const QString &path);
    // Reads from memory; `path` only names the source in messages.
    static std::unique_ptr<CsvReader> fromData(QByteArray data, const QString &path);

    // The next record, std::nullopt at the end of the input or after an error (see error()).
    std::optional<CsvRecord> next();
    // Set when the input ended inside a quoted field (a truncated file) or a record is larger
    // than any profiler writes (more than 16 MiB or 65,536 fields).
    const std::optional<Error> &error() const { return m_error; }

    QString path() const { return m_path; }
    qint64 size() const { return m_size; }
    qint64 position() const { return m_pos; }
    QString locationOf(int line) const { return m_path + u':' + QString::number(line); }

private:
    CsvReader() = default;
    void init(const char *data, qint64 size);
    std::optional<CsvRecord> readRecord();
    QString takeField();
    QString fieldFrom(qint64 begin, qint64 end) const; // bytes [begin, end) less trailing blanks

    QString m_path;
    std::unique_ptr<QFile> m_file;
    QByteArray m_buffer;
    const char *m_data = nullptr;
    qint64 m_size = 0;
    qint64 m_pos = 0;
    int m_line = 1;
    std::optional<Error> m_error;
    QByteArray m_field;             // scratch for the field being read
    qsizetype m_lastFieldCount = 0; // fields of the previous record: the next one likely has as many
};

} // namespace rl
