// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to core/io/traces (simdjson types).

#include <QString>

#include <simdjson.h>

#include <array>
#include <functional>
#include <optional>
#include <string_view>
#include <utility>

namespace rl {

// The args RoofLens uses, captured while the event object is walked once, in file order.
struct TraceEventArgs
{
    enum Want : unsigned {
        None = 0,
        Device = 1,   // "Task Type", stream/task ids, "Aicore Time(ms)", "Total Cycle"
        Numbers = 2,  // every numeric arg (counter values, sort_index), up to kMaxNumbers
        Names = 4,    // "name" and "labels" (metadata events)
        Pipeline = 8, // simulator: "process_bytes", "detail", "ops", "dtype"
        All = 15,
    };
    static constexpr int kMaxNumbers = 8;

    std::string_view name;
    std::string_view labels;
    std::optional<std::string_view> taskType;
    std::optional<qint64> physicStreamId;
    std::optional<qint64> streamId;
    std::optional<qint64> taskId;
    std::optional<double> aicoreTime; // "Aicore Time(ms)", really µs
    std::optional<qint64> totalCycles;
    std::optional<double> processBytes;
    std::optional<double> ops;
    std::string_view detail;
    std::string_view dtype;
    // A numeric arg. Trivial on purpose: the array below is left uninitialised (only the first
    // numberCount entries are ever set or read), as zeroing it for every event shows in a load.
    struct NumberArg
    {
        const char *keyData;
        size_t keySize;
        double value;
        std::string_view key() const { return {keyData, keySize}; }
    };
    int numberCount = 0;
    std::array<NumberArg, kMaxNumbers> numbers;
};

// One trace event as written, before any lane or name is resolved. Views point into the
// parser's buffers and are valid while the event is being handled.
struct RawTraceEvent
{
    char ph = 0;
    std::string_view name;
    std::string_view cat;
    bool hasPid = false;
    qint64 pid = 0;
    std::optional<std::string_view> pidText; // pid written as a string ("core0.cubecore0")
    bool hasTid = false;
    qint64 tid = 0;
    std::optional<std::string_view> tidText; // tid written as a string ("MTE2")
    std::optional<qint64> tsNs;              // ts (µs in the file) exactly in ns
    std::optional<qint64> durNs;
    std::string_view tsText; // the ts/dur as written (simulator traces keep µs doubles)
    std::string_view durText;
    std::string_view id; // flow / flag id, as text whether string or number
    bool hasArgs = false;
    TraceEventArgs args;
};

// Decides, when the walk reaches "args", what to capture from it; sees the fields read so far
// (ph and pid may still be unknown: msprof writes "ph" last).
using ArgsChooser = std::function<unsigned(const RawTraceEvent &event)>;

// Walks the event's fields once (On-Demand reads forward only). nullopt on success, else the
// problem. ts/dur that are present but not numbers are reported here. "cat" and "id" are only
// read when `wantFlowFields`.
std::optional<QString> readTraceEvent(simdjson::ondemand::object &object, RawTraceEvent &event,
                                      const ArgsChooser &chooseArgs, bool wantFlowFields = false);

} // namespace rl
