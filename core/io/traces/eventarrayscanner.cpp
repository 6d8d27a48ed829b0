// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/traces/eventarrayscanner.h"

#include "core/common/tr.h"
#include "core/io/traces/eventarrayscanloop.h"

#include <algorithm>
#include <cstring>
#include <string_view>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace rl {

// eventarrayscanavx2.cpp
void scanBlocksAvx2(const char *data, size_t size, size_t target, EventArrayScanner::State &state, ScanCopy *copy);
bool scanKernelAvx2Supported();

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// The portable block loop: SSE2 (every x86-64) or plain C++.
struct PortableClassifier
{
    static inline __attribute__((always_inline)) scanloop::BlockMasks classify(const char *block, char *copy)
    {
        scanloop::BlockMasks m;
#if defined(__SSE2__)
        const __m128i quote = _mm_set1_epi8('"');
        const __m128i backslash = _mm_set1_epi8('\\');
        const __m128i lowerBit = _mm_set1_epi8(0x20);
        // '{' | 0x20 == '[' | 0x20 == 0x7B and '}' | 0x20 == ']' | 0x20 == 0x7D; no other byte maps there.
        const __m128i opener = _mm_set1_epi8(0x7B);
        const __m128i closer = _mm_set1_epi8(0x7D);
        for (int k = 0; k < 4; ++k) {
            const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(block + 16 * k));
            if (copy)
                _mm_storeu_si128(reinterpret_cast<__m128i *>(copy + 16 * k), v);
            const __m128i folded = _mm_or_si128(v, lowerBit);
            const int shift = 16 * k;
            m.quote |= uint64_t(uint32_t(_mm_movemask_epi8(_mm_cmpeq_epi8(v, quote)))) << shift;
            m.backslash |= uint64_t(uint32_t(_mm_movemask_epi8(_mm_cmpeq_epi8(v, backslash)))) << shift;
            m.open |= uint64_t(uint32_t(_mm_movemask_epi8(_mm_cmpeq_epi8(folded, opener)))) << shift;
            m.close |= uint64_t(uint32_t(_mm_movemask_epi8(_mm_cmpeq_epi8(folded, closer)))) << shift;
        }
#else
        if (copy)
            std::memcpy(copy, block, scanloop::kBlock);
        for (size_t i = 0; i < scanloop::kBlock; ++i) {
            const uint64_t bit = uint64_t(1) << i;
            switch (block[i]) {
            case '"':
                m.quote |= bit;
                break;
            case '\\':
                m.backslash |= bit;
                break;
            case '{':
            case '[':
                m.open |= bit;
                break;
            case '}':
            case ']':
                m.close |= bit;
                break;
            default:
                break;
            }
        }
#endif
        return m;
    }
    // Each bit says whether the byte at that position is inside a string, given the unescaped
    // quotes of the block: a prefix XOR (quote bits toggle the state).
    static inline __attribute__((always_inline)) uint64_t prefixXor(uint64_t x)
    {
        x ^= x << 1;
        x ^= x << 2;
        x ^= x << 4;
        x ^= x << 8;
        x ^= x << 16;
        x ^= x << 32;
        return x;
    }
    // Without -mpopcnt, __builtin_popcountll is a library call; this is a few instructions.
    static inline __attribute__((always_inline)) int bitCount(uint64_t x)
    {
        x -= (x >> 1) & 0x5555555555555555ull;
        x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
        x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
        return int((x * 0x0101010101010101ull) >> 56);
    }
};

void scanBlocksPortable(const char *data, size_t size, size_t target, EventArrayScanner::State &state, ScanCopy *copy)
{
    scanloop::scanBlocks<PortableClassifier>(data, size, target, state, copy);
}

} // namespace

void ScanCopy::reserve(size_t n)
{
    n += m_padding + 2; // the ']' and the padding after the last byte
    if (n <= m_capacity)
        return;
    const size_t capacity = std::max(n, m_capacity + m_capacity / 2);
    auto data = std::make_unique<char[]>(capacity);
    if (m_size > 0)
        std::memcpy(data.get(), m_data.get(), m_size);
    m_data = std::move(data);
    m_capacity = capacity;
}

void ScanCopy::start(const char *bytes, size_t n)
{
    m_size = 0; // nothing to keep
    reserve(1 + n);
    m_size = 1;
    append(bytes, n);
}

