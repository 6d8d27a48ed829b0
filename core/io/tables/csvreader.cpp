// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/tables/csvreader.h"

#include "core/common/tr.h"

#include <algorithm>
#include <array>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#ifdef Q_OS_LINUX
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace rl {

namespace {

// No profiler writes records near these sizes (the widest real tables have a few hundred columns
// and lines of kilobytes); past them the input is not a profiler table, and holding it as
// fields would take several times its size in memory.
constexpr qint64 kMaxRecordBytes = qint64(16) << 20;
constexpr qsizetype kMaxFields = 65536;

bool looksBinary(const char *data, qint64 size)
{
    const qint64 n = std::min<qint64>(size, 4096);
    for (qint64 i = 0; i < n; ++i) {
        if (data[i] == '\0')
            return true;
    }
    return false;
}

// Whitespace the profilers append to fields (torch_npu adds a TAB to timestamps on purpose so
// spreadsheets do not round them).
void chopTrailingBlanks(std::string &field)
{
    size_t n = field.size();
    while (n > 0 && (field[n - 1] == '\t' || field[n - 1] == ' '))
        --n;
    field.resize(n);
}

// The bytes that end an unquoted field's fast scan (readRecord), as a table: one load per
// byte instead of four comparisons.
constexpr std::array<bool, 256> kEndsUnquoted = [] {
    std::array<bool, 256> t{};
    for (const char c : {',', '\n', '\r', '"'})
        t[uchar(c)] = true;
    return t;
}();

// The first byte from `from` on (before `limit`) that ends an unquoted field's scan, or `limit`.
// Sixteen bytes are compared at once where there are sixteen to read: most cells are a few
// characters, and a branch per byte mispredicted at nearly every cell's end.
qint64 unquotedEnd(const char *data, qint64 from, qint64 limit)
{
    qint64 end = from;
#if defined(__SSE2__)
    const __m128i comma = _mm_set1_epi8(','), lineFeed = _mm_set1_epi8('\n'), carriageReturn = _mm_set1_epi8('\r'),
                  quote = _mm_set1_epi8('"');
    while (end + 16 <= limit) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(data + end));
        const __m128i ends = _mm_or_si128(
            _mm_or_si128(_mm_cmpeq_epi8(bytes, comma), _mm_cmpeq_epi8(bytes, lineFeed)),
            _mm_or_si128(_mm_cmpeq_epi8(bytes, carriageReturn), _mm_cmpeq_epi8(bytes, quote)));
        if (const unsigned mask = unsigned(_mm_movemask_epi8(ends)); mask != 0)
            return end + qint64(__builtin_ctz(mask));
        end += 16;
    }
#endif
    while (end < limit && !kEndsUnquoted[uchar(data[end])])
        ++end;
    return end;
}

} // namespace

Result<std::unique_ptr<CsvReader>> CsvReader::open(const QString &path)
{
    std::unique_ptr<CsvReader> reader(new CsvReader);
    reader->m_path = path;
    reader->m_file = std::make_unique<QFile>(path);
    if (!reader->m_file->open(QIODevice::ReadOnly))
        return makeError(Error::Kind::Io, Tr::tr("cannot open: %1").arg(reader->m_file->errorString()), path);
    const qint64 size = reader->m_file->size();
    if (size == 0)
        return makeError(Error::Kind::Input, Tr::tr("the file is empty"), path);
    // Mapping keeps a large table out of the heap; some file systems cannot map, then read.
    if (const uchar *mapped = reader->m_file->map(0, size)) {
        reader->init(reinterpret_cast<const char *>(mapped), size);
        reader->m_mapped = true;
    } else {
        reader->m_buffer = reader->m_file->readAll();
        reader->init(reader->m_buffer.constData(), reader->m_buffer.size());
    }
    if (looksBinary(reader->m_data, reader->m_size))
        return makeError(Error::Kind::Unsupported, Tr::tr("binary data, not a CSV table"), path + u"@0");
    return reader;
}

std::unique_ptr<CsvReader> CsvReader::fromData(QByteArray data, const QString &path)
{
    std::unique_ptr<CsvReader> reader(new CsvReader);
    reader->m_path = path;
    reader->m_buffer = std::move(data);
    reader->init(reader->m_buffer.constData(), reader->m_buffer.size());
    return reader;
}

