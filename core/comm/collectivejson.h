// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/comm/communicationdata.h"

#include <simdjson.h>

namespace rl {

// Internal to core/comm (simdjson stays private to core).

// One operation object of communication.json or cluster_communication.json ("Communication
// Time Info" and "Communication Bandwidth Info", core/comm/README.md §1) for one rank. `key` is
// the file's key, "<name>@<group hash>". Figures the file gives are kept as they are; the ratios
// and bandwidths it lacks (a "Total Op Info" style object) are derived and marked so. A transport
// the file lists with nothing moved (the files zero-fill all five) is left out. Negative or
// non-finite figures are dropped and counted in `dropped`.
CollectiveRecord collectiveFromJson(simdjson::dom::element op, const QString &key, int rank, const QString &step,
                                    int &dropped);

// The transport's name as one shared string ("HCCS", ...; others upper-cased): hundreds of
// thousands of collectives name the same five.
QString transportName(std::string_view name);

// "hcom_allReduce__271_0_1@1102…" -> name and group; a key without '@' has no group.
std::pair<QString, QString> splitCollectiveKey(const QString &key);

// torch_npu's rule: names starting hcom_send, hcom_receive, hcom_batchsendrecv are p2p.
bool isPointToPointName(const QString &name);

// msprof's large-packet size of a transport: 32 MB for HCCS/PCIE/SIO, 0.5 MB for RDMA.
double largePacketThresholdMb(const QString &transport);

// The share of copies larger than msprof's large-packet size for the transport (32 MB for
// HCCS/PCIE/SIO, 0.5 MB for RDMA; core/comm/README.md §6), from a size distribution; empty
// when there is no distribution.
std::optional<double> largePacketShare(const QString &transport, const std::vector<PacketSize> &packets);

} // namespace rl
