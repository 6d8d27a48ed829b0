// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/memory/memorydata.h"

#include <array>
#include <map>
#include <optional>

namespace rl {

// One rank's memory as its rows are read, in any order, by any of the readers (README §2), and
// made into a RankMemory when the file is done: series sorted by time, HBM summed per sample
// time, L2 hit rates averaged per time and over the rows.
class RankMemoryBuilder
{
public:
    // One row of an allocator's totals (bytes). A figure the component does not have is ignored
    // (APP has reserved only; GE and NPU_OP_MEM no active). False, and nothing kept, when a figure
    // the component needs is missing: the row is malformed.
    bool addRecord(MemoryComponent component, qint64 timeNs, std::optional<double> allocated,
                   std::optional<double> reserved, std::optional<double> active);
    void addModule(const QString &module, qint64 timeNs, double reservedBytes);
    // One HBM row: a unit's read or write bandwidth (bytes/s) at `timeNs`.
    void addHbm(qint64 timeNs, bool write, double bytesPerSecond);
    // One LLC row: a unit's hit rate (fraction 0–1) and throughput (bytes/s, when recorded).
    void addLlc(qint64 timeNs, bool write, double hitRate, std::optional<double> throughputBps);

    AllocationColumns allocations;       // OP_MEMORY rows, operator_memory.csv
    AllocationColumns pairedAllocations; // NPU_OP_MEM pairs: used only where the above is empty

    bool isEmpty() const;
    RankMemory finish(int rank, std::optional<int> deviceId, const QString &path);

private:
    struct LlcTime
    {
        double hitRateSum = 0.0;
        int units = 0;
        double throughput = 0.0;
        bool hasThroughput = false;
    };
    struct LlcTally
    {
        std::map<qint64, LlcTime> times;
        double rowHitRateSum = 0.0;
        qint64 rows = 0;
    };
    static LlcModeSamples finishLlc(const LlcTally &tally);

    std::array<MemorySeries, 6> m_series;  // by MemoryComponent
    std::array<bool, 6> m_activeMissing{}; // a row of the component had no active figure
    std::map<QString, ModuleMemorySeries> m_modules;
    std::map<qint64, std::pair<double, double>> m_hbm; // time -> read, write
    LlcTally m_llcRead;
    LlcTally m_llcWrite;
};

// The columns of `s` put in time order (stable: rows of one time keep the order read).
void sortSeriesByTime(MemorySeries &s);

} // namespace rl