void CsvReader::init(const char *data, qint64 size)
{
    m_data = data;
    m_size = size;
    m_pos = 0;
    if (size >= 3 && uchar(data[0]) == 0xEF && uchar(data[1]) == 0xBB && uchar(data[2]) == 0xBF)
        m_pos = 3;
}

std::vector<qint64> CsvReader::cutPoints(int parts) const
{
    std::vector<qint64> cuts;
    const auto isLineEnd = [this](qint64 i) { return m_data[i] == '\n' || m_data[i] == '\r'; };
    for (int k = 1; k < parts; ++k) {
        qint64 i = std::max(m_pos + (m_size - m_pos) * k / parts, cuts.empty() ? m_pos : cuts.back());
        while (i < m_size && !isLineEnd(i))
            ++i;
        while (i < m_size && isLineEnd(i))
            ++i;
        if (i >= m_size)
            break;
        if (cuts.empty() ? i > m_pos : i > cuts.back())
            cuts.push_back(i);
    }
    return cuts;
}

std::unique_ptr<CsvReader> CsvReader::part(qint64 begin, qint64 end, int firstLine) const
{
    std::unique_ptr<CsvReader> reader(new CsvReader);
    reader->m_path = m_path;
    begin = std::clamp<qint64>(begin, 0, m_size);
    reader->m_data = m_data + begin;
    reader->m_size = std::clamp<qint64>(end, begin, m_size) - begin;
    reader->m_line = firstLine;
    reader->m_lastFieldCount = m_lastFieldCount;
    reader->m_mapped = m_mapped;
    return reader;
}

void CsvReader::takeField(CsvRawRecord &record)
{
    // Quoted fields keep their inner blanks except the trailing ones torch_npu adds, even inside
    // the quotes ("1736408883704643.212\t"): both kinds lose trailing TAB/space.
    chopTrailingBlanks(m_field);
    record.append({qsizetype(record.m_own.size()), qsizetype(m_field.size()), true});
    record.m_own.append(m_field);
    m_field.clear();
}

void CsvReader::addField(CsvRawRecord &record, qint64 begin, qint64 end) const
{
    while (end > begin && (m_data[end - 1] == '\t' || m_data[end - 1] == ' '))
        --end;
    record.append({qsizetype(begin), qsizetype(end - begin), false});
}

std::optional<CsvRecord> CsvReader::next()
{
    if (!nextRaw(m_raw))
        return std::nullopt;
    CsvRecord record;
    record.line = m_raw.line;
    record.offset = m_raw.offset;
    record.fields.reserve(m_raw.size());
    for (qsizetype i = 0; i < m_raw.size(); ++i)
        record.fields << m_raw.text(i);
    return record;
}

bool CsvReader::nextRaw(CsvRawRecord &record)
{
    if (!readRecord(record))
        return false;
    m_lastFieldCount = record.size();
    return true;
}

void CsvReader::releaseReadPages()
{
#ifdef Q_OS_LINUX
    constexpr qint64 kReleaseStep = qint64(32) << 20; // one call per 32 MiB read
    if (!m_mapped || m_pos - m_released < kReleaseStep)
        return;
    const auto page = quintptr(sysconf(_SC_PAGESIZE));
    // Whole pages only: a page shared with the next part (or record) stays.
    const auto first = (quintptr(m_data + m_released) + page - 1) / page * page;
    const auto last = quintptr(m_data + m_pos) / page * page;
    if (last > first)
        madvise(reinterpret_cast<void *>(first), size_t(last - first), MADV_DONTNEED);
    m_released = m_pos;
#endif
}

