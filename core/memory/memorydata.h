// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/diagnostics.h"
#include "core/model/stringtable.h"

#include <QString>

#include <limits>
#include <optional>
#include <vector>

namespace rl {

// The device memory of a job as its files give it (core/memory/README.md §1), before anything is
// summed: per rank, the allocators' totals over time, every allocation interval, and the chip's
// sampled HBM bandwidth and L2 hit rate. Held as columns so that ten million allocations stay
// a few hundred MB. Units are the same for every source: bytes, ns on the clock of the rank's
// kernels, bytes per second, hit rates as fractions 0–1.

// Which series of memory_record / MEMORY_RECORD (or NPU_OP_MEM's pool totals) a row belongs to.
enum class MemoryComponent : quint8 { PtaGe, Pta, Ge, NpuOpMem, App, Workspace };

// "PTA+GE", "PTA", "GE", "NPU_OP_MEM", "APP", "WORKSPACE": as the files name them.
QString memoryComponentName(MemoryComponent component);
// The contract's `source` value of a peak series (contract §7c): "pta_ge", "pta", "ge",
// "npu_op_mem"; empty for APP and WORKSPACE, which never give the peaks.
QString memorySourceId(MemoryComponent component);

// The totals of one allocator after each of its events, sorted by time. A column the source does
// not give is empty (APP has reserved only; GE and NPU_OP_MEM have no active figure).
struct MemorySeries
{
    MemoryComponent component = MemoryComponent::PtaGe;
    std::vector<qint64> timeNs;
    std::vector<double> allocatedBytes;
    std::vector<double> reservedBytes;
    std::vector<double> activeBytes;

    size_t size() const { return timeNs.size(); }
    bool hasAllocated() const { return !allocatedBytes.empty(); }
    bool hasReserved() const { return !reservedBytes.empty(); }
    bool hasActive() const { return !activeBytes.empty(); }
};

// One software module's reserved memory over time (NPU_MODULE_MEM, npu_module_mem.csv).
struct ModuleMemorySeries
{
    QString module; // "APP", "HCCL", "RUNTIME", "GE"...
    std::vector<qint64> timeNs;
    std::vector<double> reservedBytes;
};

// Every allocation interval of one rank (OP_MEMORY rows, operator_memory.csv, or NPU_OP_MEM
// allocate/release pairs), one entry per column, in the order read. Rows with size <= 0 are not
// kept. A release outside the profile is kNoRelease.
struct AllocationColumns
{
    static constexpr qint64 kNoRelease = std::numeric_limits<qint64>::min();

    StringTable names;
    std::vector<quint32> nameId;
    std::vector<qint64> sizeBytes;
    std::vector<qint64> allocationNs;
    std::vector<qint64> releaseNs;

    size_t size() const { return sizeBytes.size(); }
    void append(quint32 name, qint64 size, qint64 allocation, qint64 release);
    void reserve(size_t rows);
};

// The chip's HBM bandwidth, one entry per sample time of the device: read and write summed over
// every HBM unit (core/memory/README.md §3).
struct HbmSamples
{
    std::vector<qint64> timeNs;
    std::vector<double> readBps;
    std::vector<double> writeBps;

    size_t size() const { return timeNs.size(); }
};

// The L2 (LLC) hit rate of one mode, per sample time the mean over the cache units, plus the
// figures the contract's mean is taken over (every row, not every time).
struct LlcModeSamples
{
    std::vector<qint64> timeNs;
    std::vector<double> hitRate;       // fraction 0–1, mean over the units at that time
    std::vector<double> throughputBps; // summed over the units; empty when not recorded
    double rowHitRateSum = 0.0;        // Σ hitRate over every row of the mode (fractions)
    qint64 rows = 0;

    bool isEmpty() const { return rows == 0; }
};

// One rank's (or, for an msprof DB, one device's) memory.
struct RankMemory
{
    int rank = 0;
    std::optional<int> deviceId;
    QString path;                     // the file the records came from (the first, when several)
    std::vector<MemorySeries> series; // at most one per component, in MemoryComponent order
    std::vector<ModuleMemorySeries> modules;
    AllocationColumns allocations;
    HbmSamples hbm;
    LlcModeSamples llcRead;
    LlcModeSamples llcWrite;
    qint64 llcTimestamps = 0; // distinct LLC sample times over both modes

    const MemorySeries *find(MemoryComponent component) const;
    // The series the peaks come from: PTA+GE, else PTA, else GE, else NPU_OP_MEM (contract §7c);
    // null when the rank has none of them.
    const MemorySeries *peakSeries() const;
    bool isEmpty() const;
};

struct MemoryData
{
    std::vector<RankMemory> ranks; // by rank
    Diagnostics diagnostics;

    bool isEmpty() const;
    const RankMemory *rank(int number) const;
};

} // namespace rl
