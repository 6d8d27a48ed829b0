// SPDX-License-Identifier: GPL-3.0-or-later
// A rooflens.hardware/1 spec file (core/io/README.md §7), as `rooflens analyze --hardware FILE` and
// `rooflens hardware --show` use it: loaded, described, and used to analyse a fixed profile
// whose operators touch every component, on both sides of a split chip and with work from
// counters and from shapes.
#include "tests/fuzz/fuzzharness.h"

#include "core/hardware/hardwarecatalog.h"
#include "core/report/textsummary.h"

namespace {

rl::Operator op(const QString &name, const QString &type, rl::TaskType task, double durationUs)
{
    rl::Operator o;
    o.name = name;
    o.type = type;
    o.taskType = task;
    o.coreType = rl::taskTypeName(task);
    o.durationUs = durationUs;
    o.coreTimeUs = durationUs * 0.9;
    o.blockDim = 8;
    return o;
}

void addSample(rl::Operator &o, rl::ComponentId id, rl::Side side, double busyUs, const QString &item, double work)
{
    rl::ComponentSample &s = o.componentRef(rl::ComponentKey{id, side});
    s.busyUs = busyUs;
    if (work > 0.0) {
        s.work[item] = work;
        o.workSource = rl::WorkSource::Measured;
    }
}

rl::Profile fixedProfile()
{
    using rl::ComponentId;
    using rl::Side;
    rl::Profile p;
    p.name = u"fuzz"_qs;
    rl::Operator mm = op(u"MatMul_1"_qs, u"MatMulV2"_qs, rl::TaskType::MixAic, 120.0);
    mm.mixBlockDim = 16;
    mm.aivTimeUs = 100.0;
    addSample(mm, ComponentId::Cube, Side::None, 90.0, u"fp16"_qs, 4.0e9);
    addSample(mm, ComponentId::Mte2, Side::Aic, 60.0, u"gm_to_l1"_qs, 3.0e7);
    addSample(mm, ComponentId::Mte1, Side::None, 40.0, u"l1_to_l0a"_qs, 2.0e7);
    addSample(mm, ComponentId::FixPipe, Side::None, 10.0, u"l0c_to_gm"_qs, 1.0e7);
    addSample(mm, ComponentId::Vector, Side::None, 20.0, u"fp32"_qs, 1.0e6);
    addSample(mm, ComponentId::Scalar, Side::Aiv, 5.0, {}, 0.0);
    p.operators.push_back(mm);
    rl::Operator add = op(u"Add_2"_qs, u"Add"_qs, rl::TaskType::AiVectorCore, 30.0);
    addSample(add, ComponentId::Vector, Side::None, 12.0, u"fp16"_qs, 2.0e7);
    addSample(add, ComponentId::Mte2, Side::Aiv, 20.0, u"gm_to_ub"_qs, 4.0e7);
    addSample(add, ComponentId::Mte3, Side::None, 8.0, u"ub_to_gm"_qs, 2.0e7);
    p.operators.push_back(add);
    rl::Operator conv = op(u"Conv2D_3"_qs, u"Conv2D"_qs, rl::TaskType::AiCore, 80.0);
    conv.inputs = {{u"8,16,56,56"_qs, u"FLOAT16"_qs, u"NCHW"_qs}, {u"32,16,3,3"_qs, u"FLOAT16"_qs, u"NCHW"_qs}};
    conv.outputs = {{u"8,32,56,56"_qs, u"FLOAT16"_qs, u"NCHW"_qs}};
    p.operators.push_back(conv);
    rl::Operator cast = op(u"Cast_4"_qs, u"Cast"_qs, rl::TaskType::AiCore, 5.0);
    cast.inputs = {{u"1024"_qs, u"INT8"_qs, u"ND"_qs}};
    cast.outputs = {{u"1024"_qs, u"INT32"_qs, u"ND"_qs}};
    p.operators.push_back(cast);
    p.operators.push_back(op(u"allreduce"_qs, u"hcom_allReduce_"_qs, rl::TaskType::Communication, 50.0));
    p.detected.clockMhz = 1650.0;
    p.inputs.push_back({u"fixed"_qs, u"rooflens_profile"_qs, {}, {}});
    return p;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    rl::fuzz::initialise(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString path = rl::fuzz::scratchDir() + u"/hardware.json";
    rl::fuzz::writeFile(path, QByteArrayView(data, qsizetype(size)));
    auto spec = rl::HardwareCatalog::loadFile(path);
    if (!spec)
        return 0;
    (void)rl::hardwareShowText(*spec);
    static const rl::Profile profile = fixedProfile();
    rl::fuzz::analyzeLoaded(profile, size, path);
    return 0;
}
