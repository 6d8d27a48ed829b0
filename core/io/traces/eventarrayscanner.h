// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/result.h"

#include <QString>

#include <cstring>

#include <cstddef>
#include <cstdint>
#include <memory>

namespace rl {

// Finds the trace-event array of a Chrome trace-event file and cuts it into batches of whole
// events, without parsing them: a top-level array, or the "traceEvents" member of a top-level
// object. It only tracks what decides element boundaries (strings, escapes, bracket depth),
// 64 bytes at a time, so a batch can then be handed to a real JSON parser on its own and
// memory stays bounded whatever the file size. Errors are Input errors at "path@offset".
// Where EventArrayScanner::next() can copy the bytes it scans, so that a batch is read from
// memory once (the scan is the first, memory-bound read; a separate copy would be a second):
// after next(), batch() holds "[" + the batch's events + "]", followed by `padding` bytes that
// may be read (zeros).
class ScanCopy
{
public:
    explicit ScanCopy(size_t padding) : m_padding(padding) { }
    const char *batch() const { return m_data.get() + m_batchAt; }
    size_t batchLength() const { return m_batchLength; }            // brackets included
    size_t batchCapacity() const { return m_capacity - m_batchAt; } // from batch() to the end

    // For the scan loop: room for `n` more bytes at the end (written there, then advance()).
    char *room(size_t n)
    {
        if (m_size + n + m_padding + 2 > m_capacity)
            reserve(m_size + n);
        return m_data.get() + m_size;
    }
    void advance(size_t n) { m_size += n; }

private:
    friend class EventArrayScanner;
    void start(const char *bytes, size_t n); // byte 0 is kept free for a '['
    void append(const char *bytes, size_t n)
    {
        reserve(m_size + n);
        std::memcpy(m_data.get() + m_size, bytes, n);
        m_size += n;
    }
    void reserve(size_t n);
    // The copy started at input offset `origin`: frames [begin, end) as a document.
    void frame(size_t origin, size_t begin, size_t end);

    std::unique_ptr<char[]> m_data;
    size_t m_capacity = 0;
    size_t m_size = 0;
    size_t m_padding;
    size_t m_batchAt = 0;
    size_t m_batchLength = 0;
};

class EventArrayScanner
{
public:
    struct Batch
    {
        size_t begin = 0; // first byte of the first event (a separating comma is skipped)
        size_t end = 0;   // one past the last byte of the last event
        bool last = false;
    };

    // Which block loop scans: the fastest the CPU has, or the portable one (for tests that
    // compare the two).
    enum class Kernel { Fastest, Portable };

    // What the block loop carries from one block to the next.
    struct State
    {
        size_t pos = 0;           // next block to scan (block aligned relative to the '[')
        uint64_t escapeCarry = 0; // 1 when the previous block ended with an escaping backslash
        uint64_t inString = 0;    // all ones while inside a string
        int64_t depth = 0;
        size_t cut = 0;      // end of the event that completes the batch (0 = none yet)
        size_t arrayEnd = 0; // offset of the closing ']' (0 = not seen yet)
    };

    EventArrayScanner(const char *data, size_t size, QString path, Kernel kernel = Kernel::Fastest);

    // Finds the array; must succeed before next().
    Status locate();
    bool isObjectEnvelope() const { return m_objectEnvelope; }

    // The next run of whole events, at least `targetBytes` long unless the array ends first.
    // A batch may be empty (e.g. "[]"). After the last batch, the bytes after the array have
    // been checked too. With `copy`, the batch is also copied there as it is scanned.
    Result<Batch> next(size_t targetBytes, ScanCopy *copy = nullptr);

    size_t position() const { return m_state.pos; }
    // Whether Kernel::Fastest is more than the portable loop on this CPU.
    static bool hasFasterKernel();

private:
    Error errorAt(size_t offset, const QString &message) const;
    using ScanFunction = void (*)(const char *data, size_t size, size_t target, State &state, ScanCopy *copy);
    Status checkAfterArray() const;
    Result<size_t> findTraceEventsMember() const;
    size_t skipSpace(size_t from) const;
    Result<size_t> skipString(size_t quote) const;
    Result<size_t> skipValue(size_t from) const;

    const char *m_data;
    size_t m_size;
    QString m_path;
    bool m_objectEnvelope = false;
    size_t m_arrayOpen = 0;  // offset of '['
    size_t m_batchBegin = 0; // where the next batch starts
    State m_state;
    ScanFunction m_scan;
    bool m_done = false;
};

} // namespace rl
