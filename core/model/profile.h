// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/diagnostics.h"
#include "core/model/llcsamples.h"
#include "core/model/operator.h"
#include "core/model/pipelinetrace.h"
#include "core/model/timeline.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace rl {

struct RunBreakdown; // core/run/runbreakdown.h

// One input path as loaded: what it was and what it contributed.
struct InputInfo
{
    QString path;
    QString format;           // "torch_npu_kernel_details", "msprof_op_summary", ...
    QStringList metricGroups; // "PipeUtilization", "ArithmeticUtilization", ...
    QString chip;             // as found in the data ("Ascend910B", "Ascend910B4"), or empty
};

// What the data says about the machine it ran on. Recorded frequency beats nominal.
struct DetectedHardware
{
    QString chip;                   // SoC string from the data
    std::optional<double> clockMhz; // the frequency actually recorded
    std::optional<int> aicCount;    // AI (cube) cores of the chip
    std::optional<int> aivCount;    // vector cores of the chip
    std::optional<int> platformVersion;

    // Field by field: one source may know the chip, another the recorded clock.
    void fillMissingFrom(const DetectedHardware &other);
};

// Everything imported for one workload, independent of file formats (core/README.md §2.4):
// importers produce it, the component model consumes it.
struct Profile
{
    QString name;
    std::vector<InputInfo> inputs;
    DetectedHardware detected;
    QString hardwareId;         // catalogue id named by the input, if any
    QJsonObject hardwareInline; // inline rooflens.hardware/1 object, if any

    std::vector<Operator> operators;
    std::vector<PipelineTrace> pipelines;
    // The instruction trace of an operator (Operator::pipelineIndex), or nullptr.
    const PipelineTrace *pipelineOf(const Operator &op) const
    {
        return op.pipelineIndex >= 0 && size_t(op.pipelineIndex) < pipelines.size()
            ? &pipelines[size_t(op.pipelineIndex)]
            : nullptr;
    }
    Timeline timeline;
    Diagnostics diagnostics;

    // Operators that merged with another metric group run, and those that did not.
    QStringList mergedGroups;
    std::vector<int> unmatchedInMerge;

    // The job's run-level breakdown (step traces or the timeline), when it has one.
    std::shared_ptr<const RunBreakdown> run;

    // The last-level cache's hit-rate samples of the kernels' device (a profiler DB's LLC
    // table); null when the input has none. Shared: re-analyses of the profile copy it.
    std::shared_ptr<const LlcSamples> llcSamples;

    double totalDurationUs() const;
};

} // namespace rl
