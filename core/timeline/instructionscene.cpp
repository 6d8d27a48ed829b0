// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/timeline/instructionscene.h"

#include "core/analysis/pipelinestats.h"
#include "core/common/tr.h"
#include "core/model/pipes.h"
#include "core/timeline/instructionfamily.h"
#include "core/timeline/rowpacker.h"

#include <QHash>
#include <QStringList>

#include <algorithm>
#include <numeric>

namespace rl {

namespace {

// Packs the intervals of one kind into sub-rows of a track.
// Instructions carry no operator reference (-1): the whole scene is one operator.
template<typename StyleFn>
std::vector<IntervalRow> packIntervals(const std::vector<const PipeInterval *> &items, StyleFn style)
{
    std::vector<double> starts, ends;
    starts.reserve(items.size());
    ends.reserve(items.size());
    for (const PipeInterval *i : items) {
        starts.push_back(i->startUs);
        ends.push_back(i->endUs());
    }
    const std::vector<int> sub = packSubRows(starts, ends);
    std::vector<IntervalRow> rows(size_t(subRowCount(sub)));
    for (size_t k = 0; k < items.size(); ++k)
        rows[size_t(sub[k])].append(starts[k], ends[k], items[k]->nameId, style(*items[k]), -1);
    return rows;
}

quint16 stallStyle(const PipeInterval &i)
{
    return ItemStyle::make(Swatch::IssueStall, i.kind == PipeInterval::Kind::CcuTime ? 1 : 0);
}

std::vector<const PipeInterval *> sortedOfKind(const PipeLane &lane, bool stalls)
{
    std::vector<const PipeInterval *> out;
    for (const PipeInterval &i : lane.intervals) {
        if ((i.kind != PipeInterval::Kind::Instruction) == stalls)
            out.push_back(&i);
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const PipeInterval *a, const PipeInterval *b) { return a->startUs < b->startUs; });
    return out;
}

} // namespace

TimelineScene buildInstructionScene(const PipelineTrace &trace, int operatorIndex)
{
    TimelineScene scene;
    scene.level = TimelineScene::Level::Instruction;
    scene.title = trace.operatorName;
    scene.labels = trace.names;
    scene.operatorIndex = operatorIndex;

    QHash<QString, int> trackOf; // "unit\nlane" → track, for links
    for (size_t u = 0; u < trace.units.size(); ++u) {
        const PipelineUnit &unit = trace.units[u];
        TimelineTrack ribbon;
        ribbon.kind = TimelineTrack::Kind::Ribbon;
        ribbon.group = unit.name;
        ribbon.name = Tr::tr("busy pipes");
        ribbon.unit = int(u);
        ribbon.ribbon = int(scene.ribbons.size());
        scene.ribbons.emplace_back(parallelismProfile(unit));
        scene.tracks.push_back(std::move(ribbon));

        std::vector<size_t> order(unit.lanes.size());
        std::iota(order.begin(), order.end(), size_t(0));
        std::stable_sort(order.begin(), order.end(), [&unit](size_t a, size_t b) {
            return pipeDisplayRank(unit.lanes[a].name) < pipeDisplayRank(unit.lanes[b].name);
        });
        for (size_t li : order) {
            const PipeLane &lane = unit.lanes[li];
            TimelineTrack track;
            track.group = unit.name;
            track.name = lane.name;
            track.swatch = swatchForPipe(lane.name);
            track.unit = int(u);
            QHash<quint32, quint16> styleOf; // per mnemonic, classified once
            auto instructionStyle = [&](const PipeInterval &i) {
                auto it = styleOf.constFind(i.nameId);
                if (it == styleOf.cend()) {
                    const int variant = instructionFamily(lane.name, trace.names.at(i.nameId)).variant;
                    it = styleOf.insert(i.nameId, ItemStyle::make(track.swatch, variant));
                }
                return *it;
            };
            track.rows = packIntervals(sortedOfKind(lane, false), instructionStyle);
            track.stallRows = packIntervals(sortedOfKind(lane, true), stallStyle);
            if (track.rows.empty())
                track.rows.emplace_back(); // an empty pipe still gets its lane
            trackOf.insert(unit.name + u'\n' + lane.name, int(scene.tracks.size()));
            scene.tracks.push_back(std::move(track));
        }
    }
    for (const PipeLink &l : trace.links) {
        if (l.fromUnit < 0 || l.toUnit < 0 || size_t(l.fromUnit) >= trace.units.size()
            || size_t(l.toUnit) >= trace.units.size())
            continue;
        const int from = trackOf.value(trace.units[size_t(l.fromUnit)].name + u'\n' + l.fromLane, -1);
        const int to = trackOf.value(trace.units[size_t(l.toUnit)].name + u'\n' + l.toLane, -1);
        if (from >= 0 && to >= 0)
            scene.links.push_back({l.kind, from, l.fromUs, to, l.toUs, l.label});
    }
    scene.finalize();
    return scene;
}

} // namespace rl
