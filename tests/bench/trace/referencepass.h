// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

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

// The reference: a plain streaming simdjson On-Demand pass, single-threaded. The file is cut
// into batches of whole events as it goes (EventArrayScanner, as readChromeTrace() does: a
// simdjson document must fit in memory), each batch copied into a padded buffer and walked
// with On-Demand, reading the top-level fields the importer uses with simdjson's own getters:
// ph and name (strings), pid and tid (integer or string), ts and dur (number, or number in a
// string, as double); args is skipped. With `walkArgs`, every member of every args object is
// read too (Task Type, name and labels as strings, numbers as double): more than the importer
// does, as it only looks into the args of events that may be device tasks, counters and
// metadata. Nothing is kept but a checksum.
// Like readChromeTrace(), it opens and maps the file itself, so both pay for reading its pages.
PassResult streamingPass(const QString &path, size_t batchBytes, bool walkArgs);
// The earlier, lighter reference: batches cut beforehand (not timed), only ph, ts, dur and
// name touched; ts/dur only as raw tokens, args skipped.
PassResult onDemandPass(const char *data, const std::vector<ByteRange> &batches);
// The same with simdjson's DOM parser (which picks its SIMD kernel at run time).
PassResult domPass(const char *data, const std::vector<ByteRange> &batches);

} // namespace rl::bench
