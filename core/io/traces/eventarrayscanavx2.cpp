// SPDX-License-Identifier: GPL-3.0-or-later
// The scanner's block loop for CPUs with AVX2 and carry-less multiplication (chosen at run
// time: the program itself is built for the x86-64 baseline). Two 32-byte compares per
// character instead of four 16-byte ones, and the string mask's prefix XOR in one
// instruction; about twice the SSE2 loop's speed.
#include "core/io/traces/eventarrayscanner.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))

#include <immintrin.h>

// Everything defined from here on (and only that: the headers above keep their own options)
// may use AVX2; it runs only after scanKernelAvx2Supported() said yes.
// (Clang ignores GCC's target pragma: it takes the same options as a function attribute.)
#if defined(__clang__)
#pragma clang attribute push(__attribute__((target("avx2,pclmul,popcnt"))), apply_to = function)
#else
#pragma GCC push_options
#pragma GCC target("avx2,pclmul,popcnt")
#endif

#include "core/io/traces/eventarrayscanloop.h"

namespace rl {

namespace {

struct Avx2Classifier
{
    static inline __attribute__((always_inline)) scanloop::BlockMasks classify(const char *block, char *copy)
    {
        const __m256i lo = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(block));
        const __m256i hi = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(block + 32));
        if (copy) {
            _mm256_storeu_si256(reinterpret_cast<__m256i *>(copy), lo);
            _mm256_storeu_si256(reinterpret_cast<__m256i *>(copy + 32), hi);
        }
        const __m256i quote = _mm256_set1_epi8('"');
        const __m256i backslash = _mm256_set1_epi8('\\');
        // '{' | 0x20 == '[' | 0x20 == 0x7B and '}' | 0x20 == ']' | 0x20 == 0x7D; no other byte maps there.
        const __m256i lowerBit = _mm256_set1_epi8(0x20);
        const __m256i opener = _mm256_set1_epi8(0x7B);
        const __m256i closer = _mm256_set1_epi8(0x7D);
        auto mask = [](__m256i a, __m256i b, __m256i c) {
            const uint64_t low = uint32_t(_mm256_movemask_epi8(_mm256_cmpeq_epi8(a, c)));
            const uint64_t high = uint32_t(_mm256_movemask_epi8(_mm256_cmpeq_epi8(b, c)));
            return low | high << 32;
        };
        const __m256i foldedLo = _mm256_or_si256(lo, lowerBit);
        const __m256i foldedHi = _mm256_or_si256(hi, lowerBit);
        scanloop::BlockMasks m;
        m.quote = mask(lo, hi, quote);
        m.backslash = mask(lo, hi, backslash);
        m.open = mask(foldedLo, foldedHi, opener);
        m.close = mask(foldedLo, foldedHi, closer);
        return m;
    }
    static inline __attribute__((always_inline)) uint64_t prefixXor(uint64_t x)
    {
        const __m128i all = _mm_set1_epi8(char(0xFF));
        return uint64_t(_mm_cvtsi128_si64(_mm_clmulepi64_si128(_mm_set_epi64x(0, int64_t(x)), all, 0)));
    }
    static inline __attribute__((always_inline)) int bitCount(uint64_t x) { return int(_mm_popcnt_u64(x)); }
};

} // namespace

void scanBlocksAvx2(const char *data, size_t size, size_t target, EventArrayScanner::State &state, ScanCopy *copy)
{
    scanloop::scanBlocks<Avx2Classifier>(data, size, target, state, copy);
}

} // namespace rl

#if defined(__clang__)
#pragma clang attribute pop
#else
#pragma GCC pop_options
#endif

namespace rl {

bool scanKernelAvx2Supported()
{
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("pclmul") && __builtin_cpu_supports("popcnt");
}

} // namespace rl

#else

namespace rl {

void scanBlocksAvx2(const char *, size_t, size_t, EventArrayScanner::State &, ScanCopy *) { }

bool scanKernelAvx2Supported()
{
    return false;
}

} // namespace rl

#endif
