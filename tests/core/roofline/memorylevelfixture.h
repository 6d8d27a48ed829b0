// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analyzer.h"
#include "core/hardware/hardwarespec.h"
#include "testutil.h"

#include <QJsonObject>

#include <algorithm>
#include <memory>

namespace rl::test {

// The round chip (testutil.h: 1 GHz, 1 core, every GM path 10 B/cycle) with HBM at 5 GB/s and
// L2 at 25 GB/s, L2 holding 1 MB: the memory-level figures worked out by hand.
inline HardwareSpec levelChip()
{
    QJsonObject spec = roundChip().json;
    spec.insert(
        u"memory"_qs,
        QJsonObject{
            {u"gm"_qs, QJsonObject{{u"bandwidth_gbs"_qs, QJsonObject{{u"default"_qs, 5}}}}},
            {u"l2"_qs, QJsonObject{{u"bandwidth_gbs"_qs, QJsonObject{{u"default"_qs, 25}}}, {u"capacity_mb"_qs, 1}}}});
    return parseHardwareSpec(spec).value();
}

inline constexpr double kLevelHbmGbs = 5.0;
inline constexpr double kLevelL2Gbs = 25.0;
inline constexpr double kLevelL2Bytes = 1024.0 * 1024.0;

// A vector operator of `us` µs reading `bytes` from GM through MTE2, Vector at U 0.2. MTE2 is
// busy at least half the time and never for less than its ideal time (so E stays possible).
inline Operator streamingOperator(const QString &name, double us, double bytes)
{
    const double mte2BusyUs = std::max(0.5 * us, 1.1 * bytes / 1e4); // the round chip's MTE2: 1e4 B/µs
    Operator op = makeOperator(name, us,
                               {sample(ComponentId::Vector, 0.3 * us, {{u"fp16"_qs, 0.2 * us * 1e5}}),
                                sample(ComponentId::Mte2, mte2BusyUs, {{u"gm_to_ub"_qs, bytes}})});
    op.type = u"Add"_qs;
    return op;
}

// Every case of the memory-level rules on one analysis. Fields the analysis decides (the level,
// the hit rate, the working set, implausibility, the gain of what cannot be judged) are set
// here as the rules of core/hierarchy would set them, so the views are tested on their own.
//  0 hit_rate     L2 by a measured hit rate of 90 %         100 µs, 2e5 B (2 GB/s)
//  1 above_hbm    L2: 8 GB/s is above HBM's 5 GB/s           100 µs, 8e5 B, working set 0.5 MB
//  2 big_set      HBM: working set 4 MB > L2's 1 MB          200 µs, 6e5 B (3 GB/s)
//  3 fits         unknown: working set 0.25 MB fits L2        50 µs, 1e5 B (2 GB/s)
//  4 no_shapes    unknown, working set unknown               400 µs, 4e5 B (1 GB/s)
//  5 busy_only    busy_unresolved, no gm (Vector busy only)  300 µs
//  6 impossible   implausible (Vector work 1.5 × its peak)    20 µs, 1e4 B
inline std::shared_ptr<Analysis> memoryLevelAnalysis()
{
    auto profile = std::make_shared<Profile>();
    profile->name = u"levels"_qs;
    profile->operators = {streamingOperator(u"hit_rate"_qs, 100.0, 2e5),
                          streamingOperator(u"above_hbm"_qs, 100.0, 8e5),
                          streamingOperator(u"big_set"_qs, 200.0, 6e5),
                          streamingOperator(u"fits"_qs, 50.0, 1e5),
                          streamingOperator(u"no_shapes"_qs, 400.0, 4e5),
                          makeOperator(u"busy_only"_qs, 300.0, {sample(ComponentId::Vector, 290.0)}),
                          makeOperator(u"impossible"_qs, 20.0,
                                       {sample(ComponentId::Vector, 19.0, {{u"fp16"_qs, 1.5 * 20.0 * 1e5}}),
                                        sample(ComponentId::Mte2, 10.0, {{u"gm_to_ub"_qs, 1e4}})})};
    profile->operators[5].type = u"Cast"_qs;
    profile->operators[6].type = u"Mul"_qs;
    AnalyzeOptions options;
    options.estimateWork = false;
    auto a = std::make_shared<Analysis>(analyze(profile, levelChip(), options, AdviceCatalog::builtin()));
    const auto set = [&a](int i, ServedFrom level, OptionalNumber workingSet, OptionalNumber hitRate = {}) {
        OperatorResult &r = a->operators[size_t(i)];
        r.servedFrom = level;
        r.workingSetBytes = workingSet;
        r.l2HitRate = hitRate;
        // The l2 component: the gm bytes over L2's bandwidth, against the wall time.
        const ComponentResult *gm = r.component(ComponentKey{ComponentId::Gm, Side::None});
        if (gm && !r.component(ComponentKey{ComponentId::L2, Side::None})) {
            ComponentResult l2 = *gm;
            l2.key = ComponentKey{ComponentId::L2, Side::None};
            double bytes = 0.0;
            for (double v : gm->work)
                bytes += v;
            l2.idealUs = bytes / (kLevelL2Gbs * 1e3);
            r.components.push_back(l2);
        }
    };
    set(0, ServedFrom::L2, 0.3 * kLevelL2Bytes, 0.9);
    set(1, ServedFrom::L2, 0.5 * kLevelL2Bytes);
    set(2, ServedFrom::Gm, 4.0 * kLevelL2Bytes);
    set(3, ServedFrom::Unknown, 0.25 * kLevelL2Bytes);
    set(4, ServedFrom::Unknown, {});
    set(6, ServedFrom::Unknown, {});
    a->operators[6].implausible = true;
    for (OperatorResult &r : a->operators) {
        if (r.category == Category::BusyUnresolved || r.implausible)
            r.estimatedGainUs = OptionalNumber();
    }
    return a;
}

} // namespace rl::test
