// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/jsonstreamwriter.h"

#include "core/format/jsonnumber.h"
#include "core/report/jsonutil.h"

#include <QByteArrayView>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <tuple>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace rl::json {

JsonStreamWriter::JsonStreamWriter(std::string &out, int indent, int depth)
    : m_out(out), m_indent(indent), m_depth(depth)
{ }

void JsonStreamWriter::writeIndent(int level)
{
    // A line end and the spaces of the deepest level a document reaches, cut to this level's:
    // one copy instead of a character append and a fill, three times per value.
    static constexpr std::string_view kLineAndSpaces =
        "\n                                                                "
        "                                                                ";
    const size_t spaces = level > 0 ? size_t(level) * size_t(m_indent) : 0;
    if (spaces < kLineAndSpaces.size()) {
        m_out.append(kLineAndSpaces.data(), spaces + 1);
        return;
    }
    char *p = m_out.room(spaces + 1);
    *p++ = '\n';
    m_out.commit(std::fill_n(p, spaces, ' '));
}

void JsonStreamWriter::beforeValueInContainer()
{
    if (m_frames.empty())
        return;
    Frame &f = m_frames.back();
    if (!f.empty)
        m_out.append(',');
    f.empty = false;
    if (m_indent >= 0)
        writeIndent(m_depth + int(m_frames.size()));
}

void JsonStreamWriter::laidOutKey(const LiteralKey &name)
{
    // The comma, the line's indent, the key and its colon gathered first and appended in one
    // copy: keys are a third of a long run's values, and five appends each showed in profiles.
    static constexpr size_t kRoom = 256;
    const size_t spaces = m_indent >= 0 ? size_t(m_depth + int(m_frames.size())) * size_t(m_indent) : 0;
    if (m_afterKey || m_frames.empty() || spaces + name.text.size() + 8 > kRoom) {
        beforeValue();
        m_out.append('"');
        m_out.append(name.text.data(), name.text.size());
        if (m_indent >= 0)
            m_out.append("\": ", 3);
        else
            m_out.append("\":", 2);
        m_afterKey = true;
        return;
    }
    char *p = m_out.room(kRoom);
    Frame &f = m_frames.back();
    if (!f.empty)
        *p++ = ',';
    f.empty = false;
    if (m_indent >= 0) {
        *p++ = '\n';
        p = std::fill_n(p, spaces, ' ');
    }
    *p++ = '"';
    p = std::copy(name.text.begin(), name.text.end(), p);
    *p++ = '"';
    *p++ = ':';
    if (m_indent >= 0)
        *p++ = ' ';
    m_out.commit(p);
    m_afterKey = true;
}

void JsonStreamWriter::runtimeKey(const QString &name)
{
    beforeValue();
    writeString(name);
    if (m_indent >= 0)
        m_out.append(": ", 2);
    else
        m_out.append(':');
    m_afterKey = true;
}

template<size_t ValueRoom, typename WriteValue>
void JsonStreamWriter::appendInlineField(const LiteralKey &name, const WriteValue &writeValue)
{
    Frame &f = m_frames.back();
    const size_t comma = f.empty ? 1 : 0; // the first value of its object has none
    f.empty = false;
    char *p = m_out.room(sizeof(name.oneLine) + ValueRoom);
    std::memcpy(p, name.oneLine.data() + comma, sizeof(name.oneLine) - 1);
    m_out.commit(writeValue(p + name.oneLineSize - comma));
}

void JsonStreamWriter::numberField(const LiteralKey &name, const double *v)
{
    if (!inlineFieldPlace(name)) {
        key(name);
        if (v)
            value(*v);
        else
            null();
        return;
    }
    if (v)
        appendInlineField<kJsonNumberRoom>(name, [number = *v](char *at) { return writeJsonNumber(at, number); });
    else
        appendInlineField<4>(name, [](char *at) { return std::copy_n("null", 4, at); });
}

void JsonStreamWriter::integerField(const LiteralKey &name, qint64 v)
{
    if (!inlineFieldPlace(name)) {
        key(name);
        value(v);
        return;
    }
    appendInlineField<kJsonNumberRoom>(name, [v](char *at) { return writeJsonNumber(at, std::int64_t(v)); });
}

