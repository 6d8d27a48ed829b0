// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/jsonstreamwriter.h"

// nlohmann's float formatter, the one its dump() uses (serializer::dump_float): the same
// function gives the same digits, so a streamed document and a dumped one cannot differ.
#include <nlohmann/detail/conversions/to_chars.hpp>

#include <array>
#include <charconv>
#include <cmath>

namespace rl::json {

JsonStreamWriter::JsonStreamWriter(QByteArray &out, int indent, int depth)
    : m_out(out), m_indent(indent), m_depth(depth)
{ }

void JsonStreamWriter::writeIndent(int level)
{
    m_out += '\n';
    if (level > 0)
        m_out.append(qsizetype(level) * m_indent, ' ');
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
    m_out += m_indent >= 0 ? QByteArrayView(": ") : QByteArrayView(":");
    m_afterKey = true;
}

void JsonStreamWriter::key(const QString &name)
{
    const QByteArray utf8 = name.toUtf8();
    key(std::string_view(utf8.constData(), size_t(utf8.size())));
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
    m_out.append(buffer.data(), qsizetype(end - buffer.data()));
}

void JsonStreamWriter::value(qint64 v)
{
    beforeValue();
    std::array<char, 24> buffer{};
    const auto r = std::to_chars(buffer.data(), buffer.data() + buffer.size(), v);
    m_out.append(buffer.data(), qsizetype(r.ptr - buffer.data()));
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
    writeString(s.toUtf8());
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

// The bytes between escapes go in as one piece each: most strings have none.
void JsonStreamWriter::writeString(QByteArrayView utf8)
{
    const qsizetype start = m_out.size();
    m_out += '"';
    char scratch[6] = {'\\', 'u', '0', '0', '0', '0'};
    qsizetype plain = 0;
    for (qsizetype i = 0; i < utf8.size(); ++i) {
        const QByteArrayView escape = escapeOf(static_cast<unsigned char>(utf8[i]), scratch);
        if (escape.isEmpty())
            continue;
        m_out += utf8.sliced(plain, i - plain);
        m_out += escape;
        plain = i + 1;
    }
    m_out += utf8.sliced(plain);
    m_out += '"';
    // As dumpFragment: NaN first, then Infinity, within this string only.
    const QByteArrayView written = QByteArrayView(m_out).sliced(start);
    if (written.contains("NaN") || written.contains("Infinity")) {
        QByteArray text = m_out.sliced(start);
        text.replace("NaN", "N\\u0061N").replace("Infinity", "\\u0049nfinity");
        m_out.truncate(start);
        m_out += text;
    }
}

} // namespace rl::json
