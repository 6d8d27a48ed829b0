// SPDX-License-Identifier: GPL-3.0-or-later
// rooflens_fuzz_seeds DIR: writes the seed corpus of every fuzz target to DIR/<target>/.
// Seeds come from the project's own code only: the demo workspace the simulator writes
// (core/sim: op_summary CSVs, info.json, OpBasicInfo.csv, simulator trace.json), cut down so
// the fuzzer starts from small inputs, and small files built here in the formats formats.md
// describes (kernel_details variants, timelines, per-block CSVs, visualize_data.bin blocks,
// SQLite exports, profile and hardware JSON). Nothing is read from outside the repository.
#include "core/sim/demoworkspace.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtEndian>

#include <cstdio>

namespace {

constexpr char kSep = '\x1e'; // tests/fuzz/fuzzharness.h kPartSeparator

QString g_out;
int g_written = 0;

void fail(const QString &what)
{
    std::fprintf(stderr, "rooflens_fuzz_seeds: %s\n", qUtf8Printable(what));
    std::exit(1);
}

void seed(const QString &target, const QString &name, const QByteArray &data)
{
    const QString dir = g_out + u'/' + target;
    QDir().mkpath(dir);
    QFile f(dir + u'/' + name);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size())
        fail(u"cannot write "_qs + f.fileName());
    ++g_written;
}

QByteArray parts(std::initializer_list<QByteArray> list)
{
    QByteArray out;
    bool first = true;
    for (const QByteArray &p : list) {
        if (!first)
            out += kSep;
        out += p;
        first = false;
    }
    return out;
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        fail(u"cannot read "_qs + path);
    return f.readAll();
}

// The header and the first `rows` records of a CSV without embedded newlines.
QByteArray csvHead(const QByteArray &csv, int rows)
{
    qsizetype at = 0;
    for (int i = 0; i <= rows && at >= 0; ++i) {
        at = csv.indexOf('\n', at);
        if (at >= 0)
            ++at;
    }
    return at < 0 ? csv : csv.left(at);
}

