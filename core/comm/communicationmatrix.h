// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/comm/communicationreport.h"
#include "core/hardware/hardwarespec.h"

namespace rl {

// The rank-to-rank links of a job (core/comm/README.md §4): the source's matrix rows summed
// per (step, group, src, dst, transport), LOCAL links and links without size or time dropped,
// each with its roof. A link two files report alike (the same key from another rank's file) is
// counted once.
std::vector<CommunicationLink> matrixLinks(const std::vector<MatrixRecord> &records, const HardwareSpec &hardware);

// The link with the lowest bandwidth among those that moved at least 1 MB (among all when none
// did), and whether it is slow by msprof's rule: at most 0.8 x the mean of its transport's links.
std::optional<SlowestLink> slowestLinkOf(const std::vector<CommunicationLink> &links);

// The roof of a transport on this chip, written into a link or transport figure.
void applyLinkRoof(const HardwareSpec &hardware, const QString &transport, std::optional<double> bandwidthGbs,
                   std::optional<double> &peak, QString &source, std::optional<double> &utilization);

} // namespace rl
