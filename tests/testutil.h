// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/hardware/hardwarespec.h"
#include "core/model/operator.h"
#include "core/model/profile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QString>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

namespace rl::test {

// Where the shared real profiler output is: ROOFLENS_REALDATA_DIR in the environment wins over
// the folder configured at build time, so CI can run the suite once with the data hidden
// (a plain clone has no ../shared beside it).
inline QString realDataRoot()
{
    const QString fromEnvironment = qEnvironmentVariable("ROOFLENS_REALDATA_DIR");
    return fromEnvironment.isEmpty() ? QStringLiteral(ROOFLENS_REALDATA_DIR) : fromEnvironment;
}

// Path of a set in ../shared/realdata (read in place, never copied).
inline QString realData(const QString &relative)
{
    return realDataRoot() + u'/' + relative;
}

// Whether any diagnostic's message contains `text`.
inline bool mentions(const Diagnostics &diagnostics, const QString &text)
{
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [&](const Diagnostic &d) { return d.message.contains(text); });
}

// Timeline events linked to an operator, and how many of those disagree with it on start or name
// (the trace join must match to the nanosecond).
struct TraceJoin
{
    int linked = 0;
    int mismatched = 0;
};
inline TraceJoin traceJoin(const Profile &p)
{
    TraceJoin j;
    for (size_t e = 0; e < p.timeline.eventCount() && e < p.timeline.operatorIndex.size(); ++e) {
        const qint32 op = p.timeline.operatorIndex[e];
        if (op < 0)
            continue;
        ++j.linked;
        const Operator &o = p.operators[size_t(op)];
        if (!o.startNs || p.timeline.startNs[e] != *o.startNs || p.timeline.strings.at(p.timeline.nameId[e]) != o.name)
            ++j.mismatched;
    }
    return j;
}

// Writes a generated fixture, creating its folders; a failure fails the running test (it is
// recorded, never fatal), and the test's own checks then say what is missing.
inline bool writeFixture(const QString &path, const QByteArray &data)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    const bool written = f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
    if (!written)
        QTest::qFail(qPrintable(u"cannot write the fixture " + path), __FILE__, __LINE__);
    return written;
}

} // namespace rl::test

// Declares `var` as the path of a real-data file or folder, or skips the test function with a
// message saying what is missing: tests that need the shared data never fail without it.
#define RL_REAL_DATA(var, relative)                                                                                    \
    const QString var = ::rl::test::realData(relative);                                                                \
    if (!QFileInfo::exists(var))                                                                                       \
    QSKIP(qPrintable(u"real data absent (" + var + u"); set ROOFLENS_REALDATA_DIR or place ../shared beside the clone"))

// Declares `var` as the value of a Result, or fails the test function with the error's text
// (never aborting the binary: one broken case must not stop the rest of the suite).
#define RL_VALUE(var, expr)                                                                                            \
    auto var##Result_ = (expr);                                                                                        \
    QVERIFY2(var##Result_.ok(), qPrintable(var##Result_.ok() ? QString() : var##Result_.error().toString()));          \
    auto &var = var##Result_.value()

// Declares `var` as a reference to what the pointer expression finds, or fails the test function.
#define RL_FOUND(var, pointerExpr)                                                                                     \
    const auto *var##Pointer_ = (pointerExpr);                                                                         \
    QVERIFY2(var##Pointer_ != nullptr, "not found: " #pointerExpr);                                                    \
    const auto &var = *var##Pointer_

namespace rl::test {

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
    ComponentSample s;
    s.key = ComponentKey{id, side};
    s.busyUs = busyUs;
    s.work = std::move(work);
    return s;
}

} // namespace rl::test
