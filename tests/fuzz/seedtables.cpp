// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/fuzz/seedtables.h"
#include "tests/fuzz/seedio.h"

namespace rl::fuzzseed {

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
    rows += "1," + dev
        + "4294967295,10,2,FlashAttentionScore_1,FlashAttentionScore,dynamic,MIX_AIC,"
          "1736408883704643.212\t,830.5,1.2,20,40,NO,\"8,32,1024,128;8,32,1024,128\",FLOAT16;FLOAT16,ND;ND,"
          "\"8,32,1024,128\",FLOAT16,ND,N/A,824.5,27209612,287.0,0.348,40.1,0.049,100.2,0.122,300.4,0.364,"
          "50.0,0.061,0.01,823.5,54351067,430.0,0.522,30.0,0.036,200.0,0.243,100.0,0.121,0.02,35.2\n";
    rows += "1," + dev
        + "4294967295,11,2,MatMul_2,MatMulV2,static,AI_CORE,1736408883705500.000\t,12.0,0.1,24,N/A,"
          "YES,\"128,256;256,512\",FLOAT16;FLOAT16,ND;ND,\"128,512\",FLOAT16,ND,N/A,11.0,435600,8.0,0.727,1.0,"
          "0.091,2.0,0.182,3.0,0.273,1.0,0.091,0.0,N/A,N/A,N/A,N/A,N/A,N/A,N/A,N/A,N/A,N/A,N/A,70.1\n";
    rows += "1," + dev
        + "4294967295,12,3,Add_3,Add,static,AI_VECTOR_CORE,1736408883705520.000\t,3.5,0,40,N/A,NO,"
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

QByteArray profilerInfo()
{
    return R"({"config":{"common_config":{},"experimental_config":{"_profiler_level":"Level1",)"
           R"("_aic_metrics":"ACL_AICORE_PIPE_UTILIZATION"}},"rank_id":0,"cann_version":"8.0.RC3"})";
}

QByteArray deviceInfo(int platform, int cores, const char *mhz)
{
    return QByteArray(R"({"DeviceInfo":[{"id":0,"ai_core_num":)") + QByteArray::number(cores) + R"(,"aiv_num":)"
        + QByteArray::number(cores * 2) + R"(,"aic_frequency":")" + mhz + R"("}],"platform_version":")"
        + QByteArray::number(platform) + R"("})";
}

QByteArray opBasicInfo(const char *type, const char *name)
{
    return QByteArray(
               "Op Name,Op Type,Task Duration(us),Block Dim,Mix Block Dim,Device Id,Pid,Current Freq,Rated Freq\n")
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
    return perBlockCsv(
        "aic_time(us),aic_total_cycles,aic_cube_time(us),aic_cube_ratio,aic_mte2_time(us),aic_mte2_ratio,"
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
    return perBlockCsv(
        "aic_l1_read_bw(GB/s),aic_main_mem_read_bw(GB/s),aic_main_mem_write_bw(GB/s),"
        "aiv_main_mem_read_bw(GB/s),aiv_main_mem_write_bw(GB/s),read_main_memory_datas(KB),"
        "GM_to_L1_datas(KB),L1_to_GM_datas(KB)(estimate),GM_to_UB_datas(KB),UB_to_GM_datas(KB),"
        "L0C_to_GM_datas(KB)",
        {"0,cube0,100.5,50.2,10.1,NA,NA,1024,512,0,NA,NA,64", "0,vector0,NA,NA,NA,30.0,20.0,NA,NA,NA,256,128,NA"});
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

} // namespace rl::fuzzseed
