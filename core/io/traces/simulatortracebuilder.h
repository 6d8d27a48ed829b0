// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to core/io/traces (simdjson types).

#include "core/io/traces/simulatortracereader.h"
#include "core/io/traces/traceeventfields.h"
#include "core/io/traces/traceeventstream.h"

#include <optional>
#include <string>
#include <unordered_map>

namespace rl {

// Turns the events of an op-level trace into a PipelineTrace while they stream past; units
// and lanes are named and ordered in finish(), when all metadata has been seen.
class SimulatorTraceBuilder final : public TraceEventSink
{
public:
    // `fileUnit`: the unit a per-core file (numeric pids) stands for.
    explicit SimulatorTraceBuilder(QString fileUnit);

    std::optional<QString> event(simdjson::ondemand::object &object, qint64 offset) override;
    SimulatorTraceContent finish(const QString &path);

private:
    struct RawLane
    {
        QString unit;
        QString lane;
        std::vector<PipeInterval> intervals;
    };
    struct OpenFlag
    {
        double startUs = 0.0;
        std::string id;
        QString name;
    };
    struct FlagSpan
    {
        QString unit;
        QString lane;
        double startUs = 0.0;
        double endUs = 0.0;
        bool isSet = false;
    };
    struct FlowEnd
    {
        QString unit;
        QString lane;
        double us = 0.0;
        QString label;
    };

    QString unitOf(qint64 pid, const std::optional<std::string_view> &pidText) const;
    QString laneOf(qint64 pid, const std::optional<std::string_view> &pidText, qint64 tid,
                   const std::optional<std::string_view> &tidText) const;
    RawLane &rawLane(const QString &unit, const QString &lane);
    void addWork(const QString &unit, const QString &lane, const QString &mnemonic, const TraceEventArgs &args);

    QString m_fileUnit;
    std::unordered_map<qint64, QString> m_processNames; // numeric pid → name
    std::unordered_map<qint64, QString> m_threadNames;  // numeric tid → name (summary files)
    std::map<QString, double> m_unitSort;
    std::vector<RawLane> m_lanes;
    std::map<std::pair<QString, QString>, size_t> m_laneIndex;
    std::map<std::pair<QString, QString>, std::vector<OpenFlag>> m_openFlags;
    std::map<std::string, std::vector<FlagSpan>> m_flagSpans; // by id
    std::map<std::string, FlowEnd> m_flowStarts;
    std::vector<PipeLink> m_flowLinks;
    std::vector<std::pair<QString, QString>> m_flowUnits;     // (from, to) unit names per flow link
    std::map<QString, std::map<ComponentId, WorkMap>> m_work; // by unit
    StringTable m_names;
    qint64 m_opsWithoutPrecision = 0;
    qint64 m_bytesOnOtherPipe = 0;
    qint64 m_unpairedFlags = 0;
};

} // namespace rl