void ScanCopy::frame(size_t origin, size_t begin, size_t end)
{
    // Byte x of the input is at 1 + (x - origin); the byte before `begin` (a separator, or the
    // free byte 0) becomes '[' and the one at `end` ']'.
    const size_t close = 1 + (end - origin);
    reserve(close + 1);
    m_batchAt = begin - origin;
    m_data[m_batchAt] = '[';
    m_data[close] = ']';
    std::memset(m_data.get() + close + 1, 0, m_padding);
    m_batchLength = end - begin + 2;
}

EventArrayScanner::EventArrayScanner(const char *data, size_t size, QString path, Kernel kernel)
    : m_data(data), m_size(size), m_path(std::move(path)),
      m_scan(kernel == Kernel::Fastest && hasFasterKernel() ? scanBlocksAvx2 : scanBlocksPortable)
{ }

bool EventArrayScanner::hasFasterKernel()
{
    static const bool avx2 = scanKernelAvx2Supported();
    return avx2;
}

Error EventArrayScanner::errorAt(size_t offset, const QString &message) const
{
    return makeError(Error::Kind::Input, message, m_path + u'@' + QString::number(offset));
}

size_t EventArrayScanner::skipSpace(size_t from) const
{
    while (from < m_size && isSpace(m_data[from]))
        ++from;
    return from;
}

Result<size_t> EventArrayScanner::skipString(size_t quote) const
{
    size_t i = quote + 1;
    while (i < m_size) {
        const void *hit = std::memchr(m_data + i, '"', m_size - i);
        if (!hit)
            break;
        const size_t q = size_t(static_cast<const char *>(hit) - m_data);
        size_t backslashes = 0;
        while (q - backslashes > quote + 1 && m_data[q - backslashes - 1] == '\\')
            ++backslashes;
        if (backslashes % 2 == 0)
            return q + 1;
        i = q + 1;
    }
    return errorAt(m_size, Tr::tr("the file ends inside a string (truncated?)"));
}

Result<size_t> EventArrayScanner::skipValue(size_t from) const
{
    from = skipSpace(from);
    if (from >= m_size)
        return errorAt(m_size, Tr::tr("the file ends where a value was expected (truncated?)"));
    const char c = m_data[from];
    if (c == '"')
        return skipString(from);
    if (c == '{' || c == '[') {
        qint64 depth = 0;
        size_t i = from;
        while (i < m_size) {
            const char d = m_data[i];
            if (d == '"') {
                auto end = skipString(i);
                if (!end)
                    return end.error();
                i = *end;
                continue;
            }
            if (d == '{' || d == '[')
                ++depth;
            else if ((d == '}' || d == ']') && --depth == 0)
                return i + 1;
            ++i;
        }
        return errorAt(m_size, Tr::tr("the file ends inside an object or array (truncated?)"));
    }
    size_t i = from;
    while (i < m_size && !isSpace(m_data[i]) && m_data[i] != ',' && m_data[i] != '}' && m_data[i] != ']')
        ++i;
    if (i == from)
        return errorAt(from, Tr::tr("a JSON value was expected"));
    return i;
}

Result<size_t> EventArrayScanner::findTraceEventsMember() const
{
    static constexpr std::string_view kKey = "\"traceEvents\"";
    size_t p = m_arrayOpen + 1; // m_arrayOpen holds the '{' here
    for (;;) {
        p = skipSpace(p);
        if (p >= m_size)
            return errorAt(m_size, Tr::tr("the file ends inside the top-level object (truncated?)"));
        if (m_data[p] == '}')
            return errorAt(p, Tr::tr("the object has no \"traceEvents\" array"));
        if (m_data[p] != '"')
            return errorAt(p, Tr::tr("a member name was expected"));
        auto keyEnd = skipString(p);
        if (!keyEnd)
            return keyEnd.error();
        const bool isEvents = std::string_view(m_data + p, *keyEnd - p) == kKey;
        p = skipSpace(*keyEnd);
        if (p >= m_size || m_data[p] != ':')
            return errorAt(p, Tr::tr("':' was expected after a member name"));
        p = skipSpace(p + 1);
        if (isEvents) {
            if (p >= m_size || m_data[p] != '[')
                return errorAt(p, Tr::tr("\"traceEvents\" must be an array"));
            return p;
        }
        auto valueEnd = skipValue(p);
        if (!valueEnd)
            return valueEnd.error();
        p = skipSpace(*valueEnd);
        if (p < m_size && m_data[p] == ',')
            ++p;
        else if (p >= m_size || m_data[p] != '}')
            return errorAt(p, Tr::tr("',' or '}' was expected"));
    }
}

