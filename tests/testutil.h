// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/hardware/hardwarespec.h"
#include "core/model/operator.h"

#include <QJsonDocument>
#include <QString>
#include <QTemporaryDir>

namespace rl::test {

// Path of a set in ../shared/realdata (read in place, never copied).
inline QString realData(const QString &relative)
{
    return QStringLiteral(ROOFLENS_REALDATA_DIR) + u'/' + relative;
}

// A made-up chip with round numbers, so expected values can be worked out by hand:
// 1000 MHz, 1 core; Cube fp16 1000 op/cycle and int8 2000; Vector fp16 100; every GM path
// 10 B/cycle; MTE3 ub_to_gm 10; MTE1 l1_to_l0a 20, l1_to_l0b 10.
inline HardwareSpec roundChip(bool separated = false)
{
    const QByteArray json = R"({
      "schema": "rooflens.hardware/1", "id": "round", "name": "Round chip",
      "architecture": "coupled", "clock_mhz": 1000, "cube_cores": 1, "vector_cores": 1,
      "components": {
        "cube":   { "kind": "compute",  "peaks": { "fp16": 1000, "int8": 2000 } },
        "vector": { "kind": "compute",  "peaks": { "fp16": 100, "fp32": 50 } },
        "scalar": { "kind": "compute",  "peaks": {} },
        "mte1":   { "kind": "transfer", "peaks": { "l1_to_l0a": 20, "l1_to_l0b": 10 } },
        "mte2":   { "kind": "transfer", "peaks": { "gm_to_l1": 10, "gm_to_l0a": 10, "gm_to_l0b": 10, "gm_to_ub": 10 } },
        "mte3":   { "kind": "transfer", "peaks": { "ub_to_gm": 10 } },
        "fixpipe":{ "kind": "transfer", "peaks": { "l0c_to_gm": 10 } }
      }
    })";
    QJsonObject o = QJsonDocument::fromJson(json).object();
    if (separated) {
        o.insert(u"architecture"_qs, u"separated"_qs);
        o.insert(u"vector_cores"_qs, 2);
    }
    return parseHardwareSpec(o).value();
}

// An AI_CORE operator of `durationUs` on one block with the given components.
inline Operator makeOperator(const QString &name, double durationUs, std::vector<ComponentSample> components,
                             TaskType type = TaskType::AiCore)
{
    Operator op;
    op.name = name;
    op.type = name;
    op.taskType = type;
    op.coreType = taskTypeName(type);
    op.durationUs = durationUs;
    op.coreTimeUs = durationUs;
    op.blockDim = 1;
    op.components = std::move(components);
    for (const ComponentSample &c : op.components) {
        if (!c.work.isEmpty())
            op.workSource = WorkSource::Measured;
    }
    return op;
}

inline ComponentSample sample(ComponentId id, std::optional<double> busyUs, WorkMap work = {}, Side side = Side::None)
{
    return ComponentSample{ComponentKey{id, side}, busyUs, std::nullopt, std::nullopt, std::move(work)};
}

} // namespace rl::test