// A trace-event object with its metadata and only its first `events` other events.
QByteArray traceHead(const QByteArray &json, int events)
{
    QJsonObject root = QJsonDocument::fromJson(json).object();
    QJsonArray kept;
    int n = 0;
    for (const QJsonValue &v : root.value(u"traceEvents").toArray()) {
        const bool meta = v.toObject().value(u"ph").toString() == u"M";
        if (meta || n++ < events)
            kept.append(v);
    }
    root.insert(u"traceEvents"_qs, kept);
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

// ------------------------------------------------------------------------------------------
// Hand-built files

QByteArray kernelDetailsLevel0()
{
    return "Step Id,Name,Type,Accelerator Core,Start Time(us),Duration(us),Wait Time(us),Block Dim\n"
           "1,aclnnAdd_AddAiCore_Add,Add,AI_VECTOR_CORE,1736408883704643.212\t,4.321,0.5,8\n"
           "1,aclnnMatmul_MatMulV2,N/A,N/A,1736408883704650.100\t,20.5,N/A,24\n"
           "1,hcom_allReduce__123_0_1,hcom_allReduce_,HCCL,1736408883704700.000\t,100.25,0,N/A\n";
}

QByteArray kernelDetailsPipe(bool deviceId, bool blockNum)
{
    QByteArray h = "Step Id,";
    if (deviceId)
        h += "Device_id,";
    h += "Model ID,Task ID,Stream ID,Name,Type,OP State,Accelerator Core,Start Time(us),Duration(us),Wait Time(us),";
    h += blockNum ? "Block Num,Mix Block Num," : "Block Dim,Mix Block Dim,";
    h += "HF32 Eligible,Input Shapes,Input Data Types,Input Formats,Output Shapes,Output Data Types,Output Formats,"
         "Context ID,aicore_time(us),aic_total_cycles,aic_mac_time(us),aic_mac_ratio,aic_scalar_time(us),"
         "aic_scalar_ratio,aic_mte1_time(us),aic_mte1_ratio,aic_mte2_time(us),aic_mte2_ratio,aic_fixpipe_time(us),"
         "aic_fixpipe_ratio,aic_icache_miss_rate,aiv_time(us),aiv_total_cycles,aiv_vec_time(us),aiv_vec_ratio,"
         "aiv_scalar_time(us),aiv_scalar_ratio,aiv_mte2_time(us),aiv_mte2_ratio,aiv_mte3_time(us),aiv_mte3_ratio,"
         "aiv_icache_miss_rate,cube_utilization(%)\n";
    const QByteArray dev = deviceId ? "0," : "";
    QByteArray rows;
    rows += "1," + dev + "4294967295,10,2,FlashAttentionScore_1,FlashAttentionScore,dynamic,MIX_AIC,"
            "1736408883704643.212\t,830.5,1.2,20,40,NO,\"8,32,1024,128;8,32,1024,128\",FLOAT16;FLOAT16,ND;ND,"
            "\"8,32,1024,128\",FLOAT16,ND,N/A,824.5,27209612,287.0,0.348,40.1,0.049,100.2,0.122,300.4,0.364,"
            "50.0,0.061,0.01,823.5,54351067,430.0,0.522,30.0,0.036,200.0,0.243,100.0,0.121,0.02,35.2\n";
    rows += "1," + dev + "4294967295,11,2,MatMul_2,MatMulV2,static,AI_CORE,1736408883705500.000\t,12.0,0.1,24,N/A,"
            "YES,\"128,256;256,512\",FLOAT16;FLOAT16,ND;ND,\"128,512\",FLOAT16,ND,N/A,11.0,435600,8.0,0.727,1.0,"
            "0.091,2.0,0.182,3.0,0.273,1.0,0.091,0.0,N/A,N/A,N/A,N/A,N/A,N/A,N/A,N/A,N/A,N/A,N/A,70.1\n";
    rows += "1," + dev + "4294967295,12,3,Add_3,Add,static,AI_VECTOR_CORE,1736408883705520.000\t,3.5,0,40,N/A,NO,"
            "\"1024,1024;1024,1024\",FLOAT;FLOAT,ND;ND,\"1024,1024\",FLOAT,ND,N/A,N/A,N/A,N/A,N/A,N/A,N/A,N/A,N/A,"
            "N/A,N/A,N/A,N/A,N/A,3.0,198000,1.2,0.4,0.2,0.067,2.5,0.833,1.0,0.333,0.0,0\n";
    rows += "1," + dev + "4294967295,13,3,Cast_4,Cast,static,AI_CPU,1736408883705530.000\t,50,0,1,N/A,NO,,,,,,,N/A";
    for (int i = 0; i < 22; ++i)
        rows += ",N/A";
    rows += "\n";
    rows += "1," + dev + "4294967295,bad,3,Shifted_5,Add,static,AI_CORE,1736408883705600.000\t,1,0,1\n";
    return h + rows;
}

QByteArray kernelDetailsArith2023()
{
    return "Model ID,Task ID,Stream ID,Name,Type,Accelerator Core,Start Time(us),Duration(us),Wait Time(us),"
           "Block Dim,Mix Block Dim,Input Shapes,Input Data Types,Input Formats,Output Shapes,Output Data Types,"
           "Output Formats,Context ID,aic_total_time(us),aic_total_cycles,aic_mac_fp16_ratio,aic_mac_int8_ratio,"
           "aic_cube_fops,aiv_total_time(us),aiv_total_cycles,aiv_vec_fp32_ratio,aiv_vec_fp16_ratio,"
           "aiv_vec_int32_ratio,aiv_vec_int16_ratio,aiv_vec_misc_ratio,aiv_vector_fops\n"
           "4294967295,1,2,\"Conv2D_1\",Conv2D,AI_CORE,\"1700000000000000.5\",40.25,0,8,0,\"8,16,56,56;32,16,3,3\","
           "FLOAT16;FLOAT16,NCHW;NCHW,\"8,32,56,56\",FLOAT16,NCHW,0,38.0,501600,0.95,0.05,3.7e9,N/A,N/A,N/A,N/A,N/A,"
           "N/A,N/A,N/A\n"
           "4294967295,2,2,Gelu_2,Gelu,AI_VECTOR_CORE,1700000000000050.0,10.5,0,16,0,\"8,1024\",FLOAT,ND,\"8,1024\","
           "FLOAT,ND,0,N/A,N/A,N/A,N/A,N/A,9.5,250800,0.6,0.2,0.1,0.05,0.05,65536\n";
}

QByteArray opSummaryMemoryAccess()
{
    return "\xEF\xBB\xBF"
           "Device_id,Model Name,Model ID,Task ID,Stream ID,Infer ID,Op Name,OP Type,OP State,Task Type,"
           "Task Start Time(us),Task Duration(us),Task Wait Time(us),Block Dim,Mix Block Dim,HF32 Eligible,"
           "Input Shapes,Input Data Types,Input Formats,Output Shapes,Output Data Types,Output Formats,Context ID,"
           "aicore_time(us),aic_total_cycles,aic_read_main_memory_datas(KB),aic_write_main_memory_datas(KB),"
           "aic_gm_to_l1_datas(KB),aic_l0c_to_gm_datas(KB),aiv_time(us),aiv_total_cycles,aiv_gm_to_ub_datas(KB),"
           "aiv_ub_to_gm_datas(KB),aic_l2_cache_hit_rate(%)\r\n"
           "0,N/A,4294967295,5,2,N/A,MatMul_1,MatMulV2,static,AI_CORE,1700000000000000.000,20.0,1.0,20,0,NO,"
           "\"64,64;64,64\",FLOAT16;FLOAT16,ND;ND,\"64,64\",FLOAT16,ND,N/A,18.0,594000,512.0,16.0,512.0,16.0,"
           "N/A,N/A,N/A,N/A,93.5\r\n"
           "0,N/A,4294967295,6,2,N/A,Mul_2,Mul,static,AI_VECTOR_CORE,1700000000000030.000,5.0,0.0,40,0,NO,"
           "\"4096\",FLOAT16,ND,\"4096\",FLOAT16,ND,N/A,N/A,N/A,N/A,N/A,N/A,N/A,4.0,264000,8.0,8.0,50\r\n";
}

QByteArray traceView(bool msprofOrder)
{
    // pids resolved through process_name (formats.md §1.6): 100 device, 200 host, 300 counters.
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
    t += R"({"ph":"X","name":"FlashAttentionScore_1","pid":100,"tid":2,"ts":"1736408883704643.212","dur":830.5,)"
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

QByteArray profilerInfo()
{
    return R"({"config":{"common_config":{},"experimental_config":{"_profiler_level":"Level1",)"
           R"("_aic_metrics":"ACL_AICORE_PIPE_UTILIZATION"}},"rank_id":0,"cann_version":"8.0.RC3"})";
}

QByteArray deviceInfo(int platform, int cores, const char *mhz)
{
    return QByteArray(R"({"DeviceInfo":[{"id":0,"ai_core_num":)") + QByteArray::number(cores)
        + R"(,"aiv_num":)" + QByteArray::number(cores * 2) + R"(,"aic_frequency":")" + mhz
        + R"("}],"platform_version":")" + QByteArray::number(platform) + R"("})";
}

