// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/format/utf8text.h"

namespace rl {

void appendUtf8(std::string &out, QStringView text)
{
    const char16_t *p = text.utf16();
    const char16_t *const end = p + text.size();
    while (p < end) {
        const char16_t *ascii = p;
        while (ascii < end && *ascii < 0x80)
            ++ascii;
        if (ascii > p) {
            const size_t at = out.size();
            out.resize(at + size_t(ascii - p));
            for (char *d = out.data() + at; p < ascii; ++p, ++d)
                *d = char(*p);
            continue;
        }
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
