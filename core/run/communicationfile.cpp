// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/run/communicationfile.h"

#include "core/comm/communicationjsonfiles.h"

#include <algorithm>

namespace rl {

CommunicationSummary summarizeCommunication(const std::vector<CollectiveRecord> &collectives, const QString &path)
{
    CommunicationSummary summary;
    summary.path = path;
    for (const CollectiveRecord &c : collectives) {
        ++summary.operators;
        summary.elapseMs += c.elapseMs.value_or(0.0);
        summary.transitMs += c.transitMs.value_or(0.0);
        summary.waitMs += c.waitMs.value_or(0.0);
        summary.synchronizationMs += c.synchronizationMs.value_or(0.0);
        for (const TransportFigures &t : c.transports) {
            auto it = std::find_if(summary.transports.begin(), summary.transports.end(),
                                   [&](const TransportBandwidth &b) { return b.transport == t.transport; });
            if (it == summary.transports.end()) {
                summary.transports.push_back(TransportBandwidth{t.transport, 0.0, 0.0, std::nullopt});
                it = summary.transports.end() - 1;
            }
            it->transitSizeMb += t.sizeMb;
            it->transitTimeMs += t.timeMs;
        }
    }
    return summary;
}

Result<CommunicationSummary> readCommunicationSummary(const QString &path)
{
    auto data = readCommunicationJson(path, 0);
    if (!data)
        return data.error();
    return summarizeCommunication(data->collectives, path);
}

} // namespace rl
