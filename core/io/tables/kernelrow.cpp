// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/tables/kernelrow.h"

#include "core/common/tr.h"
#include "core/io/tables/csvvalue.h"
#include "core/io/tables/pmumapping.h"
#include "core/model/metricnames.h"

#include <algorithm>
#include <iterator>
#include <limits>

namespace rl {

namespace {

// PMU columns are recognised by what their names measure; other unknown columns (new
// descriptive ones in a later version) are ignored rather than misread as numbers.
bool isMetricColumn(const QString &name)
{
    static const char16_t *const markers[] = {
        u"time",         u"ratio",       u"cycles",       u"_bw",       u"fops",       u"datas",       u"rate",
        u"instructions", u"utilization", u"memory_bound", u"cache_hit", u"cache_miss", u"instr_number"};
    if (name.startsWith(u"aic_") || name.startsWith(u"aiv_"))
        return true;
    for (const char16_t *m : markers) {
        if (name.contains(QStringView(m)))
            return true;
    }
    return false;
}

// A side's core time beyond this many times the wall time cannot be a time: values shifted
// one column put cycle counts (hundreds of millions) into time columns. Real rows stay within
// a few times the wall time (a ZerosLike row shows 2×).
constexpr double kMaxCoreToWallRatio = 100.0;
constexpr double kCoreTimeSlackUs = 1000.0;
// Pipe ratios are fractions of the core's cycles; a little above 1 is rounding.
constexpr double kMaxRatio = 1.5;

} // namespace

KernelRowParser::KernelRowParser(const CsvColumns &columns) : m_columns(columns)
{
    for (int i = 0; i < columns.count(); ++i) {
        if (columns.isDescriptive(i))
            continue;
        const QString name = CsvColumns::metricName(columns.header()[i]);
        if (!isMetricColumn(name))
            continue;
        MetricColumn m;
        m.index = i;
        m.name = name;
        m.interned = MetricNames::intern(name);
        if (name.endsWith(u"_cycles") || name.endsWith(u"_instructions") || name.endsWith(u"instr_number"))
            m.check = MetricColumn::Check::Count;
        else if (name.endsWith(u"_time"))
            m.check = MetricColumn::Check::Time;
        else if (name.endsWith(u"_ratio") && !name.endsWith(u"exe_ratio"))
            m.check = MetricColumn::Check::Ratio;
        m_metrics.push_back(m);
    }
    m_separated = hasSeparatedNaming(metricNames());
    for (size_t k = 0; k < m_metrics.size(); ++k)
        m_byName.push_back(k);
    std::stable_sort(m_byName.begin(), m_byName.end(),
                     [this](size_t a, size_t b) { return m_metrics[a].name < m_metrics[b].name; });
    // Of equal names the later column wins, as inserting them in column order did.
    std::vector<size_t> unique;
    for (size_t i = 0; i < m_byName.size(); ++i) {
        if (i + 1 < m_byName.size() && m_metrics[m_byName[i]].name == m_metrics[m_byName[i + 1]].name)
            continue;
        unique.push_back(m_byName[i]);
    }
    m_byName = std::move(unique);

    static const QString *const kWaitTime = MetricNames::intern(u"wait_time"_qs);
    const bool waitIsAMetric = std::any_of(m_metrics.begin(), m_metrics.end(),
                                           [](const MetricColumn &m) { return m.interned == kWaitTime; });
    if (m_columns.index(KernelColumn::Wait) >= 0 && !waitIsAMetric && !m_byName.empty()) {
        MetricMap every;
        for (size_t k : m_byName)
            every.appendInterned(m_metrics[k].interned, 0.0);
        every.insertInterned(kWaitTime, 0.0);
        every.shareNames();
        if (every.sharesNamesWith(every)) {
            for (size_t k : m_byName)
                m_positionInEvery.push_back(
                    qsizetype(std::distance(every.cbegin(), every.findInterned(m_metrics[k].interned))));
            m_waitPosition = qsizetype(std::distance(every.cbegin(), every.findInterned(kWaitTime)));
            m_everyMetric = std::move(every);
        }
    }
}

QStringList KernelRowParser::metricNames() const
{
    QStringList names;
    for (const MetricColumn &m : m_metrics)
        names << m.name;
    return names;
}

// Consistency checks that catch a row whose values slid into the neighbouring columns (a
// missing or extra separator upstream): ids and counts must be whole numbers, times and
// ratios must be numbers in a plausible range, and a core time cannot exceed the wall time
// many times over. Returns why the row is malformed, or an empty string.
QString KernelRowParser::checkRow(const CsvRawRecord &fields, LaunchCells &launch) const
{
    if (fields.size() != m_columns.count())
        return Tr::tr("the row has %1 fields but the header has %2").arg(fields.size()).arg(m_columns.count());
    const auto cell = [&fields](int i) { return i >= 0 ? fields.field(i) : QByteArrayView(); };
    // A missing cell reads as no number, as csv::count and csv::number read it: each cell is
    // read once, for this check and for the operator. A cell that reads as a number is not
    // missing, so only one that does not is asked whether it is.
    std::optional<qint64> modelId;
    const std::pair<KernelColumn, std::optional<qint64> *> counts[] = {
        {KernelColumn::StepId, &launch.stepId},           {KernelColumn::TaskId, &launch.taskId},
        {KernelColumn::StreamId, &launch.streamId},       {KernelColumn::BlockDim, &launch.blockDim},
        {KernelColumn::MixBlockDim, &launch.mixBlockDim}, {KernelColumn::ModelId, &modelId}};
    for (const auto &[c, value] : counts) {
        const int i = m_columns.index(c);
        *value = std::nullopt;
        if (i < 0)
            continue;
        *value = csv::count(cell(i));
        if (!*value && !csv::isMissing(cell(i)))
            return Tr::tr("column \"%1\" holds \"%2\", not a whole number").arg(m_columns.header()[i], fields.text(i));
    }
    for (const auto &[c, value] :
         {std::pair{KernelColumn::Duration, &launch.duration}, std::pair{KernelColumn::Wait, &launch.wait}}) {
        const int i = m_columns.index(c);
        *value = std::nullopt;
        if (i < 0)
            continue;
        *value = csv::number(cell(i));
        if (*value ? **value < 0.0 : !csv::isMissing(cell(i)))
            return Tr::tr("column \"%1\" holds \"%2\", not a time").arg(m_columns.header()[i], fields.text(i));
    }
    const int start = m_columns.index(KernelColumn::Start);
    launch.startNs = std::nullopt;
    if (start >= 0) {
        launch.startNs = csv::timestampNs(cell(start));
        if (!launch.startNs && !csv::isMissing(cell(start)))
            return Tr::tr("column \"%1\" holds \"%2\", not a timestamp")
                .arg(m_columns.header()[start], fields.text(start));
    }
    const double wall = launch.duration.value_or(0.0);
    for (size_t k = 0; k < m_metrics.size(); ++k) {
        const MetricColumn &m = m_metrics[k];
        const QByteArrayView v = cell(m.index);
        const auto &x = m_values[k];
        if (!x && csv::isMissing(v))
            continue;
        bool bad = !x;
        if (x) {
            switch (m.check) {
            case MetricColumn::Check::Count:
                bad = !csv::count(v);
                break;
            case MetricColumn::Check::Time:
                bad = *x < 0.0 || (wall > 0.0 && *x > wall * kMaxCoreToWallRatio + kCoreTimeSlackUs);
                break;
            case MetricColumn::Check::Ratio:
                bad = *x < 0.0 || *x > kMaxRatio;
                break;
            case MetricColumn::Check::Number:
                break;
            }
        }
        if (bad)
            return Tr::tr("column \"%1\" holds the implausible value \"%2\" (values shifted into the wrong columns?)")
                .arg(m_columns.header()[m.index], fields.text(m.index));
    }
    return {};
}

void KernelRowParser::readMetrics(const CsvRawRecord &fields)
{
    m_values.resize(m_metrics.size());
    for (size_t k = 0; k < m_metrics.size(); ++k) {
        const int i = m_metrics[k].index;
        m_values[k] = i < fields.size() ? csv::number(fields.field(i)) : std::nullopt;
    }
}

QString KernelRowParser::shared(const QString &text)
{
    if (text.isEmpty())
        return {};
    const auto it = m_strings.constFind(text);
    if (it != m_strings.constEnd())
        return *it;
    m_strings.insert(text);
    return text;
}

QString KernelRowParser::sharedText(QByteArrayView cell)
{
    const std::string_view bytes(cell.data(), size_t(cell.size()));
    if (const auto it = m_cellTexts.find(bytes); it != m_cellTexts.end())
        return it->second;
    QString text = shared(csv::text(QString::fromUtf8(cell)));
    m_cellTexts.emplace(bytes, text);
    return text;
}

const KernelRowParser::CoreType &KernelRowParser::coreTypeOf(QByteArrayView cell)
{
    const std::string_view bytes(cell.data(), size_t(cell.size()));
    if (const auto it = m_coreTypes.find(bytes); it != m_coreTypes.end())
        return it->second;
    const InternedName name(sharedText(cell));
    return m_coreTypes.emplace(bytes, CoreType{name, parseTaskType(name.str())}).first->second;
}

TensorList KernelRowParser::tensors(QByteArrayView shapes, QByteArrayView types, QByteArrayView formats)
{
    if (csv::isMissing(shapes) && csv::isMissing(types) && csv::isMissing(formats))
        return {};
    m_key.clear();
    for (const QByteArrayView cell : {shapes, types, formats}) {
        const qsizetype n = cell.size();
        m_key.append(reinterpret_cast<const char *>(&n), sizeof n).append(cell.data(), size_t(n));
    }
    if (const auto it = m_tensors.find(std::string_view(m_key)); it != m_tensors.end())
        return it->second;
    const QStringList s = csv::text(QString::fromUtf8(shapes)).split(u';');
    const QStringList t = csv::text(QString::fromUtf8(types)).split(u';');
    const QStringList f = csv::text(QString::fromUtf8(formats)).split(u';');
    const qsizetype n = std::max({s.size(), t.size(), f.size()});
    TensorList out;
    out.reserve(n);
    for (qsizetype i = 0; i < n; ++i)
        out.push_back({shared(s.value(i).trimmed()), shared(t.value(i).trimmed()), shared(f.value(i).trimmed())});
    m_tensors.emplace(m_key, out);
    return out;
}

Result<Operator> KernelRowParser::parse(const CsvRawRecord &fields)
{
    readMetrics(fields);
    LaunchCells launch;
    if (const QString why = checkRow(fields, launch); !why.isEmpty())
        return makeError(Error::Kind::Input, why);
    const auto at = [&](KernelColumn c) {
        const int i = m_columns.index(c);
        return i >= 0 ? fields.field(i) : QByteArrayView();
    };
    const auto asInt = [](const std::optional<qint64> &n) -> std::optional<int> {
        return n && *n <= std::numeric_limits<int>::max() ? std::optional<int>(int(*n)) : std::nullopt;
    };
    Operator op;
    op.name = sharedText(at(KernelColumn::Name));
    op.type = sharedText(at(KernelColumn::Type));
    const CoreType &coreType = coreTypeOf(at(KernelColumn::TaskType));
    op.coreType = coreType.name;
    op.taskType = coreType.type;
    op.startNs = launch.startNs;
    op.durationUs = launch.duration.value_or(0.0);
    const auto wait = launch.wait;
    op.blockDim = asInt(launch.blockDim);
    op.mixBlockDim = asInt(launch.mixBlockDim);
    op.stepId = asInt(launch.stepId);
    op.streamId = asInt(launch.streamId);
    op.taskId = asInt(launch.taskId);
    op.inputs = tensors(at(KernelColumn::InputShapes), at(KernelColumn::InputTypes), at(KernelColumn::InputFormats));
    op.outputs = tensors(at(KernelColumn::OutputShapes), at(KernelColumn::OutputTypes),
                         at(KernelColumn::OutputFormats));
    PmuValues values;
    const bool everyMetric = wait && !m_everyMetric.isEmpty()
        && std::all_of(m_byName.begin(), m_byName.end(), [this](size_t k) { return m_values[k].has_value(); });
    if (everyMetric) {
        values = m_everyMetric;
        double *numbers = &*values.begin();
        for (size_t i = 0; i < m_byName.size(); ++i)
            numbers[m_positionInEvery[i]] = *m_values[m_byName[i]];
        numbers[m_waitPosition] = *wait;
    } else {
        values.reserve(qsizetype(m_metrics.size()) + (wait ? 1 : 0)); // the values become the metrics
        for (size_t k : m_byName) {
            if (m_values[k])
                values.appendInterned(m_metrics[k].interned, *m_values[k]);
        }
    }
    // With every metric, the wait is among the values: the mapping reads no wait time, and it
    // becomes the metric it would have become below.
    applyPmuValues(op, std::move(values), m_separated, DisagreeingRatios::UseRatio);
    // The wait is not a PMU value: it joins the metrics after them, where no column of the
    // same name gave one.
    static const QString *const kWaitTime = MetricNames::intern(u"wait_time"_qs);
    if (wait && op.metrics.findInterned(kWaitTime) == op.metrics.cend())
        op.metrics.insertInterned(kWaitTime, *wait);
    // The rows of a table name the same metrics: one list of the names serves them all.
    op.metrics.shareNames();
    // Kept for the whole analysis and not changed again: as short decimals where they are.
    op.metrics.pack();
    return op;
}

} // namespace rl
