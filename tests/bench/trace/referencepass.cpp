// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/bench/trace/referencepass.h"

#include "core/io/traces/eventarrayscanner.h"
#include "core/io/traces/mappedfile.h"

#include <QString>

#include <simdjson.h>

#include <cstring>
#include <memory>
#include <string_view>

namespace rl::bench {

namespace {

class PaddedCopy
{
public:
    const char *fill(const char *data, const ByteRange &range)
    {
        const size_t n = range.second - range.first;
        if (n + 2 + simdjson::SIMDJSON_PADDING > m_capacity) {
            m_capacity = (n + 2 + simdjson::SIMDJSON_PADDING) * 5 / 4;
            m_buffer = std::make_unique<char[]>(m_capacity);
        }
        m_buffer[0] = '[';
        std::memcpy(m_buffer.get() + 1, data + range.first, n);
        m_buffer[n + 1] = ']';
        std::memset(m_buffer.get() + n + 2, 0, simdjson::SIMDJSON_PADDING);
        m_length = n + 2;
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

std::vector<ByteRange> cutBatches(const char *data, size_t size, size_t batchBytes)
{
    std::vector<ByteRange> batches;
    EventArrayScanner scanner(data, size, QStringLiteral("bench"));
    if (!scanner.locate().ok())
        return batches;
    for (;;) {
        auto batch = scanner.next(batchBytes);
        if (!batch.ok())
            return {};
        batches.emplace_back(batch->begin, batch->end);
        if (batch->last)
            break;
    }
    return batches;
}

namespace {

bool readNumber(simdjson::ondemand::value &v, uint64_t &checksum)
{
    simdjson::ondemand::json_type type{};
    if (v.type().get(type))
        return false;
    double d = 0.0;
    if (type == simdjson::ondemand::json_type::string) {
        if (v.get_double_in_string().get(d))
            return false;
    } else if (type == simdjson::ondemand::json_type::number) {
        if (v.get_double().get(d))
            return false;
    } else {
        return true; // null and such: nothing to read
    }
    checksum += uint64_t(int64_t(d));
    return true;
}

bool readId(simdjson::ondemand::value &v, uint64_t &checksum)
{
    simdjson::ondemand::json_type type{};
    if (v.type().get(type))
        return false;
    if (type == simdjson::ondemand::json_type::string) {
        std::string_view text;
        if (v.get_string().get(text))
            return false;
        checksum += text.size();
        return true;
    }
    int64_t i = 0;
    if (v.get_int64().get(i))
        return false;
    checksum += uint64_t(i);
    return true;
}

bool readString(simdjson::ondemand::value &v, uint64_t &checksum)
{
    std::string_view text;
    if (v.get_string().get(text))
        return false;
    checksum += text.size() + uint8_t(text.empty() ? 0 : text[0]);
    return true;
}

bool readArgs(simdjson::ondemand::value &v, uint64_t &checksum)
{
    simdjson::ondemand::object args;
    if (v.get_object().get(args))
        return true;
    for (auto field : args) {
        if (field.error())
            return false;
        simdjson::ondemand::field &&f = std::move(field).value_unsafe(); // no copy, as the reader
        const simdjson::ondemand::raw_json_string key = f.key();
        simdjson::ondemand::value &value = f.value();
        simdjson::ondemand::json_type type{};
        if (value.type().get(type))
            return false;
        if (key == "Task Type" || key == "name" || key == "labels") {
            if (type == simdjson::ondemand::json_type::string && !readString(value, checksum))
                return false;
        } else if (type == simdjson::ondemand::json_type::number) {
            double d = 0.0;
            if (value.get_double().get(d))
                return false;
            checksum += uint64_t(int64_t(d));
        }
    }
    return true;
}

} // namespace

PassResult streamingPass(const QString &path, size_t batchBytes, bool walkArgs)
{
    PassResult r;
    auto file = MappedFile::open(path);
    if (!file) {
        r.ok = false;
        return r;
    }
    const char *data = (*file)->data();
    const size_t size = (*file)->size();
    EventArrayScanner scanner(data, size, path);
    if (!scanner.locate().ok()) {
        r.ok = false;
        return r;
    }
    simdjson::ondemand::parser parser;
    PaddedCopy copy;
    for (;;) {
        auto batch = scanner.next(batchBytes);
        if (!batch.ok()) {
            r.ok = false;
            return r;
        }
        const char *buffer = copy.fill(data, ByteRange(batch->begin, batch->end));
        auto doc = parser.iterate(buffer, copy.length(), copy.capacity());
        simdjson::ondemand::array events;
        if (doc.get_array().get(events)) {
            r.ok = false;
            return r;
        }
        for (auto element : events) {
            simdjson::ondemand::object event;
            if (element.get_object().get(event)) {
                r.ok = false;
                return r;
            }
            for (auto field : event) {
                if (field.error()) {
                    r.ok = false;
                    return r;
                }
                // A reference, not a copy of the field (as the reader does): copying it costs a
                // store-forwarding stall per field with GCC.
                simdjson::ondemand::field &&f = std::move(field).value_unsafe();
                const simdjson::ondemand::raw_json_string key = f.key();
                simdjson::ondemand::value &v = f.value();
                bool ok = true;
                if (key == "ph" || key == "name")
                    ok = readString(v, r.checksum);
                else if (key == "pid" || key == "tid")
                    ok = readId(v, r.checksum);
                else if (key == "ts" || key == "dur")
                    ok = readNumber(v, r.checksum);
                else if (walkArgs && key == "args")
                    ok = readArgs(v, r.checksum);
                if (!ok) {
                    r.ok = false;
                    return r;
                }
            }
            ++r.events;
        }
        if (batch->last)
            break;
    }
    return r;
}

PassResult onDemandPass(const char *data, const std::vector<ByteRange> &batches)
{
    PassResult r;
    simdjson::ondemand::parser parser;
    PaddedCopy copy;
    for (const ByteRange &range : batches) {
        const char *buffer = copy.fill(data, range);
        auto doc = parser.iterate(buffer, copy.length(), copy.capacity());
        simdjson::ondemand::array events;
        if (doc.get_array().get(events)) {
            r.ok = false;
            return r;
        }
        for (auto element : events) {
            simdjson::ondemand::object event;
            if (element.get_object().get(event)) {
                r.ok = false;
                return r;
            }
            for (auto field : event) {
                simdjson::ondemand::field f;
                if (std::move(field).get(f)) {
                    r.ok = false;
                    return r;
                }
                const simdjson::ondemand::raw_json_string key = f.key();
                simdjson::ondemand::value &v = f.value();
                std::string_view text;
                if (key == "ph" || key == "name") {
                    if (!v.get_string().get(text))
                        r.checksum += text.size() + uint8_t(text.empty() ? 0 : text[0]);
                } else if (key == "ts" || key == "dur") {
                    simdjson::ondemand::json_type type{};
                    if (!v.type().get(type))
                        r.checksum += type == simdjson::ondemand::json_type::string
                            ? (v.get_string().get(text) ? 0 : text.size())
                            : v.raw_json_token().size();
                }
            }
            ++r.events;
        }
    }
    return r;
}

PassResult domPass(const char *data, const std::vector<ByteRange> &batches)
{
    PassResult r;
    simdjson::dom::parser parser;
    PaddedCopy copy;
    for (const ByteRange &range : batches) {
        const char *buffer = copy.fill(data, range);
        simdjson::dom::element doc;
        if (parser.parse(buffer, copy.length(), false).get(doc)) {
            r.ok = false;
            return r;
        }
        simdjson::dom::array events;
        if (doc.get_array().get(events)) {
            r.ok = false;
            return r;
        }
        for (simdjson::dom::element element : events) {
            simdjson::dom::object event;
            if (element.get_object().get(event)) {
                r.ok = false;
                return r;
            }
            for (const simdjson::dom::key_value_pair field : event) {
                std::string_view text;
                if (field.key == "ph" || field.key == "name") {
                    if (!field.value.get_string().get(text))
                        r.checksum += text.size() + uint8_t(text.empty() ? 0 : text[0]);
                } else if (field.key == "ts" || field.key == "dur") {
                    double d = 0.0;
                    if (!field.value.get_string().get(text))
                        r.checksum += text.size();
                    else if (!field.value.get_double().get(d))
                        r.checksum += uint64_t(d);
                }
            }
            ++r.events;
        }
    }
    return r;
}

} // namespace rl::bench
