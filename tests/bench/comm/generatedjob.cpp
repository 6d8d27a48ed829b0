// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/bench/comm/generatedjob.h"

#include <QDir>
#include <QFile>

namespace rl::bench {

namespace {

QByteArray number(double v)
{
    return QByteArray::number(v, 'g', 9);
}

QByteArray transport(double sizeMb, double timeMs, double packetMb)
{
    const int packets = std::max(1, int(sizeMb / packetMb));
    return "{\"Transit Size(MB)\":" + number(sizeMb) + ",\"Transit Time(ms)\":" + number(timeMs)
        + ",\"Bandwidth(GB/s)\":" + number(timeMs > 0.0 ? sizeMb / timeMs : 0.0)
        + ",\"Large Packet Ratio\":" + (packetMb > 32.0 ? "1.0" : "0.0") + ",\"Size Distribution\":{\""
        + number(packetMb) + "\":[" + QByteArray::number(packets) + "," + number(timeMs) + "]}}";
}

QByteArray collective(int rank, int index)
{
    const double sizeMb = 4.0 + (index % 97) * 0.5;
    const double hccsMs = sizeMb / (14.0 + (rank % 5));
    const double waitMs = rank == 3 ? 0.01 : 0.2 + (index % 13) * 0.05;
    const double transitMs = hccsMs * 0.8;
    return "\"hcom_allReduce__271_" + QByteArray::number(index)
        + "_1@11022204950826225271\":{\"Communication Time Info\":{\"Start Timestamp(us)\":"
        + number(1736412474757059.8 + index * 1000.0) + ",\"Elapse Time(ms)\":" + number(transitMs + waitMs + 0.05)
        + ",\"Transit Time(ms)\":" + number(transitMs) + ",\"Wait Time(ms)\":" + number(waitMs)
        + ",\"Synchronization Time(ms)\":" + number(waitMs * 0.5)
        + ",\"Idle Time(ms)\":0.05,\"Wait Time Ratio\":" + number(waitMs / (waitMs + transitMs))
        + ",\"Synchronization Time Ratio\":" + number(waitMs * 0.5 / (waitMs * 0.5 + transitMs))
        + "},\"Communication Bandwidth Info\":{\"RDMA\":" + transport(0.0, 0.0, 1.0)
        + ",\"HCCS\":" + transport(sizeMb, hccsMs, 2.064384) + ",\"PCIE\":" + transport(0.0, 0.0, 1.0)
        + ",\"SDMA\":" + transport(sizeMb, hccsMs, 2.064384) + ",\"SIO\":" + transport(0.0, 0.0, 1.0) + "}}";
}

// The matrix of one rank in the 2025 layout: its -total row to every other rank of a ring.
QByteArray matrix(int rank, int ranks)
{
    const int next = (rank + 1) % ranks;
    return "{\"step1\":{\"p2p\":{},\"collective\":{\"allreduce-total@11022204950826225271\":{\""
        + QByteArray::number(rank) + "-" + QByteArray::number(next)
        + "\":{\"Transport Type\":\"HCCS\",\"Transit Size(MB)\":4000.0,\"Transit Time(ms)\":"
        + number(4000.0 / (14.0 + (rank % 5))) + ",\"Bandwidth(GB/s)\":" + number(14.0 + (rank % 5)) + "}}}}}";
}

} // namespace

qint64 writeCommunicationJob(const QString &dir, int ranks, int collectives)
{
    qint64 written = 0;
    for (int rank = 0; rank < ranks; ++rank) {
        const QString output = dir + u"/rank_" + QString::number(rank) + u"_ascend_pt/ASCEND_PROFILER_OUTPUT";
        if (!QDir().mkpath(output))
            return -1;
        QFile file(output + u"/communication.json");
        if (!file.open(QIODevice::WriteOnly))
            return -1;
        QByteArray text = "{\"step1\":{\"p2p\":{},\"collective\":{";
        for (int i = 0; i < collectives; ++i) {
            if (i > 0)
                text += ',';
            text += collective(rank, i);
        }
        text += "}}}";
        written += file.write(text);
        QFile matrixFile(output + u"/communication_matrix.json");
        if (!matrixFile.open(QIODevice::WriteOnly))
            return -1;
        written += matrixFile.write(matrix(rank, ranks));
    }
    return written;
}

} // namespace rl::bench