bool CsvReader::readRecord(CsvRawRecord &record)
{
    if (m_error || m_pos >= m_size)
        return false;
    releaseReadPages(); // the previous record's views end here
    // A blank line between records is not a record.
    while (m_pos < m_size && (m_data[m_pos] == '\n' || m_data[m_pos] == '\r')) {
        if (m_data[m_pos] == '\n')
            ++m_line;
        ++m_pos;
    }
    if (m_pos >= m_size)
        return false;

    record.clear(m_data);
    record.line = m_line;
    record.offset = m_pos;
    m_field.clear();
    bool inQuotes = false;
    bool atFieldStart = true;
    int quoteLine = m_line;
    const auto tooLarge = [&] {
        if (m_pos - record.offset <= kMaxRecordBytes && record.size() < kMaxFields)
            return false;
        m_error = makeError(
            Error::Kind::Input,
            record.size() >= kMaxFields
                ? Tr::tr("a record with more than %1 fields: not a profiler table").arg(kMaxFields)
                : Tr::tr("a record longer than %1 MiB: not a profiler table").arg(kMaxRecordBytes >> 20),
            locationOf(record.line));
        return true;
    };
    while (m_pos < m_size) {
        if (inQuotes) {
            // A run up to the next quote or line end is copied at once: the shapes of a kernel
            // table are quoted, and a character at a time was a tenth of reading a row.
            const qint64 runEnd = std::min(m_size, m_pos + kMaxRecordBytes + 1);
            qint64 run = m_pos;
            while (run < runEnd && m_data[run] != '"' && m_data[run] != '\n')
                ++run;
            if (run > m_pos) {
                m_field.append(m_data + m_pos, size_t(run - m_pos));
                m_pos = run;
                if (qint64(m_field.size()) > kMaxRecordBytes && tooLarge())
                    return false;
                continue;
            }
        }
        const char c = m_data[m_pos++];
        if (inQuotes) {
            if (c == '"') {
                if (m_pos < m_size && m_data[m_pos] == '"') {
                    m_field.push_back('"'); // "" is a literal quote
                    ++m_pos;
                } else {
                    inQuotes = false;
                }
            } else {
                if (c == '\n')
                    ++m_line;
                m_field.push_back(c);
                if (qint64(m_field.size()) > kMaxRecordBytes && tooLarge())
                    return false;
            }
            continue;
        }
        if (c == '"' && atFieldStart) {
            inQuotes = true;
            atFieldStart = false;
            quoteLine = m_line;
            continue;
        }
        if (c == ',') {
            takeField(record);
            atFieldStart = true;
            if (tooLarge())
                return false;
            continue;
        }
        if (c == '\n' || c == '\r') {
            if (c == '\r' && m_pos < m_size && m_data[m_pos] == '\n')
                ++m_pos;
            ++m_line;
            takeField(record);
            return true;
        }
        // An unquoted field that starts here runs to the next separator: take it whole, not
        // character by character (most cells of a kernel table are short numbers).
        // A quote further on makes it text of the field: that is left to the general way below.
        if (atFieldStart) {
            const qint64 begin = m_pos - 1;
            qint64 end = begin;
            // No further than the record may reach: a field of hundreds of MB is refused after
            // 16 MiB, not after the whole of it was read.
            const qint64 limit = std::min(m_size, record.offset + kMaxRecordBytes + 1);
            end = unquotedEnd(m_data, end, limit);
            if (end == limit && limit < m_size) {
                m_pos = end;
                tooLarge();
                return false;
            }
            if (end >= m_size || m_data[end] != '"') {
                m_pos = end;
                // Checked before the field is made: a field of hundreds of MB never becomes text.
                if (end - record.offset > kMaxRecordBytes && tooLarge())
                    return false;
                addField(record, begin, end);
                if (m_pos >= m_size)
                    return true;
                const char sep = m_data[m_pos++];
                if (sep == ',') {
                    const bool withinBounds = m_pos - record.offset <= kMaxRecordBytes && record.size() < kMaxFields;
                    if (!withinBounds && tooLarge())
                        return false;
                    continue; // at the end of the input, the empty last field is added below
                }
                if (sep == '\r' && m_pos < m_size && m_data[m_pos] == '\n')
                    ++m_pos;
                ++m_line;
                return true;
            }
        }
        // Text after a closing quote (e.g. a TAB) is kept, as lenient readers do.
        m_field.push_back(c);
        atFieldStart = false;
        if (qint64(m_field.size()) > kMaxRecordBytes && tooLarge())
            return false;
    }
    if (inQuotes) {
        m_error = makeError(Error::Kind::Input,
                            Tr::tr("the file ends inside a quoted field that starts here (truncated file?)"),
                            locationOf(quoteLine));
        return false;
    }
    takeField(record);
    return true;
}

} // namespace rl
