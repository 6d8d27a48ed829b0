// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/traces/visualizeoperator.h"

#include "core/common/tr.h"
#include "core/io/traces/pipelineoperator.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <cmath>
#include <limits>
#include <map>

namespace rl {

namespace {

double numberOf(const QJsonValue &v, bool *ok = nullptr)
{
    bool good = v.isDouble();
    double d = v.toDouble();
    if (v.isString())
        d = v.toString().toDouble(&good);
    good = good && std::isfinite(d);
    if (ok)
        *ok = good;
    return good ? d : 0.0;
}

// A block count: a whole number from 0 to INT_MAX, else none (int() of a double outside int's
// range is undefined behaviour: found by tests/fuzz).
std::optional<int> countOf(const QJsonValue &v)
{
    bool ok = false;
    const double d = numberOf(v, &ok);
    if (!ok || !(d >= 0.0 && d <= double(std::numeric_limits<int>::max())) || d != std::floor(d))
        return std::nullopt;
    return int(d);
}

// "Cube All Active", "Vector All Active1" → "cube_all_active"
QString metricName(const QString &name)
{
    static const QRegularExpression nonWord(QStringLiteral("[^a-z0-9]+"));
    static const QRegularExpression trailingDigits(QStringLiteral("\\d+$"));
    QString n = name.toLower();
    n.replace(trailingDigits, QString());
    n.replace(nonWord, QStringLiteral("_"));
    while (n.endsWith(u'_'))
        n.chop(1);
    return n;
}

QString sidePrefix(const QString &subBlock)
{
    return subBlock.startsWith(u"cube") ? u"aic_"_qs : u"aiv_"_qs;
}

struct SubCoreTimes
{
    std::map<QString, double> byBlockAndSub; // "0/cube0" → µs
    std::vector<double> cube, vector;
};

SubCoreTimes readOpBasicInfo(const QJsonObject &o, Operator &op, QString &chip)
{
    SubCoreTimes times;
    op.name = o.value(u"name").toString();
    chip = o.value(u"soc").toString();
    const QString kind = o.value(u"op_type").toString();
    if (kind == u"mix")
        op.taskType = op.name.endsWith(u"mix_aiv") ? TaskType::MixAiv : TaskType::MixAic;
    else if (kind == u"vector")
        op.taskType = TaskType::AiVectorCore;
    else
        op.taskType = TaskType::AiCore;
    op.coreType = taskTypeName(op.taskType);
    op.durationUs = numberOf(o.value(u"duration"));
    bool ok = false;
    op.blockDim = countOf(o.value(u"block_dim"));
    op.mixBlockDim = countOf(o.value(u"mix_block_dim"));
    const QJsonObject detail = o.value(u"mix_block_detail").toObject();
    const QJsonArray heads = detail.value(u"head_name").toArray();
    for (const QJsonValue &row : detail.value(u"row").toArray()) {
        const QJsonArray values = row.toObject().value(u"value").toArray();
        const QString block = values.at(0).toString();
        for (qsizetype c = 1; c < heads.size() && c < values.size(); ++c) {
            // "Cube0 Duration (μs)" → "cube0"
            const QString sub = heads.at(c).toString().section(u' ', 0, 0).toLower();
            const double us = numberOf(values.at(c), &ok);
            if (!ok)
                continue;
            times.byBlockAndSub[block + u'/' + sub] = us;
            (sub.startsWith(u"cube") ? times.cube : times.vector).push_back(us);
        }
    }
    auto mean = [](const std::vector<double> &v) {
        double s = 0.0;
        for (double x : v)
            s += x;
        return s / double(v.size());
    };
    if (!times.cube.empty())
        op.coreTimeUs = mean(times.cube);
    if (!times.vector.empty())
        op.aivTimeUs = mean(times.vector);
    return times;
}

// 0x06: "<Unit> All Active" ratios (%) per sub-core → busy µs of Cube (AIC) and Vector (AIV).
void readComputeLoad(const QJsonObject &o, const SubCoreTimes &times, const Operator &shape, Operator &op)
{
    std::map<QString, std::vector<double>> ratios; // metric → per sub-core fractions
    std::map<ComponentId, std::vector<double>> busy;
    for (const QJsonValue &v : o.value(u"subblock_detail").toArray()) {
        const QJsonObject e = v.toObject();
        const QString sub = e.value(u"block_type").toString();
        const QString name = metricName(e.value(u"name").toString());
        const double fraction = numberOf(e.value(u"value")) / 100.0;
        ratios[sidePrefix(sub) + name + u"_ratio"].push_back(fraction);
        if (name != u"cube_all_active" && name != u"vector_all_active")
            continue;
        const auto t = times.byBlockAndSub.find(e.value(u"block_id").toString() + u'/' + sub);
        const double subTime = t != times.byBlockAndSub.end() ? t->second
            : sub.startsWith(u"cube")                         ? shape.coreTimeUs.value_or(shape.durationUs)
                                                              : shape.aivTimeUs.value_or(shape.durationUs);
        busy[name == u"cube_all_active" ? ComponentId::Cube : ComponentId::Vector].push_back(fraction * subTime);
    }
    for (const auto &[name, values] : ratios) {
        double sum = 0.0;
        for (double x : values)
            sum += x;
        op.metrics.insert(name, sum / double(values.size()));
    }
    for (const auto &[id, values] : busy) {
        double sum = 0.0;
        for (double x : values)
            sum += x;
        ComponentSample &sample = op.componentRef(ComponentKey{id, id == ComponentId::Cube ? Side::Aic : Side::Aiv});
        sample.busyUs = sum / double(values.size());
    }
}

void addSummed(Operator &op, const QString &name, double value)
{
    op.metrics[name] = op.metrics.value(name) + value;
}

void readComputeTable(const QJsonObject &o, Operator &op)
{
    for (const QJsonValue &v : o.value(u"subblock_detail").toArray()) {
        const QJsonObject e = v.toObject();
        bool ok = false;
        const double value = numberOf(e.value(u"value"), &ok);
        if (ok)
            addSummed(op, sidePrefix(e.value(u"block_type").toString()) + metricName(e.value(u"name").toString()),
                      value);
    }
}

// 0x08 per core: Cube/Vector cycles, L2 hits, bandwidth per memory path (enum).
void readMemoryMap(const QJsonObject &o, Operator &op, std::vector<double> &cubeCycles)
{
    const QJsonArray cores = o.value(u"core_memory_map").toArray();
    double l2 = 0.0;
    int l2Count = 0;
    for (const QJsonValue &c : cores) {
        const QJsonObject core = c.toObject();
        const QJsonObject cube = core.value(u"Cube").toObject();
        if (!cube.isEmpty()) {
            addSummed(op, u"aic_cube_cycles"_qs, numberOf(cube.value(u"cycle")));
            addSummed(op, u"aic_total_cycles"_qs, numberOf(cube.value(u"total_cycles")));
            cubeCycles.push_back(numberOf(cube.value(u"total_cycles")));
        }
        for (const char16_t *key : {u"Vector", u"Vector1"}) {
            const QJsonObject vec = core.value(QStringView(key)).toObject();
            if (vec.isEmpty())
                continue;
            addSummed(op, u"aiv_vec_cycles"_qs, numberOf(vec.value(u"cycle")));
            addSummed(op, u"aiv_total_cycles"_qs, numberOf(vec.value(u"total_cycles")));
        }
        bool ok = false;
        const double hit = numberOf(core.value(u"L2cache").toObject().value(u"hit_ratio"), &ok);
        if (ok) {
            l2 += hit;
            ++l2Count;
        }
        for (const QJsonValue &m : core.value(u"memory_unit").toArray()) {
            const QJsonObject unit = m.toObject();
            const QString base = u"memory_path" + QString::number(unit.value(u"memory_path").toInt());
            addSummed(op, base + u"_requests", numberOf(unit.value(u"request")));
            addSummed(op, base + u"_bandwidth_gbps", numberOf(unit.value(u"bandwidth")) / double(cores.size()));
        }
    }
    if (l2Count > 0)
        op.metrics.insert(u"l2_hit_rate"_qs, l2 / l2Count);
}

// 0x0C: per core and sub-core cycles, bytes and L2 hit rate (inter-core load balance).
void readOccupancy(const QJsonObject &o, Operator &op)
{
    for (const QJsonValue &c : o.value(u"op_detail").toArray()) {
        const QJsonObject core = c.toObject();
        const QString coreId = QString::number(core.value(u"core_id").toInt());
        for (const QJsonValue &s : core.value(u"core_detail").toArray()) {
            const QJsonObject sub = s.toObject();
            const QString base = u"core" + coreId + u'_' + sub.value(u"subcore_type").toString()
                + sub.value(u"subcore_id").toString();
            op.metrics.insert(base + u"_cycles", numberOf(sub.value(u"cycles")));
            op.metrics.insert(base + u"_throughput_bytes", numberOf(sub.value(u"throughput")));
            op.metrics.insert(base + u"_l2_hit_rate", numberOf(sub.value(u"L2cache_hit_rate")));
        }
    }
}

} // namespace

Result<VisualizeContent> interpretVisualizeBlocks(const std::vector<VisualizeBlock> &blocks, const QString &path,
                                                  Progress &progress)
{
    VisualizeContent content;
    SubCoreTimes times;
    std::vector<double> cubeCycles;
    for (const VisualizeBlock &block : blocks) {
        const QString where = path + u'@' + QString::number(block.payloadOffset);
        if (block.type == VisualizeBlock::Trace) {
            auto trace = readSimulatorTraceBytes(block.payload, where, QString(), progress);
            if (!trace)
                return trace.error();
            content.pipeline = std::move(trace).value();
            continue;
        }
        if (block.type == VisualizeBlock::SourceFile || block.type == VisualizeBlock::HotspotLines
            || block.type == VisualizeBlock::HotspotInstructions || block.type == VisualizeBlock::MemoryTable)
            continue;
        QJsonParseError error{};
        const QJsonDocument doc = QJsonDocument::fromJson(block.payload, &error);
        if (error.error != QJsonParseError::NoError)
            return makeError(Error::Kind::Input,
                             Tr::tr("block 0x%1: invalid JSON: %2")
                                 .arg(block.type, 2, 16, QLatin1Char('0'))
                                 .arg(error.errorString()),
                             path + u'@' + QString::number(block.payloadOffset + error.offset));
        const QJsonObject o = doc.object();
        switch (block.type) {
        case VisualizeBlock::OpBasicInfo:
            times = readOpBasicInfo(o, content.op, content.chip);
            content.op.sourceLocation = where;
            break;
        case VisualizeBlock::ComputeLoadFigure:
            readComputeLoad(o, times, content.op, content.op);
            break;
        case VisualizeBlock::ComputeLoadTable:
            readComputeTable(o, content.op);
            break;
        case VisualizeBlock::MemoryHeatMap:
            readMemoryMap(o, content.op, cubeCycles);
            break;
        case VisualizeBlock::Occupancy:
            readOccupancy(o, content.op);
            break;
        default:
            content.diagnostics.append(
                info(Tr::tr("block 0x%1 is not used").arg(block.type, 2, 16, QLatin1Char('0')), where));
            break;
        }
    }
    // Cycles over time give the clock the kernel really ran at (1650 MHz in the 910B4 sample).
    if (cubeCycles.size() == times.cube.size() && !cubeCycles.empty()) {
        double lo = 1e300, hi = 0.0;
        for (size_t i = 0; i < cubeCycles.size(); ++i) {
            const double mhz = times.cube[i] > 0.0 ? cubeCycles[i] / times.cube[i] : 0.0;
            lo = std::min(lo, mhz);
            hi = std::max(hi, mhz);
        }
        if (lo > 0.0 && hi / lo < 1.01)
            content.clockMhz = std::round((lo + hi) / 2.0);
    }
    if (content.pipeline) {
        // Instructions give every component's busy time (and work when they carry it).
        Operator fromTrace = operatorFromPipeline(*content.pipeline, content.op.name);
        content.op.components = fromTrace.components;
        content.op.workSource = fromTrace.workSource;
        content.op.pipelineIndex = 0;
    }
    return content;
}

} // namespace rl