QByteArray opBasicInfo(const char *type, const char *name)
{
    return QByteArray("Op Name,Op Type,Task Duration(us),Block Dim,Mix Block Dim,Device Id,Pid,Current Freq,Rated Freq\n")
        + name + ',' + type + ",20.5,2,4,0,12345,1650,1800\n";
}

QByteArray perBlockCsv(const QByteArray &columns, const QList<QByteArray> &rows)
{
    QByteArray out = "block_id,sub_block_id," + columns + "\n";
    for (const QByteArray &r : rows)
        out += r + "\n";
    return out;
}

QByteArray pipeA2()
{
    return perBlockCsv("aic_time(us),aic_total_cycles,aic_cube_time(us),aic_cube_ratio,aic_mte2_time(us),aic_mte2_ratio,"
                       "aiv_time(us),aiv_total_cycles,aiv_vec_time(us),aiv_vec_ratio,aiv_mte3_time(us),aiv_mte3_ratio",
                       {"0,cube0,19.0,31350,10.0,0.526,5.0,0.263,NA,NA,NA,NA,NA,NA",
                        "0,vector0,NA,NA,NA,NA,NA,NA,18.0,29700,9.0,0.5,2.0,0.111",
                        "0,vector1,NA,NA,NA,NA,NA,NA,18.5,30525,9.5,0.514,2.5,0.135",
                        "1,cube0,18.0,29700,9.0,0.5,6.0,0.333,NA,NA,NA,NA,NA,NA",
                        "1,vector0,NA,NA,NA,NA,NA,NA,17.0,28050,8.0,0.471,1.0,0.059"});
}