void JsonStreamWriter::beginObject()
{
    beforeValue();
    m_out.append('{');
    m_frames.push_back({});
}

void JsonStreamWriter::beginArray()
{
    beforeValue();
    m_out.append('[');
    m_frames.push_back({});
}

void JsonStreamWriter::continueArray(size_t itemsBefore)
{
    m_frames.push_back({itemsBefore == 0});
}

void JsonStreamWriter::itemsWrittenElsewhere(size_t count)
{
    if (count > 0)
        m_frames.back().empty = false;
}

void JsonStreamWriter::endContainer(char close)
{
    const bool empty = m_frames.back().empty;
    m_frames.pop_back();
    if (!empty && m_indent >= 0)
        writeIndent(m_depth + int(m_frames.size()));
    m_out.append(close);
}

void JsonStreamWriter::endObject()
{
    endContainer('}');
}

void JsonStreamWriter::endArray()
{
    endContainer(']');
}

void JsonStreamWriter::null()
{
    beforeValue();
    m_out.appendPadded<4>("null", 4);
}

void JsonStreamWriter::value(double v)
{
    beforeValue();
    m_out.commit(writeJsonNumber(m_out.room(kJsonNumberRoom), v));
}

void JsonStreamWriter::value(qint64 v)
{
    beforeValue();
    m_out.commit(writeJsonNumber(m_out.room(kJsonNumberRoom), std::int64_t(v)));
}

void JsonStreamWriter::value(int v)
{
    value(qint64(v));
}

void JsonStreamWriter::value(bool v)
{
    beforeValue();
    if (v)
        m_out.append("true", 4);
    else
        m_out.append("false", 5);
}

void JsonStreamWriter::value(const QString &s)
{
    beforeValue();
    writeString(s);
}

void JsonStreamWriter::stringOrNull(const QString &s)
{
    if (s.isEmpty())
        null();
    else
        value(s);
}

void JsonStreamWriter::strings(const QStringList &list)
{
    beginArray();
    for (const QString &s : list)
        value(s);
    endArray();
}

namespace {

// The escape nlohmann writes for a byte with ensure_ascii off, or an empty view for a byte it
// writes as it is (every byte of valid UTF-8 but '"', '\\' and the control characters).
QByteArrayView escapeOf(unsigned char byte, char (&scratch)[6])
{
    static constexpr char kHex[] = "0123456789abcdef";
    switch (byte) {
    case '"':
        return "\\\"";
    case '\\':
        return "\\\\";
    case '\b':
        return "\\b";
    case '\f':
        return "\\f";
    case '\n':
        return "\\n";
    case '\r':
        return "\\r";
    case '\t':
        return "\\t";
    default:
        if (byte > 0x1F)
            return {};
        scratch[4] = kHex[byte >> 4];
        scratch[5] = kHex[byte & 0xF];
        return QByteArrayView(scratch, 6);
    }
}

// The bytes nlohmann writes as they are: every byte of valid UTF-8 but '"', '\\' and the
// control characters.
bool isPlain(unsigned char byte)
{
    return byte > 0x1F && byte != '"' && byte != '\\';
}

// dumpFragment's hiding of NaN and Infinity can only change a string holding an 'N' or an 'I'.
bool mayHoldNonJsonWord(unsigned char byte)
{
    return byte == 'N' || byte == 'I';
}

// Copies the run of plain ASCII units from `i` on (none of them escaped nor wider than a byte)
// eight at a time, and returns where it stopped: most of a document's strings are kernel names
// and sentences of plain ASCII, and a unit at a time was the writer's largest cost after the numbers.
qsizetype copyPlainRun(const char16_t *units, qsizetype i, qsizetype n, char *&p, bool &check)
{
#if defined(__SSE2__)
    const __m128i lowest = _mm_set1_epi16(0x1F);
    const __m128i highest = _mm_set1_epi16(0x80);
    const __m128i quote = _mm_set1_epi16('"');
    const __m128i backslash = _mm_set1_epi16('\\');
    const __m128i letterN = _mm_set1_epi16('N');
    const __m128i letterI = _mm_set1_epi16('I');
    // Whether all eight units are plain ASCII; notes an 'N' or an 'I' among them.
    const auto plainBlock = [&](__m128i v) {
        // Unsigned range checks through a signed compare: units from 0x8000 on are negative and
        // fail "above 0x1F", so only 0x20..0x7F passes both.
        const __m128i plainRange = _mm_and_si128(_mm_cmpgt_epi16(v, lowest), _mm_cmplt_epi16(v, highest));
        const __m128i special = _mm_or_si128(_mm_cmpeq_epi16(v, quote), _mm_cmpeq_epi16(v, backslash));
        if (_mm_movemask_epi8(_mm_andnot_si128(special, plainRange)) != 0xFFFF)
            return false;
        if (_mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi16(v, letterN), _mm_cmpeq_epi16(v, letterI))) != 0)
            check = true;
        return true;
    };
    for (; i + 8 <= n; i += 8) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(units + i));
        if (!plainBlock(v))
            break; // a unit at a time from here
        _mm_storel_epi64(reinterpret_cast<__m128i *>(p), _mm_packus_epi16(v, v));
        p += 8;
    }
    // The last few units (most strings' end, and all of a short name's) as one block too: the
    // last eight of the string, the ones before `i` written again with the same bytes, or a
    // short string's units padded with plain ones that are not kept. A unit at a time was half
    // of the writer's time for strings. The room holds eight bytes more than any string needs.
    if (i < n && i + 8 > n) {
        __m128i v;
        qsizetype before = 0; // units of the block already written
        if (n >= 8) {
            v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(units + n - 8));
            before = i - (n - 8);
        } else {
            std::array<char16_t, 8> padded;
            padded.fill(u' ');
            std::copy(units + i, units + n, padded.begin());
            v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(padded.data()));
        }
        if (plainBlock(v)) {
            _mm_storel_epi64(reinterpret_cast<__m128i *>(p - before), _mm_packus_epi16(v, v));
            p += n - i;
            return n;
        }
    }
