// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace rl::bench {

using ByteRange = std::pair<size_t, size_t>;

// The same batches of whole events that readChromeTrace() parses (EventArrayScanner cuts).
std::vector<ByteRange> cutBatches(const char *data, size_t size, size_t batchBytes);

struct PassResult
{
    int64_t events = 0;
    uint64_t checksum = 0; // so the compiler cannot skip the work
    bool ok = true;
};

// The reference: each batch copied into a padded buffer and walked with simdjson On-Demand,
// touching ph, ts, dur and name of every event and nothing else.
PassResult onDemandPass(const char *data, const std::vector<ByteRange> &batches);
// The same with simdjson's DOM parser (which picks its SIMD kernel at run time).
PassResult domPass(const char *data, const std::vector<ByteRange> &batches);

} // namespace rl::bench