QByteArray arithA2()
{
    return perBlockCsv("aic_time(us),aic_cube_ratio,aic_cube_fp16_ratio,aic_cube_int8_ratio,aic_cube_fops,"
                       "aiv_time(us),aiv_vec_fp32_ratio,aiv_vec_fp16_ratio,aiv_vec_misc_ratio,aiv_vec_fops",
                       {"0,cube0,19.0,0.5,0.9,0.1,2.1e8,N/A,N/A,N/A,N/A,N/A",
                        "0,vector0,N/A,N/A,N/A,N/A,N/A,18.0,0.3,0.6,0.1,1048576",
                        "1,cube0,18.0,0.5,1.0,0,2.0e8,N/A,N/A,N/A,N/A,N/A"});
}

QByteArray memoryA2()
{
    return perBlockCsv("aic_l1_read_bw(GB/s),aic_main_mem_read_bw(GB/s),aic_main_mem_write_bw(GB/s),"
                       "aiv_main_mem_read_bw(GB/s),aiv_main_mem_write_bw(GB/s),read_main_memory_datas(KB),"
                       "GM_to_L1_datas(KB),L1_to_GM_datas(KB)(estimate),GM_to_UB_datas(KB),UB_to_GM_datas(KB),"
                       "L0C_to_GM_datas(KB)",
                       {"0,cube0,100.5,50.2,10.1,NA,NA,1024,512,0,NA,NA,64",
                        "0,vector0,NA,NA,NA,30.0,20.0,NA,NA,NA,256,128,NA"});
}

QByteArray l2A2()
{
    return perBlockCsv("aic_total_hit_rate(%),aiv_total_hit_rate(%),aic_r0_read_cache_hit",
                       {"0,cube0,88.5,NA,1200", "0,vector0,NA,75.0,NA"});
}

