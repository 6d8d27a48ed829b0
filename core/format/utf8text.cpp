// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/format/utf8text.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace rl {

namespace {

// Appends the ASCII characters at the start of [p, end) as bytes and returns where they stop.
// The evidence sentences are most of a CSV's bytes: eight characters a step where SSE2 is.
const char16_t *appendAsciiRun(std::string &out, const char16_t *p, const char16_t *const end)
{
#if defined(__SSE2__)
    const __m128i nonAscii = _mm_set1_epi16(static_cast<short>(0xff80));
    while (end - p >= 8) {
        const __m128i chars = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        if (_mm_movemask_epi8(_mm_cmpeq_epi16(_mm_and_si128(chars, nonAscii), _mm_setzero_si128())) != 0xffff)
            break;
        alignas(16) char bytes[16];
        _mm_store_si128(reinterpret_cast<__m128i *>(bytes), _mm_packus_epi16(chars, chars));
        out.append(bytes, 8);
        p += 8;
    }
#endif
    const char16_t *ascii = p;
    while (ascii < end && *ascii < 0x80)
        ++ascii;
    if (ascii > p) {
        const size_t at = out.size();
        out.resize(at + size_t(ascii - p));
        for (char *d = out.data() + at; p < ascii; ++p, ++d)
            *d = char(*p);
    }
    return p;
}

} // namespace

void appendUtf8(std::string &out, QStringView text)
{
    const char16_t *p = text.utf16();
    const char16_t *const end = p + text.size();
    while (p < end) {
        p = appendAsciiRun(out, p, end);
        if (p == end)
            break;
        const char32_t u = *p++;
        if (u < 0x800) {
            out += char(0xc0 | (u >> 6));
            out += char(0x80 | (u & 0x3f));
        } else if (u < 0xd800 || u > 0xdfff) {
            out += char(0xe0 | (u >> 12));
            out += char(0x80 | ((u >> 6) & 0x3f));
            out += char(0x80 | (u & 0x3f));
        } else if (u < 0xdc00 && p < end && *p >= 0xdc00 && *p <= 0xdfff) {
            const char32_t c = 0x10000 + ((u - 0xd800) << 10) + (char32_t(*p++) - 0xdc00);
            out += char(0xf0 | (c >> 18));
            out += char(0x80 | ((c >> 12) & 0x3f));
            out += char(0x80 | ((c >> 6) & 0x3f));
            out += char(0x80 | (c & 0x3f));
        } else {
            // A surrogate without its other half; the character after it stays what it is.
            out += '?';
        }
    }
}

} // namespace rl
