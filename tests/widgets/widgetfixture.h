// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analyzer.h"
#include "testutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <memory>

namespace rl::test {

// A cube operator on the round chip (1 core, Cube 1e6 op/µs, MTE2 1e4 B/µs) of `us` µs with
// utilisations chosen directly: U = work / (peak × time).
inline Operator cubeOperator(const QString &name, double us, double uCube, double rCube, double uMte, double rMte)
{
    return makeOperator(name, us,
                        {sample(ComponentId::Cube, rCube * us, {{u"fp16"_qs, uCube * us * 1e6}}),
                         sample(ComponentId::Mte2, rMte * us, {{u"gm_to_l1"_qs, uMte * us * 1e4}})});
}

inline Operator vectorOperator(const QString &name, double us, double uVec, double rVec, double uMte, double rMte)
{
    return makeOperator(name, us,
                        {sample(ComponentId::Vector, rVec * us, {{u"fp16"_qs, uVec * us * 1e5}}),
                         sample(ComponentId::Mte2, rMte * us, {{u"gm_to_ub"_qs, uMte * us * 1e4}})});
}

// Six operators covering the categories a chart draws, one estimated and one busy-only.
//  0 mm_bound    Cube 0.90           compute bound          300 µs
//  1 mm_mte      MTE2 0.85           MTE bound               40 µs
//  2 add_idle    all R low           insufficient parallel.  120 µs
//  3 add_slow    Vector R 0.9, U 0.2 inefficient compute      5 µs
//  4 mm_shaped   MatMul, busy only + shapes → estimated       80 µs
//  5 cube_busy   Cube busy only, no shapes → busy unresolved  10 µs
inline std::shared_ptr<const Analysis> sampleAnalysis(const HardwareSpec &hardware = roundChip(),
                                                      Thresholds thresholds = {})
{
    auto profile = std::make_shared<Profile>();
    profile->name = u"sample"_qs;
    profile->operators = {cubeOperator(u"mm_bound"_qs, 300.0, 0.90, 0.95, 0.30, 0.40),
                          cubeOperator(u"mm_mte"_qs, 40.0, 0.20, 0.30, 0.85, 0.90),
                          vectorOperator(u"add_idle"_qs, 120.0, 0.30, 0.40, 0.25, 0.50),
                          vectorOperator(u"add_slow"_qs, 5.0, 0.20, 0.90, 0.10, 0.20)};
    Operator shaped = makeOperator(u"mm_shaped"_qs, 80.0,
                                   {sample(ComponentId::Cube, 40.0), sample(ComponentId::Mte2, 50.0)});
    shaped.type = u"MatMul"_qs;
    shaped.inputs = {TensorDesc{u"256,512"_qs, u"FLOAT16"_qs, u"ND"_qs},
                     TensorDesc{u"512,256"_qs, u"FLOAT16"_qs, u"ND"_qs}};
    shaped.outputs = {TensorDesc{u"256,256"_qs, u"FLOAT16"_qs, u"ND"_qs}};
    profile->operators.push_back(shaped);
    profile->operators.push_back(makeOperator(u"cube_busy"_qs, 10.0, {sample(ComponentId::Cube, 9.5)}));
    profile->operators[2].coreType = u"AI_VECTOR_CORE"_qs;
    profile->operators[3].coreType = u"AI_VECTOR_CORE"_qs;
    AnalyzeOptions options;
    options.thresholds = thresholds;
    return std::make_shared<const Analysis>(analyze(profile, hardware, options, AdviceCatalog::builtin()));
}

// A run that repeats its kernels, as long runs do (positions in brackets):
//  mm     Cube-bound, 3 calls [0, 2, 5] of 300, 100 and 200 µs, same shapes
//  add    MTE-bound vector, 2 calls [1, 4] of 40 and 60 µs
//  cast   one call [3] of 10 µs, R low
inline std::shared_ptr<const Analysis> repeatedAnalysis()
{
    auto profile = std::make_shared<Profile>();
    profile->name = u"repeated"_qs;
    const auto shaped = [](Operator op, const QString &type) {
        op.type = type;
        op.inputs = {TensorDesc{u"64,64"_qs, u"FLOAT16"_qs, u"ND"_qs}};
        return op;
    };
    profile->operators = {shaped(cubeOperator(u"mm"_qs, 300.0, 0.40, 0.50, 0.30, 0.40), u"MatMul"_qs),
                          shaped(vectorOperator(u"add"_qs, 40.0, 0.20, 0.30, 0.30, 0.40), u"Add"_qs),
                          shaped(cubeOperator(u"mm"_qs, 100.0, 0.60, 0.70, 0.30, 0.40), u"MatMul"_qs),
                          shaped(vectorOperator(u"cast"_qs, 10.0, 0.10, 0.20, 0.10, 0.20), u"Cast"_qs),
                          shaped(vectorOperator(u"add"_qs, 60.0, 0.25, 0.30, 0.30, 0.40), u"Add"_qs),
                          shaped(cubeOperator(u"mm"_qs, 200.0, 0.50, 0.60, 0.30, 0.40), u"MatMul"_qs)};
    return std::make_shared<const Analysis>(analyze(profile, roundChip(), {}, AdviceCatalog::builtin()));
}

// The same operators as a rooflens.profile/1 document, for loading through the importers.
inline QByteArray sampleProfileJson(const QString &hardware = u"ascend910b2"_qs)
{
    QJsonArray ops;
    const auto add = [&ops](const QString &name, const QString &core, double us, int blocks,
                            const QJsonObject &components) {
        ops.append(QJsonObject{{u"name"_qs, name},
                               {u"type"_qs, name},
                               {u"core_type"_qs, core},
                               {u"duration_us"_qs, us},
                               {u"block_dim"_qs, blocks},
                               {u"components"_qs, components}});
    };
    // 910B2: Cube fp16 8192 op/cycle × 1800 MHz per core; MTE2 32 B/cycle.
    add(u"MatMul_0"_qs, u"AI_CORE"_qs, 200.0, 20,
        {{u"cube"_qs,
          QJsonObject{{u"busy_us"_qs, 180.0},
                      {u"work"_qs, QJsonObject{{u"fp16"_qs, 0.85 * 200 * 20 * 8192 * 1800.0}}}}},
         {u"aic.mte2"_qs,
          QJsonObject{{u"busy_us"_qs, 90.0},
                      {u"work"_qs, QJsonObject{{u"gm_to_l1"_qs, 0.3 * 200 * 20 * 32 * 1800.0}}}}}});
    add(u"Add_1"_qs, u"AI_VECTOR_CORE"_qs, 50.0, 40,
        {{u"vector"_qs,
          QJsonObject{{u"busy_us"_qs, 15.0}, {u"work"_qs, QJsonObject{{u"fp16"_qs, 0.2 * 50 * 40 * 256 * 1800.0}}}}},
         {u"aiv.mte2"_qs,
          QJsonObject{{u"busy_us"_qs, 25.0}, {u"work"_qs, QJsonObject{{u"gm_to_ub"_qs, 0.4 * 50 * 40 * 32 * 1800.0}}}}},
         {u"aiv.mte3"_qs,
          QJsonObject{{u"busy_us"_qs, 20.0},
                      {u"work"_qs, QJsonObject{{u"ub_to_gm"_qs, 0.3 * 50 * 40 * 64 * 1800.0}}}}}});
    add(u"Cast_2"_qs, u"AI_VECTOR_CORE"_qs, 8.0, 8,
        {{u"vector"_qs, QJsonObject{{u"busy_us"_qs, 7.5}}}, {u"aiv.mte2"_qs, QJsonObject{{u"busy_us"_qs, 2.0}}}});
    const QJsonObject doc{{u"schema"_qs, u"rooflens.profile/1"_qs},
                          {u"name"_qs, u"generated"_qs},
                          {u"hardware"_qs, hardware},
                          {u"operators"_qs, ops}};
    return QJsonDocument(doc).toJson();
}

// sampleProfileJson() written as profile.json in `dir`: its path, or an empty string when it
// could not be written.
inline QString writeSampleProfile(const QTemporaryDir &dir, const QString &hardware = u"ascend910b2"_qs)
{
    const QString path = dir.filePath(u"profile.json"_qs);
    return writeFixture(path, sampleProfileJson(hardware)) ? path : QString();
}

} // namespace rl::test
