// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/diagnostics.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace rl {

// The communication of a job as its files give it (core/comm/README.md §1), before any roof is
// applied. Units as the contract writes them: sizes in MB (10^6 bytes), times in ms, bandwidths
// in GB/s (= MB/ms). A figure the file does not give is empty; one RoofLens had to work out
// from other figures of the same file is marked `derived`.

// Which kind of file the collectives came from (contract §7b `source`), in the order the
// readers prefer them when several are present (core/comm/README.md §2).
enum class CommunicationSource { CommunicationJson, AnalysisDb, ClusterCommunicationJson, ProfilerDb, HcclTimeline };

QString communicationSourceName(CommunicationSource source);

// One packet size of a transport's size distribution: `count` copies of `sizeMb` each, taking
// `timeMs` in all.
struct PacketSize
{
    double sizeMb = 0.0;
    int count = 0;
    double timeMs = 0.0;
};

// One transport of one collective on one rank ("Communication Bandwidth Info" of the file).
struct TransportFigures
{
    QString transport; // HCCS, RDMA, PCIE, SDMA, SIO
    double sizeMb = 0.0;
    double timeMs = 0.0;                    // summed over every stream
    std::optional<double> bandwidthGbs;     // as the file gives it, else size / time (derived)
    std::optional<double> largePacketRatio; // as the file gives it, else from the packet sizes
    std::vector<PacketSize> packets;        // empty where the source has no distribution
    bool bandwidthDerived = false;
    bool largePacketRatioDerived = false;
};

// One collective (or point-to-point operation) on one rank.
struct CollectiveRecord
{
    int rank = 0;
    QString name;  // without the "@<group hash>" suffix
    QString group; // the hash after '@', the rank tuple, or the HCCL group name
    QString step;  // as the file writes it ("step50", "step"); empty when it has none
    bool pointToPoint = false;
    std::optional<double> startUs; // as the file gives it (epoch µs in JSON files)
    std::optional<double> elapseMs;
    std::optional<double> transitMs; // master stream only (core/comm/README.md §3)
    std::optional<double> waitMs;
    std::optional<double> synchronizationMs;
    std::optional<double> idleMs;
    std::optional<double> waitRatio;            // the file's, else wait / (wait + transit)
    std::optional<double> synchronizationRatio; // the file's, else sync / (sync + transit)
    bool ratiosDerived = false;
    std::vector<TransportFigures> transports; // only transports the file lists
    QString file;                             // where it was read

    const TransportFigures *transport(const QString &name) const;
};

// One link of the rank-to-rank matrix as the source reports it (one collective type or one
// operation, per the source's own aggregation, core/comm/README.md §4).
struct MatrixRecord
{
    QString group;
    QString step;
    int srcRank = 0;
    int dstRank = 0;
    QString transport; // HCCS, RDMA, PCIE, SIO, LOCAL
    double sizeMb = 0.0;
    double timeMs = 0.0;
    std::optional<double> bandwidthGbs;
    QString opName; // the collective or aggregate row it came from
};

// Everything read of a job's communication, from one source kind.
struct CommunicationData
{
    CommunicationSource source = CommunicationSource::CommunicationJson;
    std::vector<CollectiveRecord> collectives; // by rank, then as read
    std::vector<MatrixRecord> matrix;
    QStringList files; // every file read
    Diagnostics diagnostics;

    bool isEmpty() const { return collectives.empty() && matrix.empty(); }
};

} // namespace rl
