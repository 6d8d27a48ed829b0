// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to core/io/traces: includes simdjson, which only rooflens_core links.

#include "core/common/progress.h"
#include "core/common/result.h"

#include <QString>

#include <simdjson.h>

#include <optional>

namespace rl {

// Receives the events of a trace, one On-Demand object at a time. The object and every
// string_view taken from it live until event() returns.
class TraceEventSink
{
public:
    virtual ~TraceEventSink() = default;
    // nullopt when fine; otherwise what is wrong with this event (the stream adds where).
    virtual std::optional<QString> event(simdjson::ondemand::object &event, qint64 offset) = 0;
};

struct TraceStreamOptions
{
    size_t batchBytes = 512 * 1024; // events parsed per simdjson document
    double progressFrom = 0.0;      // the share of the stage this stream covers
    double progressTo = 1.0;
};

// Streams the events of a Chrome trace-event document held in writable memory (a private
// mapping of the file, or a copy of a visualize_data.bin block): EventArrayScanner cuts it
// into batches of whole events and each batch is parsed where it lies with simdjson On-Demand
// (two bytes around it are swapped for '[' and ']' meanwhile, then restored), so there is no
// document tree and no copy; memory stays a few times the batch size. Progress by bytes;
// cancellation → Cancelled. `path` names the input in errors ("path@offset").
Status streamTraceEvents(char *data, size_t size, const QString &path, TraceEventSink &sink, Progress &progress,
                         const TraceStreamOptions &options = {});

// Parses one batch held in a buffer with simdjson's padding, "[" + events + "]" (`length`
// counts the brackets), handing each event to `sink`; `inputOffset` is where the first event
// starts in the input, for error locations.
Status parseEventBatch(simdjson::ondemand::parser &parser, const char *buffer, size_t length, size_t capacity,
                       qint64 inputOffset, const QString &path, TraceEventSink &sink);

// The byte offset of `where` inside a batch buffer, in the original input; the buffer's first
// byte is the '[' put just before the batch's first event.
inline qint64 offsetIn(const char *batchBuffer, qint64 batchInputOffset, const char *where)
{
    return batchInputOffset + qint64(where - batchBuffer) - 1; // -1: the '[' added in front
}

} // namespace rl
