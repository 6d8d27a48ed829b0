// SPDX-License-Identifier: GPL-3.0-or-later
// The SQLite files tst_communicationdb reads: an analysis.db, a torch_npu profiler DB with
// ENUM_HCCL_* tables and a 2023 msprof DB without them, with the rows the tests look for.
#pragma once

#include "sqlitefixture.h"

#include <QStringList>
#include <QTest>

namespace rl::test {

// analysis.db of rank 3: an all-reduce with one HCCS packet size per row plus the SDMA row, a
// p2p op (its JSON key with "@hash") over RDMA without a large-packet ratio, and one time row
// whose elapse is text.
inline QStringList analysisDbStatements()
{
    return {
        u"CREATE TABLE CommAnalyzerTime (hccl_op_name TEXT, group_name TEXT, start_timestamp NUMERIC, "
        "elapse_time NUMERIC, transit_time NUMERIC, wait_time NUMERIC, synchronization_time NUMERIC, "
        "idle_time NUMERIC, step TEXT, type TEXT)"_qs,
        u"CREATE TABLE CommAnalyzerBandwidth (hccl_op_name TEXT, group_name TEXT, transport_type TEXT, "
        "transit_size NUMERIC, transit_time NUMERIC, bandwidth NUMERIC, large_packet_ratio NUMERIC, "
        "package_size NUMERIC, count NUMERIC, total_duration NUMERIC, step TEXT, type TEXT)"_qs,
        u"CREATE TABLE CommAnalyzerMatrix (hccl_op_name TEXT, group_name TEXT, src_rank TEXT, dst_rank TEXT, "
        "transport_type TEXT, transit_size NUMERIC, transit_time NUMERIC, bandwidth NUMERIC, step TEXT, "
        "type TEXT, op_name TEXT)"_qs,
        u"INSERT INTO CommAnalyzerTime VALUES "
        "('hcom_allReduce__1_0_1', '111', 1736410576431631.8, 10.0, 2.0, 6.0, 1.0, 2.0, 'step50', 'collective'),"
        "('hcom_batchSendRecv__2_1_1@222', '222', 1736410576441631.8, 3.0, 0.0, 0.0, 0.0, 3.0, 'step50', 'p2p'),"
        "('hcom_broadcast__3_2_1', '111', 1736410576451631.8, 'abc', 1.0, 1.0, 0.0, 0.0, 'step50', 'collective')"_qs,
        u"INSERT INTO CommAnalyzerBandwidth VALUES "
        "('hcom_allReduce__1_0_1', '111', 'HCCS', 28.647232, 1.8093, 15.8334, 0, 2.064384, 12, 1.5, 'step50', "
        "'collective'),"
        "('hcom_allReduce__1_0_1', '111', 'HCCS', 28.647232, 1.8093, 15.8334, 0, 1.937312, 2, 0.3093, 'step50', "
        "'collective'),"
        "('hcom_allReduce__1_0_1', '111', 'SDMA', 28.647232, 1.8093, 15.8334, 0, 0, 0, 0, 'step50', 'collective'),"
        "('hcom_batchSendRecv__2_1_1@222', '222', 'RDMA', 8.0, 0.5, 16.0, NULL, 4.0, 2, 0.5, 'step50', 'p2p')"_qs,
        u"INSERT INTO CommAnalyzerMatrix VALUES "
        "('allreduce-top1', '111', '0', '1', 'HCCS', 4.0, 0.2, 20.0, 'step50', 'collective', "
        "'hcom_allReduce__1_0_1'),"
        "('allreduce-total', '111', '3', '1', 'HCCS', 28.0, 1.75, 16.0, 'step50', 'collective', ''),"
        "('allreduce-total', '111', '3', '3', 'LOCAL', 4.128776, 0.00832, 496.2, 'step50', 'collective', ''),"
        "('batchsendrecv-total', '222', '3', '2', 'RDMA', 8.0, 0.5, 16.0, 'step50', 'p2p', ''),"
        "('batchsendrecv-total', '222', 'x', '2', 'RDMA', 1.0, 0.1, 10.0, 'step50', 'p2p', '')"_qs,
    };
}

inline const QStringList kEnumTables = {
    u"CREATE TABLE ENUM_HCCL_TRANSPORT_TYPE (id INTEGER PRIMARY KEY, name TEXT)"_qs,
    u"INSERT INTO ENUM_HCCL_TRANSPORT_TYPE VALUES (0,'SDMA'),(1,'RDMA'),(2,'LOCAL'),(65534,'N/A'),"
    "(65535,'INVALID_TYPE')"_qs,
    u"CREATE TABLE ENUM_HCCL_LINK_TYPE (id INTEGER PRIMARY KEY, name TEXT)"_qs,
    u"INSERT INTO ENUM_HCCL_LINK_TYPE VALUES (0,'ON_CHIP'),(1,'HCCS'),(2,'PCIE'),(3,'ROCE'),(4,'SIO'),"
    "(5,'HCCS_SW'),(6,'STANDARD_ROCE'),(7,'RESERVED'),(65534,'N/A'),(65535,'INVALID_TYPE')"_qs,
    u"CREATE TABLE ENUM_HCCL_RDMA_TYPE (id INTEGER PRIMARY KEY, name TEXT)"_qs,
    u"INSERT INTO ENUM_HCCL_RDMA_TYPE VALUES (0,'RDMA_SEND_NOTIFY'),(1,'RDMA_SEND_PAYLOAD'),"
    "(2,'RDMA_PAYLOAD_PREPARE'),(3,'RDMA_PAYLOAD_CHECK'),(4,'RDMA_PAYLOAD_ACK'),(5,'RDMA_SEND_OP'),"
    "(65534,'N/A'),(65535,'INVALID_TYPE')"_qs,
};

inline const QString kTaskInfoTable =
    u"CREATE TABLE COMMUNICATION_TASK_INFO (name INTEGER, globalTaskId INTEGER, taskType INTEGER, planeId INTEGER, "
    "groupName INTEGER, notifyId INTEGER, rdmaType INTEGER, srcRank INTEGER, dstRank INTEGER, transportType INTEGER, "
    "size INTEGER, dataType INTEGER, linkType INTEGER, opId INTEGER)"_qs;
inline const QString kTaskTable =
    u"CREATE TABLE TASK (startNs INTEGER, endNs INTEGER, deviceId INTEGER, connectionId INTEGER, "
    "globalTaskId INTEGER, globalPid INTEGER, taskType INTEGER, contextId INTEGER, "
    "streamId INTEGER, taskId INTEGER, modelId INTEGER)"_qs;

// A torch_npu DB of 2025: ENUM tables, waitNs, STEP_TIME. Op 1, an all-reduce in step 7: HCCS
// copies of 2 MB (100 and 150 µs), a PCIE copy, on-chip copies (one without a destination), a
// copy over a RESERVED link, notify tasks. Op 2, a send: an RDMA payload and an RDMA notify.
// Op 3 ends before it starts; task 99 of op 1 has no TASK row.
inline QStringList profilerDbStatements()
{
    QStringList s = kEnumTables;
    s << u"CREATE TABLE STRING_IDS (id INTEGER PRIMARY KEY, value TEXT)"_qs
      << u"INSERT INTO STRING_IDS VALUES (1,'hcom_allReduce__5_0_1'),(2,'10.0.0.1%eth0_60000_0_1736410538306028'),"
         "(3,'Memcpy'),(4,'Reduce_Inline'),(5,'Notify_Wait'),(6,'hcom_send__6_0_1'),(7,'RDMASend'),"
         "(8,'hcom_allReduce_'),(9,'hcom_broadcast__7_0_1')"_qs
      << u"CREATE TABLE COMMUNICATION_OP (opName INTEGER, startNs INTEGER, endNs INTEGER, connectionId INTEGER, "
         "groupName INTEGER, opId INTEGER PRIMARY KEY, relay INTEGER, retry INTEGER, dataType INTEGER, "
         "algType INTEGER, count NUMERIC, opType INTEGER, waitNs INTEGER)"_qs
      << u"INSERT INTO COMMUNICATION_OP VALUES "
         "(1, 1000000000, 1000500000, 0, 2, 1, 0, 0, 4, 0, 100, 8, 100000),"
         "(6, 2000000000, 2001000000, 0, 2, 2, 0, 0, 4, 0, 100, 8, NULL),"
         "(9, 3000000000, 2999000000, 0, 2, 3, 0, 0, 4, 0, 100, 8, 0)"_qs
      << u"CREATE TABLE STEP_TIME (id INTEGER, startNs INTEGER, endNs INTEGER)"_qs
      << u"INSERT INTO STEP_TIME VALUES (7, 900000000, 1900000000)"_qs << kTaskInfoTable
      << u"INSERT INTO COMMUNICATION_TASK_INFO VALUES "
         // name, globalTaskId, taskType, plane, group, notifyId, rdmaType, src, dst, transport, size, data, link, op
         "(1, 10, 3, 1, 2, 0, 65535, 0, 1, 0, 2000000, 4, 1, 1),"
         "(1, 11, 4, 1, 2, 0, 65535, 0, 1, 0, 2000000, 4, 5, 1),"
         "(1, 12, 3, 2, 2, 0, 65535, 0, 2, 0, 1000000, 4, 2, 1),"
         "(1, 13, 3, 0, 2, 0, 65535, 0, 0, 0, 4000000, 4, 0, 1),"
         "(1, 14, 4, 0, 2, 0, 65535, 0, 4294967295, 0, 8, 4, 0, 1),"
         "(1, 15, 3, 3, 2, 0, 65535, 0, 3, 0, 500000, 4, 7, 1),"
         "(1, 16, 5, 1, 2, 9223372036854775807, 65535, 0, 1, 2, 0, 4, 65535, 1),"
         "(1, 99, 3, 1, 2, 0, 65535, 0, 1, 0, 2000000, 4, 1, 1),"
         "(6, 20, 7, 0, 2, 0, 1, 0, 8, 1, 3000000, 4, 3, 2),"
         "(6, 21, 7, 0, 2, 0, 0, 0, 8, 1, 4, 4, 3, 2),"
         "(9, 30, 3, 1, 2, 0, 65535, 0, 1, 0, 2000000, 4, 1, 3)"_qs
      << kTaskTable
      << u"INSERT INTO TASK (startNs, endNs, globalTaskId) VALUES "
         "(1000010000, 1000110000, 10), (1000020000, 1000170000, 11), (1000030000, 1000080000, 12),"
         "(1000040000, 1000050000, 13), (1000050000, 1000050600, 14), (1000060000, 1000080000, 15),"
         "(1000000000, 1000400000, 16), (2000100000, 2000300000, 20), (2000300000, 2000301000, 21),"
         "(2999000000, 2999100000, 30)"_qs;
    return s;
}

// A 2023 msprof DB: no ENUM tables, the enum columns hold STRING_IDS ids, COMMUNICATION_OP of
// the older shape. Task 40 is a HCCS copy of 1 MB in 100 µs; task 41's transport id resolves to
// an operator name, as in the real edited file.
inline QStringList msprof2023Statements(bool withOp)
{
    QStringList s = {
        u"CREATE TABLE STRING_IDS (id INTEGER PRIMARY KEY, value TEXT)"_qs,
        u"INSERT INTO STRING_IDS VALUES (401,'hcom_allGather__305_879_1'),(402,'group-2023'),(403,'Memcpy'),"
        "(404,'SDMA'),(405,'HCCS'),(406,'INVALID_TYPE'),(407,'hcom_reduceScatter__305_875_1'),(408,'FP32')"_qs,
        u"CREATE TABLE COMMUNICATION_OP (opName INTEGER, startNs INTEGER, endNs INTEGER, connectionId INTEGER, "
        "groupName INTEGER, opId INTEGER PRIMARY KEY, waitNs INTEGER, opConnectionId TEXT, "
        "opType INTEGER DEFAULT -1)"_qs,
        kTaskInfoTable,
        u"INSERT INTO COMMUNICATION_TASK_INFO VALUES "
        "(401, 40, 403, 1, 402, 0, 406, 0, 1, 404, 1000000, 408, 405, 895),"
        "(401, 41, 403, 1, 402, 0, 406, 0, 1, 407, 1000000, 408, 405, 895)"_qs,
        kTaskTable,
        u"INSERT INTO TASK (startNs, endNs, globalTaskId) VALUES (1698220811528428293, 1698220811528528293, 40),"
        "(1698220811528528293, 1698220811528628293, 41)"_qs,
    };
    if (withOp)
        s << u"INSERT INTO COMMUNICATION_OP VALUES (401, 1698220811528400000, 1698220811529400000, 0, 402, 895, "
             "20000, '', -1)"_qs;
    return s;
}

} // namespace rl::test
