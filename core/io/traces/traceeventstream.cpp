// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/traces/traceeventstream.h"

#include "core/common/tr.h"
#include "core/io/traces/eventarrayscanner.h"

#include <cstring>
#include <memory>

namespace rl {

namespace {

Error inputError(const QString &path, qint64 offset, const QString &message)
{
    return makeError(Error::Kind::Input, message, path + u'@' + QString::number(offset));
}

QString simdjsonMessage(simdjson::error_code code)
{
    return QString::fromUtf8(simdjson::error_message(code));
}

// One growable buffer with simdjson's padding; a batch is "[" + events + "]".
class PaddedBatch
{
public:
    const char *fill(const char *events, size_t size)
    {
        const size_t needed = size + 2 + simdjson::SIMDJSON_PADDING;
        if (needed > m_capacity) {
            m_capacity = needed + needed / 4;
            m_buffer = std::make_unique<char[]>(m_capacity);
        }
        m_buffer[0] = '[';
        std::memcpy(m_buffer.get() + 1, events, size);
        m_buffer[size + 1] = ']';
        std::memset(m_buffer.get() + size + 2, 0, simdjson::SIMDJSON_PADDING);
        m_length = size + 2;
        return m_buffer.get();
    }
    size_t length() const { return m_length; }
    size_t capacity() const { return m_capacity; }

private:
    std::unique_ptr<char[]> m_buffer;
    size_t m_capacity = 0;
    size_t m_length = 0;
};

} // namespace

Status parseEventBatch(simdjson::ondemand::parser &parser, const char *buffer, size_t length, size_t capacity,
                       qint64 inputOffset, const QString &path, TraceEventSink &sink)
{
    auto doc = parser.iterate(buffer, length, capacity);
    simdjson::ondemand::array events;
    if (auto error = doc.get_array().get(events))
        return inputError(path, inputOffset, Tr::tr("invalid JSON: %1").arg(simdjsonMessage(error)));
    for (auto element : events) {
        simdjson::ondemand::value value;
        if (auto error = element.get(value)) {
            const char *where = nullptr;
            const qint64 offset = doc.current_location().get(where) ? inputOffset
                                                                    : offsetIn(buffer, inputOffset, where);
            return inputError(path, offset, Tr::tr("invalid JSON: %1").arg(simdjsonMessage(error)));
        }
        const char *where = nullptr;
        const qint64 offset = value.current_location().get(where) ? inputOffset : offsetIn(buffer, inputOffset, where);
        simdjson::ondemand::object event;
        if (auto error = value.get_object().get(event)) {
            if (error == simdjson::INCORRECT_TYPE)
                return inputError(path, offset, Tr::tr("a trace event must be a JSON object"));
            return inputError(path, offset, Tr::tr("invalid JSON: %1").arg(simdjsonMessage(error)));
        }
        if (auto problem = sink.event(event, offset))
            return inputError(path, offset, *problem);
    }
    return Ok{};
}

Status streamTraceEvents(char *data, size_t size, const QString &path, TraceEventSink &sink, Progress &progress,
                         const TraceStreamOptions &options)
{
    EventArrayScanner scanner(data, size, path);
    if (auto located = scanner.locate(); !located)
        return located.error();

    simdjson::ondemand::parser parser;
    PaddedBatch tailCopy;
    const double span = options.progressTo - options.progressFrom;
    for (;;) {
        if (progress.cancelled())
            return makeError(Error::Kind::Cancelled, Tr::tr("loading was cancelled"), path);
        auto next = scanner.next(options.batchBytes);
        if (!next)
            return next.error();
        const EventArrayScanner::Batch range = *next;
        const qint64 inputOffset = qint64(range.begin);

        // Parse the batch where it lies, as "[" + events + "]": the byte before the first event
        // (the '[', a ',' or a space) and the one after the last (a ',', a space or the ']')
        // are overwritten for the time being; simdjson's padding is the data that follows.
        // Only a batch too close to the end of the input is copied.
        const char *buffer = nullptr;
        size_t length = range.end - range.begin + 2;
        size_t capacity = 0;
        const char savedBefore = data[range.begin - 1];
        const char savedAfter = data[range.end];
        const bool inPlace = range.end + 1 + simdjson::SIMDJSON_PADDING <= size;
        if (inPlace) {
            data[range.begin - 1] = '[';
            data[range.end] = ']';
            buffer = data + range.begin - 1;
            capacity = length + simdjson::SIMDJSON_PADDING;
        } else {
            buffer = tailCopy.fill(data + range.begin, range.end - range.begin);
            capacity = tailCopy.capacity();
        }
        Status parsed = parseEventBatch(parser, buffer, length, capacity, inputOffset, path, sink);
        if (inPlace) {
            data[range.begin - 1] = savedBefore;
            data[range.end] = savedAfter;
        }
        if (!parsed)
            return parsed.error();
        progress.report(options.progressFrom + span * double(range.end) / double(size ? size : 1));
        if (range.last)
            break;
    }
    return Ok{};
}

} // namespace rl