Status EventArrayScanner::locate()
{
    size_t p = 0;
    if (m_size >= 3 && std::memcmp(m_data, "\xEF\xBB\xBF", 3) == 0)
        p = 3; // UTF-8 byte order mark
    p = skipSpace(p);
    if (p >= m_size)
        return errorAt(p, Tr::tr("the file is empty"));
    if (m_data[p] == '[') {
        m_arrayOpen = p;
    } else if (m_data[p] == '{') {
        m_objectEnvelope = true;
        m_arrayOpen = p;
        auto open = findTraceEventsMember();
        if (!open)
            return open.error();
        m_arrayOpen = *open;
    } else {
        return errorAt(p, Tr::tr("not a trace-event file: '[' or '{' expected"));
    }
    m_batchBegin = m_arrayOpen + 1;
    m_state.pos = m_arrayOpen;
    return Ok{};
}

Status EventArrayScanner::checkAfterArray() const
{
    size_t p = skipSpace(m_state.arrayEnd + 1);
    if (m_objectEnvelope) {
        // The rest of the object: more members, then '}'.
        while (p < m_size && m_data[p] == ',') {
            p = skipSpace(p + 1);
            if (p >= m_size || m_data[p] != '"')
                return errorAt(p, Tr::tr("a member name was expected"));
            auto keyEnd = skipString(p);
            if (!keyEnd)
                return keyEnd.error();
            p = skipSpace(*keyEnd);
            if (p >= m_size || m_data[p] != ':')
                return errorAt(p, Tr::tr("':' was expected after a member name"));
            auto valueEnd = skipValue(p + 1);
            if (!valueEnd)
                return valueEnd.error();
            p = skipSpace(*valueEnd);
        }
        if (p >= m_size)
            return errorAt(m_size, Tr::tr("the file ends inside the top-level object (truncated?)"));
        if (m_data[p] != '}')
            return errorAt(p, Tr::tr("',' or '}' was expected"));
        p = skipSpace(p + 1);
    }
    if (p < m_size)
        return errorAt(p, Tr::tr("unexpected data after the event array"));
    return Ok{};
}

Result<EventArrayScanner::Batch> EventArrayScanner::next(size_t targetBytes, ScanCopy *copy)
{
    // Where the copy starts: the last call scanned up to m_state.pos, past its cut; the first call
    // starts scanning at the '[' itself.
    const size_t origin = std::min(m_batchBegin, m_state.pos);
    if (m_done) {
        if (copy) {
            copy->start(m_data + origin, 0);
            copy->frame(origin, origin, origin);
        }
        return Batch{m_batchBegin, m_batchBegin, true};
    }
    const bool first = m_batchBegin == m_arrayOpen + 1;
    m_state.cut = 0;
    if (copy) // what the last call scanned beyond its cut
        copy->start(m_data + origin, std::min(m_state.pos, m_size) - origin);
    // No profiler writes an event near this size; scanning on would map (and copy) the rest of
    // a hostile file, e.g. hundreds of MB of '[' inside one event.
    constexpr size_t kMaxEventBytes = size_t(64) << 20;
    const size_t limit = std::min(m_size, m_batchBegin + targetBytes + kMaxEventBytes);
    m_scan(m_data, limit, m_batchBegin + targetBytes, m_state, copy);

    size_t end = 0;
    bool last = false;
    if (m_state.cut != 0) {
        end = m_state.cut;
    } else if (m_state.arrayEnd != 0) {
        if (m_data[m_state.arrayEnd] != ']')
            return errorAt(m_state.arrayEnd, Tr::tr("']' was expected to close the event array"));
        end = m_state.arrayEnd;
        last = true;
    } else if (limit < m_size) {
        return errorAt(
            m_batchBegin,
            Tr::tr("no event ends within 64 MiB of here (nesting depth %1): not a profiler trace").arg(m_state.depth));
    } else if (m_state.inString) {
        return errorAt(m_size, Tr::tr("the file ends inside a string (truncated?)"));
    } else {
        return errorAt(m_size, Tr::tr("the file ends before the event array is closed (truncated?)"));
    }

    size_t begin = m_batchBegin;
    if (!first) {
        begin = skipSpace(begin);
        if (begin < end && m_data[begin] == ',') {
            const size_t comma = begin;
            begin = skipSpace(begin + 1);
            if (begin >= end)
                return errorAt(comma, Tr::tr("a trailing ',' before the end of the event array"));
        } else if (begin < end) {
            return errorAt(begin, Tr::tr("',' was expected between events"));
        }
    }
    m_batchBegin = end;
    if (copy)
        copy->frame(origin, begin, end);
    if (last) {
        if (auto after = checkAfterArray(); !after)
            return after.error();
        m_done = true;
    }
    return Batch{begin, end, last};
}

} // namespace rl
