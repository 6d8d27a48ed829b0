// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/stringtable.h"

#include <QString>

#include <vector>

namespace rl {

// Kernel-level timeline of a whole run (trace_view.json, msprof_*.json, the DB task table).
// Columnar and interned so a 1 GB trace (~4.6 M events) stays a few hundred MB at most:
// about 26 bytes per complete event, 16 per counter sample.
struct TimelineLane
{
    enum class Kind : quint8 { DeviceStream, HostThread, Communication, Overlap, Other };
    QString process; // "Ascend Hardware", "CANN", "Python"...
    QString thread;  // "Stream 2", "Thread 123"
    Kind kind = Kind::Other;
    qint64 pid = 0;
    qint64 tid = 0;
};

struct CounterSeries
{
    QString process; // "AI Core Freq", "HBM"
    QString name;    // "MHz", "Read(MB/s)"
    QString event;   // the counter event's own name: "AI Core Freq", "HBM 0/Read"
    std::vector<qint64> tsNs;
    std::vector<double> values;
};

class Timeline
{
public:
    StringTable strings;
    std::vector<TimelineLane> lanes;

    // Complete events, one entry per column; sorted by (lane, start) after finish().
    std::vector<qint64> startNs;
    std::vector<qint64> durNs;
    std::vector<quint32> nameId;
    std::vector<quint16> lane;
    std::vector<qint32> operatorIndex; // into Profile::operators, -1 when none

    std::vector<CounterSeries> counters;
    qint64 flowCount = 0;

    size_t eventCount() const { return startNs.size(); }
    bool isEmpty() const { return startNs.empty() && counters.empty(); }
    void append(quint16 laneIndex, qint64 start, qint64 dur, quint32 name, qint32 op = -1);
    // Sorts events by lane then start, so views can binary-search a visible range.
    void finish();
    // [first, last) event indices of one lane (valid after finish()).
    std::pair<size_t, size_t> laneRange(quint16 laneIndex) const;
    qint64 minStartNs() const;
    qint64 maxEndNs() const;
    size_t memoryBytes() const; // what the columns hold, for benchmarks
};

} // namespace rl