QByteArray pipe310P()
{
    return "aic_time(us),aic_total_cycles,aic_cube_time(us),aic_cube_ratio,aic_vec_time(us),aic_vec_ratio,"
           "aic_mte2_time(us),aic_mte2_ratio\n"
           "30.0,31200,10.0,0.333,12.0,0.4,8.0,0.267\n";
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

// A per-core file: numeric pids are the pipes, tids their sub-lanes (formats.md §4.3).
QByteArray perCoreTrace(bool cube)
{
    QByteArray t = R"({"schemaVersion":1,"profilingType":"op","traceEvents":[)"
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

QByteArray block(quint8 type, const QByteArray &payload, const QByteArray &path = {})
{
    const int padding = int((4 - payload.size() % 4) % 4);
    QByteArray header(12, '\0');
    qToLittleEndian<quint64>(quint64(payload.size() + padding), header.data());
    header[8] = char(type);
    header[9] = char(padding);
    header[10] = char(0x5A);
    header[11] = char(0x5A);
    QByteArray out = header;
    if (type == 0x01) {
        QByteArray p = path;
        p.resize(4096, '\0');
        out += p;
    }
    return out + payload + QByteArray(padding, '\0');
}

QByteArray visualizeBasic()
{
    return R"({"name":"matmul_custom_mix_aic","soc":"Ascend910B4","op_type":"mix","block_dim":"2","mix_block_dim":"4",)"
           R"("duration":20.5,"device_id":0,"pid":12345,"mix_block_detail":{"head_name":["Block ID",)"
           R"j("Cube0 Duration (μs)","Vector0 Duration (μs)","Vector1 Duration (μs)"],"row":[{"value":["0","19.0",)j"
           R"("18.0","18.5"]},{"value":["1","18.0","17.0","17.5"]}],"size":[2,4]},"advice":[]})";
}

QByteArray visualizeData(bool withTrace)
{
    QByteArray out;
    out += block(0x01, "int main() { return 0; }\n", "/home/user/op/matmul_custom.cpp");
    out += block(0x05, visualizeBasic());
    out += block(0x06, R"({"subblock_detail":[{"block_id":"0","block_type":"cube0","name":"Cube All Active","unit":1,)"
                       R"("value":"52.6","origin_value":10},{"block_id":"0","block_type":"vector0","name":"Vector All Active",)"
                       R"("unit":1,"value":50.0},{"block_id":"1","block_type":"cube0","name":"Cube All Active","value":"50"},)"
                       R"({"block_id":"0","block_type":"vector1","name":"Vector FP32","value":12.5}]})");
    out += block(0x07, R"({"subblock_detail":[{"block_id":"0","block_type":"cube0","name":"Cube Fops","value":"2.1e8"},)"
                       R"({"block_id":"0","block_type":"vector0","name":"Vector Instructions1","value":100}]})");
    out += block(0x08, R"({"core_memory_map":[{"core_no":0,"op_type":"mix","Cube":{"cycle":16000,"ratio":52.6,)"
                       R"("total_cycles":31350},"Vector":{"cycle":15000,"total_cycles":29700},"Vector1":{"cycle":1,)"
                       R"("total_cycles":2},"L2cache":{"hit":90,"miss":10,"total_request":100,"hit_ratio":"90.0"},)"
                       R"("memory_unit":[{"memory_path":3,"request":128,"bandwidth":"12.5","peak_ratio":1},)"
                       R"({"memory_path":7,"request":64,"bandwidth":3.0}]},{"core_no":1,"Cube":{"cycle":15000,)"
                       R"("total_cycles":29700}}]})");
    out += block(0x09, R"({"table_per_block":[]})");
    out += block(0x0C, R"({"op_type":"mix","op_detail":[{"core_id":0,"core_detail":[{"subcore_type":"cube",)"
                       R"("subcore_id":"0","cycles":31350,"throughput":2048,"L2cache_hit_rate":"88"}]}]})");
    out += block(0x0D, R"({"multiple_rooflines":[]})");
    if (withTrace) {
        QByteArray trace = block(0x02, simulatorTrace());
        trace[10] = char(0x00); // the newer InstrApi version byte
        out += trace;
    }
    return out;
}

QByteArray profileJson()
{
    return R"({"schema":"rooflens.profile/1","name":"hand counts","hardware":"ascend910b2","operators":[)"
           R"({"name":"MatMul_1","type":"MatMulV2","core_type":"MIX_AIC","duration_us":120.5,"core_time_us":110,)"
           R"("aiv_time_us":100,"start_us":1000.25,"block_dim":20,"mix_block_dim":40,"components":{)"
           R"("cube":{"busy_us":90,"work":{"fp16":4.0e12}},"aic.mte2":{"busy_us":60,"core_time_us":100,"block_dim":20,)"
           R"("work":{"gm_to_l1":3.0e8}},"fixpipe":{"work":{"l0c_to_gm":1e7}},"vector":{"busy_us":30},)"
           R"("aiv.scalar":{"busy_us":3}},"inputs":[{"shape":"128,256","data_type":"FLOAT16","format":"ND"}],)"
           R"("outputs":[{"shape":"128,512","data_type":"FLOAT16","format":"ND"}],"metrics":{"aic_l2_hit_rate":0.9}},)"
           R"({"name":"Add_2","type":"Add","core_type":"AI_VECTOR_CORE","duration_us":4,"start_ns":2000000,)"
           R"("inputs":[{"shape":"1024,1024","data_type":"FLOAT","format":"ND"},{"shape":"1024,1024","data_type":"FLOAT"}],)"
           R"("outputs":[{"shape":"1024,1024","data_type":"FLOAT"}]},)"
           R"({"name":"AllReduce","core_type":"HCCL","duration_us":50}]})";
}

QByteArray profileJsonInlineHardware(const QByteArray &hardware)
{
    return R"({"schema":"rooflens.profile/1","name":"inline","hardware":)" + hardware
        + R"(,"operators":[{"name":"k","type":"MatMul","duration_us":10,"core_time_us":9,"block_dim":2,)"
          R"("components":{"cube":{"busy_us":5,"work":{"fp16":1e9,"int8":2e9}},"mte2":{"busy_us":4,)"
          R"("work":{"gm_to_l1":1e6}}}}]})";
}

// ------------------------------------------------------------------------------------------
// SQLite exports (formats.md §1.7)

QByteArray makeDb(const QString &scratch, const QString &name, bool separated, bool blockNum)
{
    const QString path = scratch + u'/' + name;
    QFile::remove(path);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_qs, name);
        db.setDatabaseName(path);
        if (!db.open())
            fail(u"cannot create "_qs + path + u": " + db.lastError().text());
        QSqlQuery q(db);
        const QString block = blockNum ? u"blockNum"_qs : u"blockDim"_qs;
        const QString mix = blockNum ? u"mixBlockNum"_qs : u"mixBlockDim"_qs;
        const QStringList statements = {
            u"PRAGMA page_size=512"_qs,
            u"CREATE TABLE STRING_IDS(id INTEGER PRIMARY KEY, value TEXT)"_qs,
            u"CREATE TABLE TASK(startNs INTEGER, endNs INTEGER, deviceId INTEGER, connectionId INTEGER, "
            "globalTaskId INTEGER, globalPid INTEGER, taskType INTEGER, contextId INTEGER, streamId INTEGER, "
            "taskId INTEGER, modelId INTEGER)"_qs,
            u"CREATE TABLE COMPUTE_TASK_INFO(name INTEGER, globalTaskId INTEGER, " + block + u" INTEGER, " + mix
                + u" INTEGER, taskType INTEGER, opType INTEGER, inputFormats INTEGER, inputDataTypes INTEGER, "
                  "inputShapes INTEGER, outputFormats INTEGER, outputDataTypes INTEGER, outputShapes INTEGER, "
                  "attrInfo INTEGER, waitNs INTEGER)",
            u"CREATE TABLE TASK_PMU_INFO(globalTaskId INTEGER, name INTEGER, value NUMERIC)"_qs,
            u"CREATE TABLE NPU_INFO(id INTEGER, name TEXT)"_qs,
            u"CREATE TABLE AICORE_FREQ(deviceId INTEGER, timestampNs INTEGER, freq INTEGER)"_qs,
            u"CREATE TABLE COMMUNICATION_OP(opName INTEGER, startNs INTEGER, endNs INTEGER, connectionId INTEGER, "
            "groupName INTEGER, opId INTEGER, relay INTEGER, retry INTEGER, dataType INTEGER, algType INTEGER, "
            "count NUMERIC, opType INTEGER)"_qs,
            u"INSERT INTO STRING_IDS VALUES (1,'AI_CORE'),(2,'MatMul_1'),(3,'MatMulV2'),(4,'ND;ND'),"
            "(5,'FLOAT16;FLOAT16'),(6,'\"128,256;256,512\"'),(7,'ND'),(8,'FLOAT16'),(9,'\"128,512\"'),"
            "(10,'AI_VECTOR_CORE'),(11,'Add_2'),(12,'Add'),(13,'N/A'),(14,'hcom_allReduce_'),(15,'allreduce_1'),"
            "(20,'aic_total_cycles'),(21,'aic_total_time'),(22,'aic_mac_ratio'),(23,'aic_mac_time'),"
            "(24,'aic_mte2_time'),(25,'aiv_total_time'),(26,'aiv_vec_ratio'),(27,'aiv_mte3_time'),"
            "(28,'total_cycles'),(29,'mac_ratio'),(30,'vec_time')"_qs,
            u"INSERT INTO TASK VALUES (1736408883704643212,1736408883704655212,0,1,100,7,1,0,2,11,4294967295),"
            "(1736408883704660000,1736408883704663500,0,2,101,7,10,0,3,12,4294967295),"
            "(1736408883704670000,1736408883704670500,0,3,102,7,13,0,3,13,4294967295),"
            "(1736408883704600000,1736408883704601000,0,4,103,7,1,0,NULL,4294967295,4294967295)"_qs,
            u"INSERT INTO COMPUTE_TASK_INFO VALUES (2,100,24,0,1,3,4,5,6,7,8,9,NULL,1000),"
            "(11,101,40,NULL,10,12,7,8,9,7,8,9,NULL,NULL)"_qs,
            u"INSERT INTO NPU_INFO VALUES (0,'"_qs + (separated ? u"Ascend910B2"_qs : u"Ascend310P3"_qs) + u"')",
            u"INSERT INTO AICORE_FREQ VALUES (0,1,1650),(0,2,1650),(0,3,1800)"_qs,
            u"INSERT INTO COMMUNICATION_OP VALUES (15,1736408883704680000,1736408883704780000,5,0,1,0,0,0,0,1024,14)"_qs,
        };
        QStringList pmu;
        if (separated)
            pmu = {u"(100,20,435600)"_qs, u"(100,21,11000)"_qs, u"(100,22,0.727)"_qs, u"(100,23,8000.5)"_qs,
                   u"(100,24,3000)"_qs, u"(101,25,3000)"_qs, u"(101,26,0.4)"_qs, u"(101,27,1000)"_qs};
        else
            pmu = {u"(100,28,435600)"_qs, u"(100,29,0.727)"_qs, u"(101,30,1200)"_qs};
        for (const QString &s : statements) {
            if (!q.exec(s))
                fail(u"SQL failed: "_qs + s + u": " + q.lastError().text());
        }
        if (!q.exec(u"INSERT INTO TASK_PMU_INFO VALUES " + pmu.join(u',')))
            fail(u"SQL failed: "_qs + q.lastError().text());
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return readFile(path);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: rooflens_fuzz_seeds DIR\n");
        return 2;
    }
    g_out = QString::fromLocal8Bit(argv[1]);
    QTemporaryDir scratch;
    if (!scratch.isValid())
        fail(u"no temporary directory"_qs);

    // The demo workspace: simulated msprof and msprof op simulator output.
    const QString demo = scratch.path() + u"/demo";
    if (auto report = rl::sim::writeDemoWorkspace(demo); !report)
        fail(report.error().toString());
    QByteArray demoSummary, demoInfo, demoBasic, demoTrace;
    int summaries = 0, traces = 0;
    QDirIterator it(demo + u"/before", QDir::Files, QDirIterator::Subdirectories);
    QStringList files;
    while (it.hasNext())
        files << it.next();
    files.sort();
    for (const QString &file : files) {
        const QString name = QFileInfo(file).fileName();
        if (name.startsWith(u"op_summary") && summaries < 3) {
            const QByteArray head = csvHead(readFile(file), 6);
            seed(u"kernel_table"_qs, u"demo_op_summary_%1.csv"_qs.arg(++summaries), head);
            if (demoSummary.isEmpty())
                demoSummary = head;
        } else if (name.startsWith(u"info.json") && demoInfo.isEmpty()) {
            demoInfo = readFile(file);
        } else if (name == u"OpBasicInfo.csv" && demoBasic.isEmpty()) {
            demoBasic = readFile(file);
        } else if (name == u"trace.json" && traces < 2) {
            const QByteArray head = traceHead(readFile(file), 60);
            seed(u"simulator_trace"_qs, u"demo_trace_%1.json"_qs.arg(++traces), head);
            if (demoTrace.isEmpty())
                demoTrace = head;
        }
    }
    if (demoSummary.isEmpty() || demoInfo.isEmpty() || demoBasic.isEmpty() || demoTrace.isEmpty())
        fail(u"the demo workspace lacks an op_summary, info.json, OpBasicInfo.csv or trace.json"_qs);

    seed(u"kernel_table"_qs, u"level0.csv"_qs, kernelDetailsLevel0());
    seed(u"kernel_table"_qs, u"pipe.csv"_qs, kernelDetailsPipe(false, false));
    seed(u"kernel_table"_qs, u"pipe_device_id_block_num.csv"_qs, kernelDetailsPipe(true, true));
    seed(u"kernel_table"_qs, u"arith_2023.csv"_qs, kernelDetailsArith2023());
    seed(u"kernel_table"_qs, u"memory_access_bom_crlf.csv"_qs, opSummaryMemoryAccess());

    seed(u"opprof_dir"_qs, u"a2_all_groups"_qs,
         parts({opBasicInfo("mix", "matmul_custom_mix_aic"), pipeA2(), arithA2(), memoryA2(), l2A2(), {}}));
    seed(u"opprof_dir"_qs, u"a2_vector"_qs, parts({opBasicInfo("vector", "add_custom"), pipeA2()}));
    seed(u"opprof_dir"_qs, u"p310_pipe"_qs, parts({demoBasic, pipe310P()}));
    seed(u"opprof_dir"_qs, u"basic_only"_qs, demoBasic);

    seed(u"chrome_trace"_qs, u"trace_view.json"_qs, traceView(false));
    seed(u"chrome_trace"_qs, u"msprof_order.json"_qs, traceView(true));
    seed(u"chrome_trace"_qs, u"trace_events_object.json"_qs, traceEventsObject());

    const QByteArray db910 = makeDb(scratch.path(), u"ascend_pytorch_profiler_0.db"_qs, true, false);
    const QByteArray db310 = makeDb(scratch.path(), u"msprof_0.db"_qs, false, true);
    seed(u"ascend_db"_qs, u"separated.db"_qs, db910);
    seed(u"ascend_db"_qs, u"coupled_block_num.db"_qs, db310);

    seed(u"torchnpu_dir"_qs, u"pipe_with_trace"_qs, parts({kernelDetailsPipe(false, false), traceView(false), profilerInfo()}));
    seed(u"torchnpu_dir"_qs, u"level0_with_trace"_qs, parts({kernelDetailsLevel0(), traceView(true)}));
    seed(u"torchnpu_dir"_qs, u"db_with_info"_qs, parts({db910, {}, profilerInfo()}));

    seed(u"msprof_dir"_qs, u"per_device_timeline"_qs, parts({traceView(true), deviceInfo(1, 32, "1000")}));
    seed(u"msprof_dir"_qs, u"text_export"_qs, parts({traceView(false), deviceInfo(5, 24, "1650"), kernelDetailsPipe(false, false)}));
    seed(u"msprof_dir"_qs, u"demo_text_export"_qs, parts({traceEventsObject(), demoInfo, demoSummary}));

    seed(u"simulator_trace"_qs, u"flags_and_flows.json"_qs, simulatorTrace());
    seed(u"simulator_dir"_qs, u"per_core"_qs, parts({perCoreTrace(true), perCoreTrace(false), instrExe(), demoBasic}));
    seed(u"simulator_dir"_qs, u"cube_only"_qs, parts({perCoreTrace(true), {}, instrExe()}));

    seed(u"visualize_data"_qs, u"mix.bin"_qs, visualizeData(false));
    seed(u"visualize_data"_qs, u"mix_with_trace.bin"_qs, visualizeData(true));
    seed(u"visualize_data"_qs, u"trace_only.bin"_qs, block(0x02, demoTrace));

    seed(u"profile_json"_qs, u"profile.json"_qs, profileJson());
    const QDir hardware(u":/hardware"_qs);
    for (const QString &name : hardware.entryList({u"*.json"_qs}, QDir::Files, QDir::Name)) {
        const QByteArray spec = readFile(hardware.filePath(name));
        seed(u"hardware_json"_qs, name, spec);
        if (name == u"ascend310.json" || name == u"ascend910b2.json") {
            const QByteArray compact = QJsonDocument::fromJson(spec).toJson(QJsonDocument::Compact);
            seed(u"profile_json"_qs, u"inline_"_qs + name, profileJsonInlineHardware(compact));
        }
    }
    std::printf("rooflens_fuzz_seeds: %d seeds in %s\n", g_written, qUtf8Printable(g_out));
    return 0;
}
