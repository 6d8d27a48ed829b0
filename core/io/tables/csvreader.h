// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/result.h"
#include "core/io/tables/csvrawrecord.h"

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <string>
#include <vector>

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
    // The same record as bytes, into `record` (whose storage is reused); false where next()
    // gives std::nullopt. The views stay valid until `record` is read into again.
    bool nextRaw(CsvRawRecord &record);
    // Set when the input ended inside a quoted field (a truncated file) or a record is larger
    // than any profiler writes (more than 16 MiB or 65,536 fields).
    const std::optional<Error> &error() const { return m_error; }

    QString path() const { return m_path; }
    qint64 size() const { return m_size; }
    qint64 position() const { return m_pos; }
    int line() const { return m_line; } // the physical line the reader is at (1-based)
    QString locationOf(int line) const { return m_path + u':' + QString::number(line); }

    // Where the input from position() on may be cut into up to `parts` pieces of about equal
    // size for readers on other threads: each cut is the first byte after a run of line ends
    // that follows an even share. A cut is only a guess at a record boundary (the line end may
    // sit inside a quoted field): a part that then ends inside a quoted field says so through
    // its error(), and the caller reads the input as one part instead.
    std::vector<qint64> cutPoints(int parts) const;
    // A reader over bytes [begin, end) of this reader's input, counting lines from `firstLine`;
    // it reads this reader's bytes in place, so this reader must outlive it.
    std::unique_ptr<CsvReader> part(qint64 begin, qint64 end, int firstLine) const;

private:
    CsvReader() = default;
    void init(const char *data, qint64 size);
    bool readRecord(CsvRawRecord &record);
    // Hands the mapped pages already read back to the kernel: a mapping's pages count in the
    // process' resident memory until then (1.4 GB for operator_memory.csv of ten million rows).
    // Nothing is lost: a page touched again is read back from the file.
    void releaseReadPages();
    void takeField(CsvRawRecord &record);
    // Bytes [begin, end) of the input less trailing blanks, as the record's next field.
    void addField(CsvRawRecord &record, qint64 begin, qint64 end) const;

    QString m_path;
    std::unique_ptr<QFile> m_file;
    QByteArray m_buffer;
    const char *m_data = nullptr;
    bool m_mapped = false; // m_data is a file mapping (its pages can be released once read)
    qint64 m_released = 0; // input before this offset was handed back (releaseReadPages)
    qint64 m_size = 0;
    qint64 m_pos = 0;
    int m_line = 1;
    std::optional<Error> m_error;
    // Scratch for the field being read; a std::string keeps its storage when cleared, where a
    // QByteArray gives it back (an allocation per quoted field).
    std::string m_field;
    qsizetype m_lastFieldCount = 0; // fields of the previous record: the next one likely has as many
    CsvRawRecord m_raw;             // next()'s record before it becomes text
};

} // namespace rl
