// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/metricgroupmerge.h"

#include "core/common/tr.h"
#include "core/io/operatorfill.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace rl {

namespace {

QString joinKey(const Operator &op)
{
    QStringList shapes;
    for (const TensorDesc &t : op.inputs)
        shapes << t.shape;
    return op.name + u'|' + shapes.join(u';');
}

// name|shapes -> the n-th occurrence, so repeated launches pair up in call order.
QHash<QString, std::vector<int>> indexByKey(const Profile &p)
{
    QHash<QString, std::vector<int>> index;
    for (size_t i = 0; i < p.operators.size(); ++i)
        index[joinKey(p.operators[i])].push_back(int(i));
    return index;
}

} // namespace

void putPipeUtilizationFirst(std::vector<Profile> &parts)
{
    const auto it = std::find_if(parts.begin(), parts.end(), [](const Profile &p) {
        return !p.inputs.empty() && p.inputs.front().metricGroups.contains(u"PipeUtilization"_qs);
    });
    if (it != parts.end())
        std::rotate(parts.begin(), it, it + 1);
}

Result<Profile> mergeMetricGroups(std::vector<Profile> parts)
{
    if (parts.empty())
        return makeError(Error::Kind::Usage, Tr::tr("nothing to merge"));
    Profile merged = std::move(parts.front());
    QSet<int> unmatched;
    for (InputInfo &in : merged.inputs) {
        for (const QString &g : in.metricGroups) {
            if (!merged.mergedGroups.contains(g))
                merged.mergedGroups << g;
        }
    }
    const QHash<QString, std::vector<int>> baseIndex = indexByKey(merged);
    for (size_t p = 1; p < parts.size(); ++p) {
        Profile &part = parts[p];
        for (const InputInfo &in : part.inputs) {
            merged.inputs.push_back(in);
            for (const QString &g : in.metricGroups) {
                if (!merged.mergedGroups.contains(g))
                    merged.mergedGroups << g;
            }
        }
        QSet<int> matchedBase;
        int extraUnmatched = 0;
        QHash<QString, int> seen;
        for (const Operator &op : part.operators) {
            const QString key = joinKey(op);
            const int occurrence = seen[key]++;
            const auto it = baseIndex.constFind(key);
            if (it == baseIndex.constEnd() || occurrence >= int(it->size())) {
                ++extraUnmatched;
                continue;
            }
            const int b = (*it)[size_t(occurrence)];
            Operator &base = merged.operators[size_t(b)];
            fillMissingFrom(base, op);
            // An instruction pipeline recorded with one of the runs travels with its operator.
            if (base.pipelineIndex < 0 && op.pipelineIndex >= 0 && size_t(op.pipelineIndex) < part.pipelines.size()) {
                base.pipelineIndex = int(merged.pipelines.size());
                merged.pipelines.push_back(part.pipelines[size_t(op.pipelineIndex)]);
            }
            matchedBase.insert(b);
        }
        for (size_t i = 0; i < merged.operators.size(); ++i) {
            if (!matchedBase.contains(int(i)))
                unmatched.insert(int(i));
        }
        const QString source = part.inputs.empty() ? QString() : part.inputs.front().path;
        if (extraUnmatched > 0 || matchedBase.size() < qsizetype(merged.operators.size()))
            merged.diagnostics << warning(Tr::tr("metric-group merge: %1 of %2 operators matched; %3 "
                                                 "operators of this input had no partner")
                                              .arg(matchedBase.size())
                                              .arg(merged.operators.size())
                                              .arg(extraUnmatched),
                                          source);
        merged.diagnostics << part.diagnostics;
        merged.detected.fillMissingFrom(part.detected);
        if (merged.timeline.isEmpty())
            merged.timeline = std::move(part.timeline);
        if (!merged.llcSamples)
            merged.llcSamples = std::move(part.llcSamples);
    }
    merged.unmatchedInMerge.assign(unmatched.begin(), unmatched.end());
    std::sort(merged.unmatchedInMerge.begin(), merged.unmatchedInMerge.end());
    merged.diagnostics << info(
        Tr::tr("merged metric groups %1 from %2 inputs; %3 of %4 operators found a partner "
               "in every input")
            .arg(merged.mergedGroups.isEmpty() ? Tr::tr("(none recorded)") : merged.mergedGroups.join(u", "))
            .arg(merged.inputs.size())
            .arg(merged.operators.size() - merged.unmatchedInMerge.size())
            .arg(merged.operators.size()));
    return merged;
}

} // namespace rl
