// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/pipelinetrace.h"

#include <QStringList>

#include <algorithm>
#include <limits>

namespace rl {

bool PipeLane::isExecutionPipe() const
{
    static const QStringList execution = {u"SCALAR"_qs, u"CUBE"_qs, u"VECTOR"_qs, u"MTE1"_qs,
                                          u"MTE2"_qs,   u"MTE3"_qs, u"FIXP"_qs};
    return execution.contains(name);
}

const PipeLane *PipelineUnit::lane(const QString &laneName) const
{
    for (const PipeLane &l : lanes) {
        if (l.name == laneName)
            return &l;
    }
    return nullptr;
}

double PipelineTrace::spanUs() const
{
    double lo = std::numeric_limits<double>::infinity();
    double hi = -std::numeric_limits<double>::infinity();
    for (const PipelineUnit &u : units) {
        for (const PipeLane &l : u.lanes) {
            for (const PipeInterval &i : l.intervals) {
                lo = std::min(lo, i.startUs);
                hi = std::max(hi, i.endUs());
            }
        }
    }
    return hi > lo ? hi - lo : 0.0;
}

} // namespace rl