#endif
    for (; i < n && units[i] < 0x80 && isPlain(static_cast<unsigned char>(units[i])); ++i) {
        *p++ = char(units[i]);
        check = check || mayHoldNonJsonWord(static_cast<unsigned char>(units[i]));
    }
    return i;
}

} // namespace

// The bytes short texts were written as, kept per thread with the texts' units: a long run's
// documents say the same few hundred names (work items, kernel names and types, advice ids and
// titles, categories) millions of times, and escaping them again was a third of the strings'
// time. A text is looked for where its storage puts it (the copies of a shared name share it)
// and its bytes taken only when its units are the kept ones: the same units are the same
// bytes. Nothing is held, so no count of a shared text is changed on two threads at once.
struct KeptText
{
    std::array<char16_t, 48> units;
    std::uint8_t length = 0xFF; // units kept; none at first, which no text matches
    std::uint8_t size = 0;      // bytes kept
    std::array<char, 103> bytes;
};

namespace {

constexpr qsizetype kMaxKeptUnits = std::tuple_size_v<decltype(KeptText::units)>;
constexpr int kKeptIndexBits = 8;

KeptText &keptSlotOf(const QChar *storage)
{
    thread_local std::array<KeptText, size_t(1) << kKeptIndexBits> kept;
    const auto address = std::uint64_t(reinterpret_cast<std::uintptr_t>(storage));
    return kept[size_t(((address >> 3) * 0x9E3779B97F4A7C15u) >> (64 - kKeptIndexBits))];
}

// Where `s`'s bytes are or will be kept, or null for a text too long to keep.
KeptText *keptPlaceOf(const QString &s)
{
    return s.size() <= kMaxKeptUnits ? &keptSlotOf(s.constData()) : nullptr;
}

bool holds(const KeptText &kept, const QString &s)
{
    return kept.length == s.size() && std::memcmp(kept.units.data(), s.constData(), size_t(s.size()) * 2) == 0;
}

} // namespace

void JsonStreamWriter::writeString(const QString &s)
{
    KeptText *kept = keptPlaceOf(s);
    if (!kept) {
        writeEscaped(s);
        return;
    }
    if (holds(*kept, s)) {
        m_out.appendPadded<sizeof(KeptText::bytes)>(kept->bytes.data(), kept->size);
        return;
    }
    writeAndKeep(s, *kept);
}

