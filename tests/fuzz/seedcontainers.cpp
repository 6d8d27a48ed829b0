// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/fuzz/seedcontainers.h"
#include "tests/fuzz/seedio.h"
#include "tests/fuzz/seedtraces.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QtEndian>

namespace rl::fuzzseed {

QByteArray block(quint8 type, const QByteArray &payload, const QByteArray &path)
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
    out += block(
        0x06,
        R"({"subblock_detail":[{"block_id":"0","block_type":"cube0","name":"Cube All Active","unit":1,)"
        R"("value":"52.6","origin_value":10},{"block_id":"0","block_type":"vector0","name":"Vector All Active",)"
        R"("unit":1,"value":50.0},{"block_id":"1","block_type":"cube0","name":"Cube All Active","value":"50"},)"
        R"({"block_id":"0","block_type":"vector1","name":"Vector FP32","value":12.5}]})");
    out += block(0x07,
                 R"({"subblock_detail":[{"block_id":"0","block_type":"cube0","name":"Cube Fops","value":"2.1e8"},)"
                 R"({"block_id":"0","block_type":"vector0","name":"Vector Instructions1","value":100}]})");
    out += block(0x08,
                 R"({"core_memory_map":[{"core_no":0,"op_type":"mix","Cube":{"cycle":16000,"ratio":52.6,)"
                 R"("total_cycles":31350},"Vector":{"cycle":15000,"total_cycles":29700},"Vector1":{"cycle":1,)"
                 R"("total_cycles":2},"L2cache":{"hit":90,"miss":10,"total_request":100,"hit_ratio":"90.0"},)"
                 R"("memory_unit":[{"memory_path":3,"request":128,"bandwidth":"12.5","peak_ratio":1},)"
                 R"({"memory_path":7,"request":64,"bandwidth":3.0}]},{"core_no":1,"Cube":{"cycle":15000,)"
                 R"("total_cycles":29700}}]})");
    out += block(0x09, R"({"table_per_block":[]})");
    out += block(0x0C,
                 R"({"op_type":"mix","op_detail":[{"core_id":0,"core_detail":[{"subcore_type":"cube",)"
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
                   u"(100,24,3000)"_qs,   u"(101,25,3000)"_qs,  u"(101,26,0.4)"_qs,   u"(101,27,1000)"_qs};
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

} // namespace rl::fuzzseed
