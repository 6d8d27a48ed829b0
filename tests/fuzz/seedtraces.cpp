// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/fuzz/seedtraces.h"
#include "tests/fuzz/seedio.h"

namespace rl::fuzzseed {

QByteArray traceView(bool msprofOrder)
{
    // pids resolved through process_name (core/io/README.md §2.2): 100 device, 200 host, 300
    // counters.
    QByteArray t = "[\n";
    t += R"({"name":"process_name","ph":"M","pid":100,"tid":0,"args":{"name":"Ascend Hardware"}},)"
         R"({"name":"process_labels","ph":"M","pid":100,"tid":0,"args":{"labels":"NPU"}},)"
         R"({"name":"process_sort_index","ph":"M","pid":100,"tid":0,"args":{"sort_index":2}},)"
         R"({"name":"thread_name","ph":"M","pid":100,"tid":2,"args":{"name":"Stream 2"}},)"
         R"({"name":"thread_sort_index","ph":"M","pid":100,"tid":2,"args":{"sort_index":2}},)"
         R"({"name":"process_name","ph":"M","pid":200,"tid":0,"args":{"name":"Python"}},)"
         R"({"name":"process_name","ph":"M","pid":"300","tid":0,"args":{"name":"AI Core Freq"}},)"
         "\n";
    if (msprofOrder) {
        t += R"({"name":"MatMul_2","pid":100,"tid":2,"ts":"1736408883705500.000","dur":12.0,)"
             R"("args":{"Model Id":4294967295,"Task Type":"AI_CORE","Physic Stream Id":2,"Task Id":11,)"
             R"j("Batch Id":0,"Subtask Id":4294967295,"Aicore Time(ms)":11.0,"Total Cycle":435600},"ph":"X"},)j";
    } else {
        t += R"({"ph":"X","name":"MatMul_2","pid":100,"tid":2,"ts":"1736408883705500.000","dur":12.0,)"
             R"("args":{"Task Type":"AI_CORE","Stream Id":"2","Task Id":11}},)";
    }
    t +=
        R"({"ph":"X","name":"FlashAttentionScore_1","pid":100,"tid":2,"ts":"1736408883704643.212","dur":830.5,)"
        R"("args":{"Task Type":"MIX_AIC","Physic Stream Id":2,"Task Id":10}},)"
        R"({"ph":"X","name":"Add_3","pid":100,"tid":3,"ts":1736408883705520.0,"dur":3.5,)"
        R"("args":{"Task Type":"AI_VECTOR_CORE","Physic Stream Id":3,"Task Id":12}},)"
        R"({"ph":"X","name":"Iteration 1","pid":100,"tid":9,"ts":"1736408883704000","dur":"2000"},)"
        R"({"ph":"X","name":"aten::add","pid":200,"tid":"Thread 7","ts":"1736408883704600.5","dur":"20.25",)"
        R"("cat":"cpu_op","args":{"Sequence number":5}},)"
        R"({"ph":"s","name":"torch_to_npu","cat":"async_npu","id":1736408883705520000,"pid":200,"tid":7,"ts":1736408883704601},)"
        R"({"ph":"f","bp":"e","name":"torch_to_npu","cat":"async_npu","id":1736408883705520000,"pid":100,"tid":3,"ts":1736408883705520},)"
        R"({"ph":"C","name":"AI Core Freq","pid":"300","tid":0,"ts":"1736408883704000","args":{"MHz":1800}},)"
        R"({"ph":"C","name":"AI Core Freq","pid":"300","tid":0,"ts":"1736408883705000","args":{"MHz":1650}},)"
        R"j({"ph":"C","name":"HBM 0/Read","pid":400,"tid":0,"ts":1736408883704000,"args":{"Read(MB/s)":12.5,"x":1}},)j"
        R"({"ph":"i","name":"mark","pid":200,"tid":7,"ts":1736408883704000},)"
        R"({"ph":"X","name":"no_ts","pid":200,"tid":7}, {"name":"no_ph","pid":1})"
        "\n]\n";
    return t;
}

QByteArray traceEventsObject()
{
    return R"({"traceEvents":[{"ph":"M","name":"process_name","pid":1,"args":{"name":"Ascend Hardware"}},)"
           R"({"ph":"X","name":"k","pid":1,"tid":1,"ts":1.5,"dur":2,"args":{"Task Type":"AI_CORE"}},)"
           R"({"ph":"X","name":"k2","pid":1,"tid":-1,"ts":0.25e1,"dur":1e0,"args":{"Task Type":"AI_CPU"}}],)"
           R"("displayTimeUnit":"ns"})";
}

// A simulator summary trace: string pids (units), string tids (pipes), flags and flows.
QByteArray simulatorTrace()
{
    return R"({"schemaVersion":2,"displayTimeUnit":"ns","profilingType":"op","traceEvents":[)"
           R"({"ph":"M","name":"process_sort_index","pid":"core0.cubecore0","args":{"sort_index":0}},)"
           R"({"ph":"M","name":"process_sort_index","pid":"core0.veccore0","args":{"sort_index":1}},)"
           R"({"ph":"X","name":"MOV_OUT_TO_L1_MULTI_ND2NZ","pid":"core0.cubecore0","tid":"MTE2","ts":0.5,"dur":2.25,)"
           R"("args":{"pc_addr":"0x10d0d000","detail":"PATH:gm_to_l1","process_bytes":"2048"}},)"
           R"({"ph":"X","name":"cache_time","pid":"core0.cubecore0","tid":"MTE2","ts":0.25,"dur":0.25,"group_id":1},)"
           R"({"ph":"X","name":"ccu_time","pid":"core0.cubecore0","tid":"MTE2","ts":0.4,"dur":0.1,"group_id":1},)"
           R"({"ph":"X","name":"MMAD","pid":"core0.cubecore0","tid":"CUBE","ts":3.0,"dur":4.0,)"
           R"("args":{"detail":"OPS:1048576,DTYPE:fp16","ops":1048576,"dtype":"fp16"}},)"
           R"({"ph":"X","name":"FIX_L0C_TO_OUT","pid":"core0.cubecore0","tid":"FIXP","ts":7.5,"dur":1.0,)"
           R"("args":{"process_bytes":512}},)"
           R"({"ph":"B","name":"SET_FLAG","pid":"core0.cubecore0","tid":"SET_FLAG","ts":8.5,"id":"3"},)"
           R"({"ph":"E","pid":"core0.cubecore0","tid":"SET_FLAG","ts":8.6,"id":"3"},)"
           R"({"ph":"B","name":"WAIT_FLAG","pid":"core0.veccore0","tid":"WAIT_FLAG","ts":1.0,"id":"3"},)"
           R"({"ph":"E","pid":"core0.veccore0","tid":"WAIT_FLAG","ts":8.7,"id":"3"},)"
           R"({"ph":"E","pid":"core0.veccore0","tid":"WAIT_FLAG","ts":9.0,"id":"9"},)"
           R"({"ph":"s","name":"flow","cat":"MTE2ToCUBE","id":"core0_1","pid":"core0.cubecore0","tid":"MTE2","ts":2.75},)"
           R"({"ph":"t","name":"flow","cat":"MTE2ToCUBE","id":"core0_1","pid":"core0.cubecore0","tid":"CUBE","ts":3.0},)"
           R"({"ph":"X","name":"VADD","pid":"core0.veccore0","tid":"VECTOR","ts":9.0,"dur":1.5,)"
           R"("args":{"detail":"REPEAT:8,DTYPE:fp32","ops":2048}},)"
           R"({"ph":"X","name":"MOV_UB_TO_OUT","pid":"core0.veccore0","tid":"MTE3","ts":10.5,"dur":0.75,)"
           R"("args":{"process_bytes":"4096"}},)"
           R"({"ph":"X","name":"MOV_XD_IMM","pid":"core0.veccore0","tid":"SCALAR","ts":0.0,"dur":0.1},)"
           R"({"ph":"X","name":"TRACE_START","pid":"core0.veccore0","tid":"USER_MARK","ts":0.0,"dur":0,)"
           R"("args":{"trace_start":1}}]})";
}

// A per-core file: numeric pids are the pipes, tids their sub-lanes (core/io/README.md §5.3).
QByteArray perCoreTrace(bool cube)
{
    QByteArray t =
        R"({"schemaVersion":1,"profilingType":"op","traceEvents":[)"
        R"({"ph":"M","name":"process_name","pid":10,"tid":0,"args":{"name":"SCALAR"}},)"
        R"({"ph":"M","name":"process_name","pid":60,"tid":0,"args":{"name":"MTE2"}},)"
        R"({"ph":"M","name":"thread_name","pid":60,"tid":1,"args":{"name":"MTE2_1"}},)"
        R"({"ph":"X","name":"MOV_XD_IMM","pid":10,"tid":1,"ts":0.0,"dur":0.2},)"
        R"({"ph":"X","name":"MOV_OUT_TO_UB","pid":60,"tid":1,"ts":0.2,"dur":1.5,"args":{"process_bytes":"1024"}},)"
        R"({"ph":"X","name":"MOV_OUT_TO_UB","pid":60,"tid":2,"ts":0.5,"dur":1.5,"args":{"process_bytes":"1024"}},)";
    if (cube)
        t += R"({"ph":"X","name":"MMAD","pid":40,"tid":1,"ts":2.0,"dur":3.0,"args":{"ops":"65536","dtype":"int8"}},)"
             R"({"ph":"X","name":"FIX_L0C_TO_OUT","pid":80,"tid":1,"ts":5.0,"dur":0.5}]})";
    else
        t += R"({"ph":"X","name":"VMUL","pid":30,"tid":1,"ts":2.0,"dur":1.0,"args":{"detail":"DTYPE:fp16","ops":512}},)"
             R"({"ph":"X","name":"MOV_UB_TO_OUT","pid":70,"tid":1,"ts":3.0,"dur":0.5,"args":{"process_bytes":512}}]})";
    return t;
}

QByteArray instrExe()
{
    return "instr,addr,pipe,call_count(count),cycles(cyc),running_time(us),detail\n"
           "MMAD,0x10d0d000,CUBE,4,2000,1.21,\"OPS:65536,DTYPE:int8\"\n"
           "MOV_XD_IMM,0x10d0d010,SCALAR,10,10,0.006,XD:X29=0x7fa0\n";
}

} // namespace rl::fuzzseed
