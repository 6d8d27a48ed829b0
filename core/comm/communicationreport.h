// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/comm/communicationdata.h"

#include <QStringList>

#include <optional>
#include <vector>

namespace rl {

// The verdict on one collective (contract §7b, core/comm/README.md §6). None: nothing to judge
// (no byte on a judged transport, or no roof and no dominant wait).
enum class CommunicationVerdict { None, WaitDominated, BandwidthBound, SmallPackets, LowBandwidth, Ok };

QString communicationVerdictId(CommunicationVerdict verdict);          // "wait_dominated", ... ; "" for None
QString communicationVerdictDisplayName(CommunicationVerdict verdict); // in the UI language

// One transport of a collective with its roof.
struct JudgedTransport
{
    QString transport;
    double sizeMb = 0.0;
    double timeMs = 0.0;
    std::optional<double> bandwidthGbs;
    std::optional<double> peakGbs; // the chip's link roof, when it has one
    QString peakSource;
    std::optional<double> utilization; // bandwidth / peak
    std::optional<double> largePacketRatio;
};

// One communication advice item (the texts are msprof's and msprof-analyze's suggestions).
struct CommunicationAdvice
{
    QString id; // "comm.overlap", "comm.link_config", "comm.small_packets", "comm.wait"
    QString title;
    QString text;
};

// One collective on one rank, summed over its calls (the same name in several steps or files).
struct JudgedCollective
{
    int rank = 0;
    QString name;
    QString group;
    bool pointToPoint = false;
    int calls = 0;
    std::optional<double> elapseUs;
    std::optional<double> transitUs;
    std::optional<double> waitUs;
    std::optional<double> synchronizationUs;
    std::optional<double> idleUs;
    std::optional<double> waitRatio;
    std::optional<double> synchronizationRatio;
    std::optional<double> startUs; // of the first call, as the file gives it
    std::vector<JudgedTransport> transports;
    QStringList judgedTransports;           // the transports rule J judged (README §6)
    std::optional<double> utilization;      // U: the lowest utilisation among judged transports with a roof
    QString utilizationTransport;           // the transport U comes from
    std::optional<double> largePacketRatio; // P of that transport
    CommunicationVerdict verdict = CommunicationVerdict::None;
    QString evidence;
    std::vector<CommunicationAdvice> advice;
    QString file;

    const JudgedTransport *transport(const QString &name) const;
};

// A run-level or matrix link with its roof.
struct CommunicationLink
{
    QString group; // matrix links only
    QString step;  // matrix links only
    int srcRank = -1;
    int dstRank = -1;
    QString transport;
    double sizeMb = 0.0;
    double timeMs = 0.0;
    std::optional<double> bandwidthGbs;
    std::optional<double> peakGbs;
    QString peakSource;
    std::optional<double> utilization;
};

// The slowest link of the matrix and whether msprof would call it slow (README §4).
struct SlowestLink
{
    CommunicationLink link;
    bool slow = false;                      // at most 0.8 x the mean of its transport's links
    std::optional<double> transportMeanGbs; // that mean
};

// The rank that made the others wait (README §7).
struct WaitingCause
{
    int rank = 0;
    int votes = 0;       // collectives it was found the late rank of
    int collectives = 0; // collectives that could be tested
    double othersWaitedMs = 0.0;
};

// The job's communication judged against the chip's link roofs (contract §7b).
struct CommunicationReport
{
    CommunicationSource source = CommunicationSource::CommunicationJson;
    std::vector<CommunicationLink> links;      // run level, one per transport
    std::vector<JudgedCollective> collectives; // by rank, then by start
    std::vector<CommunicationLink> matrix;     // src -> dst per transport and group, LOCAL dropped
    std::optional<SlowestLink> slowestLink;
    std::optional<WaitingCause> waitingCause;
    QString summary;
    QStringList files;
    Diagnostics diagnostics;

    int ranks() const; // distinct ranks with a collective
};

} // namespace rl
