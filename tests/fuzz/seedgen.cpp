// SPDX-License-Identifier: GPL-3.0-or-later
// rooflens_fuzz_seeds DIR: writes the seed corpus of every fuzz target to DIR/<target>/.
// Seeds come from the project's own code only: the demo workspace the simulator writes
// (core/sim: op_summary CSVs, info.json, OpBasicInfo.csv, simulator trace.json), cut down so
// the fuzzer starts from small inputs, and small files in the profilers' formats built by
// seedtables, seedtraces and seedcontainers (kernel_details variants, timelines, per-block CSVs, visualize_data.bin
// blocks, SQLite exports, profile and hardware JSON). Nothing is read from outside the repository.

#include "core/sim/demoworkspace.h"
#include "tests/fuzz/seedcontainers.h"
#include "tests/fuzz/seedio.h"
#include "tests/fuzz/seedmcp.h"
#include "tests/fuzz/seedtables.h"
#include "tests/fuzz/seedtraces.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <cstdio>

using namespace rl::fuzzseed;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: rooflens_fuzz_seeds DIR\n");
        return 2;
    }
    setOutputDir(QString::fromLocal8Bit(argv[1]));
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

    seed(u"torchnpu_dir"_qs, u"pipe_with_trace"_qs,
         parts({kernelDetailsPipe(false, false), traceView(false), profilerInfo()}));
    seed(u"torchnpu_dir"_qs, u"level0_with_trace"_qs, parts({kernelDetailsLevel0(), traceView(true)}));
    seed(u"torchnpu_dir"_qs, u"db_with_info"_qs, parts({db910, {}, profilerInfo()}));

    seed(u"msprof_dir"_qs, u"per_device_timeline"_qs, parts({traceView(true), deviceInfo(1, 32, "1000")}));
    seed(u"msprof_dir"_qs, u"text_export"_qs,
         parts({traceView(false), deviceInfo(5, 24, "1650"), kernelDetailsPipe(false, false)}));
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
    // run_files: the first byte picks the file (0 step trace, 1 cluster step trace, 2 communication)
    const QByteArray stepHeader =
        "Step,Computing,Communication(Not Overlapped),Overlapped,Communication,Free,Stage,Bubble,"
        "Communication(Not Overlapped and Exclude Receive),Preparing\n";
    seed(u"run_files"_qs, u"step_trace.csv"_qs,
         QByteArray(1, '\0') + stepHeader
             + "50,8868.24,95962.016,4011.262,99973.278,25032.619,129862.75,0,95962.016,17483.75\n");
    seed(u"run_files"_qs, u"step_trace_device.csv"_qs,
         QByteArray(1, '\0') + "Device_id," + stepHeader + "0,1,10,2,0,2,3,15,0,2,1\n0,2,11,1,0,1,4,16,0,1,1\n");
    seed(u"run_files"_qs, u"cluster.csv"_qs,
         QByteArray(1, '\1') + "Step,Type,Index," + stepHeader.mid(5)
             + "1,rank,0,50,30,0,30,20,100,0,30,0\n1,stage,\"(0, 1)\",55,30,0,30,30,110,0,30,0\n");
    seed(
        u"run_files"_qs, u"communication.json"_qs,
        QByteArray(1, '\2')
            + R"J({"step50":{"p2p":{},"collective":{"hcom_allReduce__1@1":{"Communication Time Info":{"Start Timestamp(us)":1.5,"Elapse Time(ms)":86.4,"Transit Time(ms)":0.2,"Wait Time(ms)":2.5,"Synchronization Time(ms)":2.5,"Idle Time(ms)":83.6},"Communication Bandwidth Info":{"HCCS":{"Transit Size(MB)":28.6,"Transit Time(ms)":1.8,"Bandwidth(GB/s)":15.7,"Large Packet Ratio":0,"Size Distribution":{"4.0":[1,0.01]}}}},"Total Op Info":{}}}})J");
    // communication: the first byte picks the file (0 communication.json, 1 its matrix, 2 the
    // cluster file, 3 an HCCL timeline track).
    const QByteArray op =
        R"J({"Communication Time Info":{"Start Timestamp(us)":1.5,"Elapse Time(ms)":4.0,)J"
        R"J("Transit Time(ms)":1.0,"Wait Time(ms)":3.0,"Synchronization Time(ms)":1.0,)J"
        R"J("Wait Time Ratio":0.75,"Synchronization Time Ratio":0.5},"Communication Bandwidth Info":)J"
        R"J({"HCCS":{"Transit Size(MB)":28.6,"Transit Time(ms)":1.8,"Bandwidth(GB/s)":15.9,)J"
        R"J("Large Packet Ratio":0.1,"Size Distribution":{"2.064384":[12,1.5]}},"RDMA":)J"
        R"J({"Transit Size(MB)":40,"Transit Time(ms)":4,"Size Distribution":{"1.0":[40,4]}}}})J";
    seed(u"communication"_qs, u"communication.json"_qs,
         QByteArray(1, '\0') + R"J({"step1":{"p2p":{"hcom_send__1_0@2":)J" + op
             + R"J(},"collective":{"hcom_allReduce__271_0_1@11":)J" + op + R"J(,"Total Op Info":)J" + op + "}}}");
    seed(
        u"communication"_qs, u"matrix.json"_qs,
        QByteArray(1, '\1')
            + R"J({"step1":{"collective":{"allreduce-total@11":{"0-1":{"Transport Type":"HCCS","Transit Size(MB)":61.2,)J"
              R"J("Transit Time(ms)":4.09,"Bandwidth(GB/s)":14.95},"0-0":{"Transport Type":"LOCAL","Transit Size(MB)":6,)J"
              R"J("Transit Time(ms)":0.01}},"allreduce-top1@11":{"0-1":{"Transport Type":"HCCS","Transit Size(MB)":1,)J"
              R"J("Transit Time(ms)":1,"Op Name":"x"}}}}})J");
    seed(u"communication"_qs, u"cluster.json"_qs,
         QByteArray(1, '\2') + R"J({"(0, 1)":{"step":{"hcom_broadcast__501_0@62":{"0":)J" + op + R"J(,"1":)J" + op
             + "}}}}");
    seed(
        u"communication"_qs, u"hccl.json"_qs,
        QByteArray(1, '\3')
            + R"J([{"name":"Default/AllReduce-op534_0","pid":1,"tid":70000,"ts":1000,"dur":100,"ph":"X"},)J"
              R"J({"name":"Memcpy","pid":1,"tid":0,"ts":1010,"dur":20,"ph":"X","args":{"task type":"Memcpy",)J"
              R"J("src rank":1,"dst rank":0,"transport type":"SDMA","size(Byte)":2000000,"link type":"HCCS"}},)J"
              R"J({"name":"Notify_Wait","pid":1,"tid":0,"ts":1000,"dur":10,"ph":"X","args":{"task type":"Notify_Wait",)J"
              R"J("src rank":1,"dst rank":4294967295,"transport type":"LOCAL","size(Byte)":0,"link type":"INVALID_TYPE"}}])J");
    // memory_csv: the first byte picks the file (0 memory_record.csv, 1 operator_memory.csv,
    // 2 npu_module_mem.csv); µs timestamps with torch_npu's trailing TAB.
    seed(
        u"memory_csv"_qs, u"memory_record.csv"_qs,
        QByteArray(1, '\0')
            + "Component,Timestamp(us),Total Allocated(MB),Total Reserved(MB),Total Active(MB),Stream Ptr,Device Type\n"
              "APP,999.000\t,,2113.7,,,NPU:0\nGE,1000.000\t,1.5,2,0,,NPU:0\nPTA,1000.500\t,10.5,20,10.5,1,NPU:0\n"
              "PTA+GE,1000.500\t,12,22,10.5,1,NPU:0\nWORKSPACE,1001.000\t,1,1,1,1,NPU:0\n");
    seed(u"memory_csv"_qs, u"operator_memory.csv"_qs,
         QByteArray(1, '\1')
             + "Name,Size(KB),Allocation Time(us),Release Time(us),Active Release Time(us),Duration(us),"
               "Active Duration(us),Allocation Total Allocated(MB),Allocation Total Reserved(MB),"
               "Allocation Total Active(MB),Release Total Allocated(MB),Release Total Reserved(MB),"
               "Release Total Active(MB),Stream Ptr,Device Type\n"
               "aten::mm,147456.5,1005.250\t,1012.000\t,1011.999\t,6.75,6.749,12.5,20,12,10.5,20,10.5,1,NPU:0\n"
               "cann::trans_TransData_0,-64,1006.000\t,1007.000\t,,1,,,,,,,,,NPU:0\n"
               "\"aten::empty, strided\",512,1001.000\t,,,,,11,20,11,,,,1,NPU:0\n");
    seed(u"memory_csv"_qs, u"npu_module_mem.csv"_qs,
         QByteArray(1, '\2')
             + "Device_id,Component,Timestamp(us),Total Reserved(MB),Device\n"
               "0,APP,1000.000\t,1452,NPU:0\n0,HCCL,1000.000\t,404.06,NPU:0\n");
    // memory_db: one row per line, `TABLE|values…` (fuzz_memory_db.cpp), as a torch_npu DB export
    // and an msprof DB hold them: torch_npu's string ids from 2<<28, msprof's from 0.
    seed(u"memory_db"_qs, u"torchnpu.txt"_qs,
         QByteArray(
             "STRING_IDS|372|GE\nSTRING_IDS|373|release\nSTRING_IDS|374|allocate\nSTRING_IDS|376|read\n"
             "STRING_IDS|377|write\nSTRING_IDS|363|app\nSTRING_IDS|536870912|GE\nSTRING_IDS|536870913|PTA\n"
             "STRING_IDS|536870914|PTA+GE\nSTRING_IDS|536870915|aten::mm\n"
             "MEMORY_RECORD|536870913|1000|1048576|2097152|1048576|7|0\n"
             "MEMORY_RECORD|536870914|1000|1572864|3145728|1048576|7|0\n"
             "MEMORY_RECORD|536870914|2000|4194304|6291456|4194304|7|0\n"
             "OP_MEMORY|536870915|151000000|900|2500|2499|1600|1599|1|2|1|1|2|1|7|0\n"
             "OP_MEMORY|536870915|65536|1500|~|~|~|~|1|2|1|~|~|~|7|0\n"
             "NPU_OP_MEM|372|4096|374|1024|1100|1|1024|2048|372|0\nNPU_OP_MEM|372|4096|373|1024|1900|1|0|2048|372|0\n"
             "NPU_MEM|363|0|2216427929|1000|0\nENUM_MODULE|7|APP\nNPU_MODULE_MEM|7|1000|1522532352|0\n"
             "HBM|0|1000|0|0|376\nHBM|0|2000|96468992000|0|376\nHBM|0|2000|52428800|1|377\n"
             "LLC|0|0|1000|49.9|0|376\nLLC|0|1|1000|51.0|1048576|376\n"));
    seed(u"memory_db"_qs, u"msprof_enum.txt"_qs,
         QByteArray(
             "ENUM_MEMORY|5|allocate\nENUM_MEMORY|6|release\nSTRING_IDS|5|APP\nSTRING_IDS|6|FP32\n"
             "STRING_IDS|1399|read\nNPU_OP_MEM|5|77|5|604045312|1700|1|604045312|1229258752|6|0\n"
             "NPU_OP_MEM|5|77|6|604045312|2300|1|0|1229258752|6|0\nHBM|2|1000|0|0|1399\nLLC|2|0|1000|54.73|0|1399\n"));
    for (const auto &[name, session] : mcpSessions())
        seed(u"mcp_session"_qs, name, session);
    std::printf("rooflens_fuzz_seeds: %d seeds in %s\n", seedsWritten(), argv[1]);
    return 0;
}
