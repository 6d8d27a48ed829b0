// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/optionalcount.h"
#include "core/common/optionalnumber.h"
#include "core/model/component.h"
#include "core/model/internedname.h"
#include "core/model/sourcelocation.h"
#include "core/model/tensorlist.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace rl {

// What launched the task (msprof `Task Type` / torch_npu `Accelerator Core`). Only the first
// four carry PMU data; the rest are `not_applicable` in the analysis.
enum class TaskType : quint8 { AiCore, AiVectorCore, MixAic, MixAiv, AiCpu, Communication, Other, Unknown };

TaskType parseTaskType(QStringView text); // "AI_CORE", "MIX_AIC", "HCCL", "N/A"...
QString taskTypeName(TaskType type);      // canonical "AI_CORE" ...
bool isAiCoreTask(TaskType type);         // the four PMU-bearing kinds

// Where the work numbers of an operator came from.
enum class WorkSource : quint8 { None, Measured, Estimated };
QString workSourceName(WorkSource source); // "none", "measured", "estimated"

// One component's measurements for one operator (core/io/README.md §6.2 `components.<id>`).
struct ComponentSample
{
    ComponentKey key;
    OptionalCount blockDim;    // overrides the side's block count when set (beside the key: one word)
    OptionalNumber busyUs;     // mean busy time per block (msprof *_time(us))
    OptionalNumber coreTimeUs; // overrides the side's core time when set
    WorkMap work;              // totals over all blocks; empty = unknown
};

// One kernel launch: a row of kernel_details / op_summary / the DB task table, one simulator
// run, or one entry of a profile JSON.
// A long run holds one per kernel, so the fields are laid out without padding: the optional
// numbers and counts keep "none" in their own bytes, and the one-byte fields sit together.
struct Operator
{
    QString name;
    QString type;          // OP Type ("MatMulV2"), may be empty
    InternedName coreType; // as written by the source ("AI_CORE", "MIX_AIC"...): a few spellings per run

    OptionalInt64 startNs;     // start on the source's own clock, exact
    double durationUs = 0.0;   // wall time
    OptionalNumber coreTimeUs; // mean active time of one block, AIC/coupled side
    OptionalNumber aivTimeUs;  // mean active time of one AIV block (separated chips)
    OptionalCount blockDim;
    OptionalCount mixBlockDim;

    std::vector<ComponentSample> components;

    TensorList inputs;
    TensorList outputs;

    // Raw metrics by normalised source name ("aic_icache_miss_rate", "aiv_vec_bank_cflt_ratio",
    // "l2_hit_rate", "aic_mte2_instructions"...), kept for rules and the details panel.
    MetricMap metrics;
    QStringList metricGroups; // PMU groups that contributed ("PipeUtilization"...)

    OptionalCount streamId;
    OptionalCount taskId;
    OptionalCount stepId;
    int pipelineIndex = -1; // into Profile::pipelines, -1 when none
    TaskType taskType = TaskType::Unknown;
    WorkSource workSource = WorkSource::None;
    SourceLocation sourceLocation; // "file:line" of the row it came from

    const ComponentSample *component(const ComponentKey &key) const;
    ComponentSample &componentRef(const ComponentKey &key); // finds or appends
    bool hasPmuData() const;                                // any busy time or work at all
};

} // namespace rl
