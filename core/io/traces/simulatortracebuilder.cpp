// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/traces/simulatortracebuilder.h"

#include "core/common/tr.h"
#include "core/io/traces/simulatormnemonics.h"

#include <QRegularExpression>

#include <algorithm>
#include <charconv>
#include <limits>
#include <tuple>

namespace rl {

namespace {

QString fromView(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

std::optional<double> microsOf(std::string_view text)
{
    double value = 0.0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end == text.data())
        return std::nullopt;
    return value;
}

bool isFlagName(std::string_view name)
{
    return name == "SET_FLAG" || name == "WAIT_FLAG" || name == "set_event" || name == "wait_event"
        || name.rfind("SET_", 0) == 0 || name.rfind("WAIT_", 0) == 0;
}

// "core3.veccore1" → (3, 1, 1): blocks in order, the cube core before its vector cores.
std::tuple<int, int, int, QString> unitOrderKey(const QString &unit)
{
    static const QRegularExpression pattern(QStringLiteral("^core(\\d+)\\.(cube|vec)core(\\d+)$"));
    const auto m = pattern.match(unit);
    if (!m.hasMatch())
        return {std::numeric_limits<int>::max(), 0, 0, unit};
    return {m.captured(1).toInt(), m.captured(2) == u"cube" ? 0 : 1, m.captured(3).toInt(), unit};
}

} // namespace

SimulatorTraceBuilder::SimulatorTraceBuilder(QString fileUnit) : m_fileUnit(std::move(fileUnit)) { }

QString SimulatorTraceBuilder::unitOf(qint64, const std::optional<std::string_view> &pidText) const
{
    return pidText ? fromView(*pidText) : m_fileUnit;
}

QString SimulatorTraceBuilder::laneOf(qint64 pid, const std::optional<std::string_view> &pidText, qint64 tid,
                                      const std::optional<std::string_view> &tidText) const
{
    if (pidText) { // summary file: the tid is the pipe
        if (tidText)
            return fromView(*tidText);
        const auto it = m_threadNames.find(tid);
        return it != m_threadNames.end() ? it->second : QString::number(tid);
    }
    // per-core file: the pid is the pipe, tids are sub-lanes of it
    const auto it = m_processNames.find(pid);
    if (it != m_processNames.end())
        return it->second;
    const QString documented = pipeOfNumericId(pid);
    return documented.isEmpty() ? QString::number(pid) : documented;
}

SimulatorTraceBuilder::RawLane &SimulatorTraceBuilder::rawLane(const QString &unit, const QString &lane)
{
    auto [it, inserted] = m_laneIndex.try_emplace({unit, lane}, m_lanes.size());
    if (inserted)
        m_lanes.push_back(RawLane{unit, lane, {}});
    return m_lanes[it->second];
}

void SimulatorTraceBuilder::addWork(const QString &unit, const QString &lane, const QString &mnemonic,
                                    const TraceEventArgs &args)
{
    const auto component = componentOfPipe(lane);
    if (!component)
        return;
    if (args.processBytes && *args.processBytes > 0.0) {
        const auto transfer = transferOf(mnemonic);
        if (transfer && transfer->component == *component)
            m_work[unit][*component][QLatin1String(transfer->path)] += *args.processBytes;
        else if (transfer)
            ++m_bytesOnOtherPipe;
    }
    if (args.ops && *args.ops > 0.0 && (*component == ComponentId::Cube || *component == ComponentId::Vector)) {
        QString precision = precisionFromHint(fromView(args.dtype));
        if (precision.isEmpty())
            precision = precisionFromHint(fromView(args.detail));
        if (precision.isEmpty())
            ++m_opsWithoutPrecision;
        else
            m_work[unit][*component][precision] += *args.ops;
    }
}

std::optional<QString> SimulatorTraceBuilder::event(simdjson::ondemand::object &object, qint64)
{
    RawTraceEvent e;
    auto chooser = [](const RawTraceEvent &ev) -> unsigned {
        if (ev.ph == 'M')
            return TraceEventArgs::Names | TraceEventArgs::Numbers;
        if (ev.ph == 'X' || ev.ph == '\0')
            return TraceEventArgs::Pipeline | TraceEventArgs::Names | TraceEventArgs::Numbers;
        return 0u;
    };
    if (auto problem = readTraceEvent(object, e, chooser, true))
        return problem;
    if (e.ph == 'M') {
        if (e.name == "process_name" && !e.pidText)
            m_processNames[e.pid] = fromView(e.args.name);
        else if (e.name == "thread_name" && !e.tidText)
            m_threadNames[e.tid] = fromView(e.args.name);
        else if (e.name == "process_sort_index" && e.pidText) {
            for (int i = 0; i < e.args.numberCount; ++i) {
                if (e.args.numbers[size_t(i)].key() == "sort_index")
                    m_unitSort[fromView(*e.pidText)] = e.args.numbers[size_t(i)].value;
            }
        }
        return std::nullopt;
    }
    if (e.ph != 'X' && e.ph != 'B' && e.ph != 'E' && e.ph != 's' && e.ph != 't' && e.ph != 'f')
        return std::nullopt;
    const auto startUs = microsOf(e.tsText);
    if (!startUs)
        return e.ph == 'E' ? std::nullopt : std::optional<QString>(Tr::tr("an instruction without \"ts\""));
    const QString unit = unitOf(e.pid, e.pidText);
    const QString lane = laneOf(e.pid, e.pidText, e.tid, e.tidText);
    switch (e.ph) {
    case 'X': {
        PipeInterval interval;
        interval.startUs = *startUs;
        interval.durUs = microsOf(e.durText).value_or(0.0);
        interval.nameId = m_names.intern(e.name);
        if (e.name == "cache_time")
            interval.kind = PipeInterval::Kind::CacheTime;
        else if (e.name == "ccu_time")
            interval.kind = PipeInterval::Kind::CcuTime;
        else
            addWork(unit, lane, fromView(e.name), e.args);
        rawLane(unit, lane).intervals.push_back(interval);
        return std::nullopt;
    }
    case 'B':
        m_openFlags[{unit, lane}].push_back(OpenFlag{*startUs, std::string(e.id), fromView(e.name)});
        return std::nullopt;
    case 'E': {
        auto &open = m_openFlags[{unit, lane}];
        // The latest open span with this id; a B without id closes on the latest one.
        auto it = std::find_if(open.rbegin(), open.rend(), [&e](const OpenFlag &f) { return f.id == e.id; });
        if (it == open.rend() && !open.empty())
            it = open.rbegin();
        if (it == open.rend()) {
            ++m_unpairedFlags;
            return std::nullopt;
        }
        const OpenFlag flag = *it;
        open.erase(std::next(it).base());
        PipeInterval interval;
        interval.startUs = flag.startUs;
        interval.durUs = std::max(0.0, *startUs - flag.startUs);
        const QString name = flag.name.isEmpty() ? lane : flag.name;
        interval.nameId = m_names.intern(name.toStdString());
        rawLane(unit, lane).intervals.push_back(interval);
        if (isFlagName(name.toStdString()) || isFlagName(lane.toStdString())) {
            const bool isSet = name.startsWith(u"SET", Qt::CaseInsensitive)
                || lane.startsWith(u"SET", Qt::CaseInsensitive);
            m_flagSpans[flag.id].push_back(FlagSpan{unit, lane, flag.startUs, *startUs, isSet});
        }
        return std::nullopt;
    }
    case 's':
        m_flowStarts[std::string(e.id)] = FlowEnd{unit, lane, *startUs, fromView(e.cat)};
        return std::nullopt;
    default: { // 't' / 'f'
        const auto start = m_flowStarts.find(std::string(e.id));
        if (start == m_flowStarts.end())
            return std::nullopt;
        PipeLink link;
        link.kind = PipeLink::Kind::Flow;
        link.fromLane = start->second.lane;
        link.fromUs = start->second.us;
        link.toLane = lane;
        link.toUs = *startUs;
        link.label = start->second.label.isEmpty() ? fromView(e.cat) : start->second.label;
        // units are resolved to indices in finish(); keep their names in the lanes meanwhile
        link.fromUnit = -1;
        link.toUnit = -1;
        m_flowLinks.push_back(link);
        m_flowUnits.emplace_back(start->second.unit, unit);
        return std::nullopt;
    }
    }
}

SimulatorTraceContent SimulatorTraceBuilder::finish(const QString &path)
{
    SimulatorTraceContent content;
    // Units: by process_sort_index when given, else core number, cube before vector.
    std::vector<QString> units;
    for (const RawLane &l : m_lanes) {
        if (std::find(units.begin(), units.end(), l.unit) == units.end())
            units.push_back(l.unit);
    }
    std::stable_sort(units.begin(), units.end(), [this](const QString &a, const QString &b) {
        const auto sa = m_unitSort.find(a), sb = m_unitSort.find(b);
        if (sa != m_unitSort.end() && sb != m_unitSort.end() && sa->second != sb->second)
            return sa->second < sb->second;
        return unitOrderKey(a) < unitOrderKey(b);
    });
    auto unitIndex = [&units](const QString &unit) {
        return int(std::find(units.begin(), units.end(), unit) - units.begin());
    };
    content.trace.units.resize(units.size());
    content.unitWork.resize(units.size());
    for (size_t u = 0; u < units.size(); ++u) {
        content.trace.units[u].name = units[u];
        if (auto w = m_work.find(units[u]); w != m_work.end())
            content.unitWork[u] = w->second;
    }
    for (RawLane &l : m_lanes) {
        std::stable_sort(l.intervals.begin(), l.intervals.end(),
                         [](const PipeInterval &a, const PipeInterval &b) { return a.startUs < b.startUs; });
        content.trace.units[size_t(unitIndex(l.unit))].lanes.push_back(PipeLane{l.lane, std::move(l.intervals)});
    }
    for (PipelineUnit &unit : content.trace.units) {
        std::stable_sort(unit.lanes.begin(), unit.lanes.end(), [](const PipeLane &a, const PipeLane &b) {
            return pipeDisplayRank(a.name) < pipeDisplayRank(b.name);
        });
    }
    for (size_t i = 0; i < m_flowLinks.size(); ++i) {
        PipeLink link = m_flowLinks[i];
        link.fromUnit = unitIndex(m_flowUnits[i].first);
        link.toUnit = unitIndex(m_flowUnits[i].second);
        content.trace.links.push_back(std::move(link));
    }
    for (auto &[id, spans] : m_flagSpans) {
        std::vector<const FlagSpan *> sets, waits;
        for (const FlagSpan &s : spans)
            (s.isSet ? sets : waits).push_back(&s);
        auto byStart = [](const FlagSpan *a, const FlagSpan *b) { return a->startUs < b->startUs; };
        std::stable_sort(sets.begin(), sets.end(), byStart);
        std::stable_sort(waits.begin(), waits.end(), byStart);
        for (size_t k = 0; k < std::min(sets.size(), waits.size()); ++k) {
            PipeLink link;
            link.kind = PipeLink::Kind::Flag;
            link.fromUnit = unitIndex(sets[k]->unit);
            link.fromLane = sets[k]->lane;
            link.fromUs = sets[k]->startUs;
            link.toUnit = unitIndex(waits[k]->unit);
            link.toLane = waits[k]->lane;
            link.toUs = waits[k]->endUs;
            link.label = QString::fromStdString(id);
            content.trace.links.push_back(std::move(link));
        }
    }
    content.trace.names = std::move(m_names);

    if (m_opsWithoutPrecision > 0)
        content.diagnostics.append(
            warning(Tr::tr("%n instruction(s) give \"ops\" without a precision; their operations are not counted",
                           nullptr, int(m_opsWithoutPrecision)),
                    path));
    if (m_bytesOnOtherPipe > 0)
        content.diagnostics.append(
            info(Tr::tr("%n transfer(s) ran on another pipe than their mnemonic names; their bytes are not counted",
                        nullptr, int(m_bytesOnOtherPipe)),
                 path));
    if (m_unpairedFlags > 0)
        content.diagnostics.append(
            warning(Tr::tr("%n flag end(s) without a beginning", nullptr, int(m_unpairedFlags)), path));
    return content;
}

} // namespace rl