void JsonStreamWriter::writeAndKeep(const QString &s, KeptText &kept)
{
    const char *start = writeEscaped(s);
    if (const size_t written = size_t(m_out.end() - start); written <= kept.bytes.size()) {
        std::memcpy(kept.units.data(), s.constData(), size_t(s.size()) * 2);
        kept.length = std::uint8_t(s.size());
        std::memcpy(kept.bytes.data(), start, written);
        kept.size = std::uint8_t(written);
    }
}

void JsonStreamWriter::stringField(const LiteralKey &name, const QString &s)
{
    KeptText *kept = inlineFieldPlace(name) ? keptPlaceOf(s) : nullptr;
    if (!kept) {
        key(name);
        value(s);
        return;
    }
    if (!holds(*kept, s)) {
        key(name);
        m_afterKey = false; // the value follows its key
        writeAndKeep(s, *kept);
        return;
    }
    // The kept text's bytes copied whole too (a size known when compiling).
    appendInlineField<sizeof(KeptText::bytes)>(name, [kept](char *at) {
        std::memcpy(at, kept->bytes.data(), sizeof(kept->bytes));
        return at + kept->size;
    });
}

// Encoded and escaped in one pass straight into the output, as QString::toUtf8 then nlohmann's
// escape would give it (a lone surrogate is '?'): names and sentences are most of a long run's
// document, and a copy or a check per byte more was a tenth of `--json`.
const char *JsonStreamWriter::writeEscaped(const QString &s)
{
    const qsizetype n = s.size();
    // At most 6 bytes per UTF-16 unit (\u00XX for a control character), the two quotes and the
    // eight a short string's last block writes.
    char *const begin = m_out.room(size_t(n) * 6 + 2 + 8);
    char *p = begin;
    *p++ = '"';
    bool check = false;
    // constData, not utf16: utf16 copies a string that is not its own data (fromRawData) to end it with a
    // zero, which costs memory and is a write to a string other threads read.
    const char16_t *units = reinterpret_cast<const char16_t *>(s.constData());
    for (qsizetype i = 0; i < n; ++i) {
        i = copyPlainRun(units, i, n, p, check);
        if (i == n)
            break;
        const char16_t u = units[i];
        if (u < 0x80) {
            if (isPlain((unsigned char)u)) {
                *p++ = char(u);
                check = check || mayHoldNonJsonWord((unsigned char)u);
                continue;
            }
            char scratch[6] = {'\\', 'u', '0', '0', '0', '0'};
            const QByteArrayView escape = escapeOf((unsigned char)u, scratch);
            std::copy(escape.begin(), escape.end(), p);
            p += escape.size();
        } else if (u < 0x800) {
            *p++ = char(0xC0 | (u >> 6));
            *p++ = char(0x80 | (u & 0x3F));
        } else if (QChar::isHighSurrogate(u) && i + 1 < n && QChar::isLowSurrogate(units[i + 1])) {
            const char32_t c = QChar::surrogateToUcs4(u, units[++i]);
            *p++ = char(0xF0 | (c >> 18));
            *p++ = char(0x80 | ((c >> 12) & 0x3F));
            *p++ = char(0x80 | ((c >> 6) & 0x3F));
            *p++ = char(0x80 | (c & 0x3F));
        } else if (QChar::isSurrogate(u)) {
            *p++ = '?';
        } else {
            *p++ = char(0xE0 | (u >> 12));
            *p++ = char(0x80 | ((u >> 6) & 0x3F));
            *p++ = char(0x80 | (u & 0x3F));
        }
    }
    *p++ = '"';
    m_out.commit(p);
    return check ? hideNonJsonWordsFrom(begin) : begin;
}

// As dumpFragment, within the string written from `start` on (still in the stage); returns where
// it begins now (a longer text may have needed the stage flushed first).
char *JsonStreamWriter::hideNonJsonWordsFrom(char *start)
{
    const std::string_view written(start, size_t(m_out.end() - start));
    if (written.find("NaN") == std::string_view::npos && written.find("Infinity") == std::string_view::npos)
        return start;
    QByteArray text(written.data(), qsizetype(written.size()));
    hideNonJsonWords(text);
    m_out.rewind(start);
    m_out.append(text.constData(), size_t(text.size()));
    return m_out.end() - text.size();
}

} // namespace rl::json
