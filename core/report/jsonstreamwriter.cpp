// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/jsonstreamwriter.h"

#include "core/report/jsonutil.h"

// nlohmann's float formatter, the one its dump() uses (serializer::dump_float): the same
// function gives the same digits, so a streamed document and a dumped one cannot differ.
#include <nlohmann/detail/conversions/to_chars.hpp>

#include <array>
#include <charconv>
#include <cmath>

namespace rl::json {

JsonStreamWriter::JsonStreamWriter(std::string &out, int indent, int depth)
    : m_out(out), m_indent(indent), m_depth(depth)
{ }

void JsonStreamWriter::writeIndent(int level)
{
    m_out += '\n';
    if (level > 0)
        m_out.append(size_t(level) * size_t(m_indent), ' ');
}

void JsonStreamWriter::beforeValue()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (m_frames.empty())
        return;
    Frame &f = m_frames.back();
    if (!f.empty)
        m_out += ',';
    f.empty = false;
    if (m_indent >= 0)
        writeIndent(m_depth + int(m_frames.size()));
}

void JsonStreamWriter::key(std::string_view name)
{
    beforeValue();
    writeString(QByteArrayView(name.data(), qsizetype(name.size())));
    m_out += m_indent >= 0 ? ": " : ":";
    m_afterKey = true;
}

void JsonStreamWriter::key(const QString &name)
{
    beforeValue();
    writeString(name);
    m_out += m_indent >= 0 ? ": " : ":";
    m_afterKey = true;
}

void JsonStreamWriter::beginObject()
{
    beforeValue();
    m_out += '{';
    m_frames.push_back({});
}

void JsonStreamWriter::beginArray()
{
    beforeValue();
    m_out += '[';
    m_frames.push_back({});
}

void JsonStreamWriter::endContainer(char close)
{
    const bool empty = m_frames.back().empty;
    m_frames.pop_back();
    if (!empty && m_indent >= 0)
        writeIndent(m_depth + int(m_frames.size()));
    m_out += close;
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
    m_out += "null";
}

void JsonStreamWriter::value(double v)
{
    beforeValue();
    if (!std::isfinite(v)) {
        m_out += "null";
        return;
    }
    std::array<char, 64> buffer{};
    const char *end = nlohmann::detail::to_chars(buffer.data(), buffer.data() + buffer.size(), v);
    m_out.append(buffer.data(), size_t(end - buffer.data()));
}

void JsonStreamWriter::value(qint64 v)
{
    beforeValue();
    std::array<char, 24> buffer{};
    const auto r = std::to_chars(buffer.data(), buffer.data() + buffer.size(), v);
    m_out.append(buffer.data(), size_t(r.ptr - buffer.data()));
}

void JsonStreamWriter::value(int v)
{
    value(qint64(v));
}

void JsonStreamWriter::value(bool v)
{
    beforeValue();
    m_out += v ? "true" : "false";
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

} // namespace

void JsonStreamWriter::writeString(const QString &s)
{
    // Encoded here into a buffer that is reused: a QByteArray per string was an allocation for
    // every name and sentence of every operator. As QString::toUtf8, a lone surrogate is '?'.
    m_utf8.clear();
    const qsizetype n = s.size();
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t u = s.at(i).unicode();
        if (u < 0x80) {
            m_utf8 += char(u);
        } else if (u < 0x800) {
            m_utf8 += char(0xC0 | (u >> 6));
            m_utf8 += char(0x80 | (u & 0x3F));
        } else if (QChar::isHighSurrogate(u) && i + 1 < n && QChar::isLowSurrogate(s.at(i + 1).unicode())) {
            const char32_t c = QChar::surrogateToUcs4(u, s.at(++i).unicode());
            m_utf8 += char(0xF0 | (c >> 18));
            m_utf8 += char(0x80 | ((c >> 12) & 0x3F));
            m_utf8 += char(0x80 | ((c >> 6) & 0x3F));
            m_utf8 += char(0x80 | (c & 0x3F));
        } else if (QChar::isSurrogate(u)) {
            m_utf8 += '?';
        } else {
            m_utf8 += char(0xE0 | (u >> 12));
            m_utf8 += char(0x80 | ((u >> 6) & 0x3F));
            m_utf8 += char(0x80 | (u & 0x3F));
        }
    }
    writeString(QByteArrayView(m_utf8.data(), qsizetype(m_utf8.size())));
}

// The bytes between escapes go in as one piece each: most strings have none.
void JsonStreamWriter::writeString(QByteArrayView utf8)
{
    const size_t start = m_out.size();
    m_out += '"';
    char scratch[6] = {'\\', 'u', '0', '0', '0', '0'};
    qsizetype plain = 0;
    for (qsizetype i = 0; i < utf8.size(); ++i) {
        const QByteArrayView escape = escapeOf(static_cast<unsigned char>(utf8[i]), scratch);
        if (escape.isEmpty())
            continue;
        put(utf8.sliced(plain, i - plain));
        put(escape);
        plain = i + 1;
    }
    put(utf8.sliced(plain));
    m_out += '"';
    // As dumpFragment, within this string only.
    const std::string_view written = std::string_view(m_out).substr(start);
    if (written.find("NaN") != std::string_view::npos || written.find("Infinity") != std::string_view::npos) {
        QByteArray text(written.data(), qsizetype(written.size()));
        hideNonJsonWords(text);
        m_out.resize(start);
        put(text);
    }
}

} // namespace rl::json
