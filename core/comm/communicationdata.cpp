// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/comm/communicationdata.h"

#include "core/common/tr.h"

#include <algorithm>

namespace rl {

QString communicationSourceName(CommunicationSource source)
{
    switch (source) {
    case CommunicationSource::CommunicationJson:
        return u"communication_json"_qs;
    case CommunicationSource::AnalysisDb:
        return u"analysis_db"_qs;
    case CommunicationSource::ClusterCommunicationJson:
        return u"cluster_communication_json"_qs;
    case CommunicationSource::ProfilerDb:
        return u"profiler_db"_qs;
    case CommunicationSource::HcclTimeline:
        return u"hccl_timeline"_qs;
    }
    return {};
}

const TransportFigures *CollectiveRecord::transport(const QString &name) const
{
    const auto it = std::find_if(transports.begin(), transports.end(),
                                 [&](const TransportFigures &t) { return t.transport == name; });
    return it == transports.end() ? nullptr : &*it;
}

} // namespace rl
