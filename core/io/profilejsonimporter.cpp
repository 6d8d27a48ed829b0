// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/profilejsonimporter.h"

#include "core/common/boundedread.h"
#include "core/common/tr.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>
#include <limits>

namespace rl {

namespace {

Error inputError(const QString &path, const QString &field, const QString &what)
{
    return makeError(Error::Kind::Input, field + u": " + what, path);
}

std::optional<double> optionalNumber(const QJsonObject &o, const char16_t *key)
{
    const QJsonValue v = o.value(QStringView(key));
    if (!v.isDouble())
        return std::nullopt;
    return v.toDouble();
}

// A block count: a whole number from 0 to INT_MAX, or absent. Anything else is an error, not a
// cast (a double outside int's range has no int value).
Result<std::optional<int>> optionalCount(const QJsonObject &o, const char16_t *key, const QString &path,
                                         const QString &field)
{
    const auto v = optionalNumber(o, key);
    if (!v)
        return std::optional<int>();
    if (!(*v >= 0.0 && *v <= double(std::numeric_limits<int>::max())) || *v != std::floor(*v))
        return inputError(path, field + u'.' + QString::fromUtf16(key),
                          Tr::tr("must be a whole number from 0 to %1").arg(std::numeric_limits<int>::max()));
    return std::optional<int>(int(*v));
}

// Nanoseconds that fit a qint64 (about ±292 years), or an error naming the field.
Result<std::optional<qint64>> optionalNs(std::optional<double> ns, const QString &path, const QString &field)
{
    if (!ns)
        return std::optional<qint64>();
    if (!(std::fabs(*ns) < 9.2e18))
        return inputError(path, field, Tr::tr("is outside the range of a timestamp"));
    return std::optional<qint64>(std::llround(*ns));
}

// Line number of a byte offset, for messages that point into the file.
int lineOf(const QByteArray &data, qsizetype offset)
{
    return int(data.left(offset).count('\n')) + 1;
}

Result<WorkMap> parseWork(const QJsonValue &v, ComponentKind kind, const QString &path, const QString &field)
{
    WorkMap work;
    if (v.isNull() || v.isUndefined())
        return work;
    if (!v.isObject())
        return inputError(path, field, Tr::tr("must be an object of precision or path to a number"));
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        const bool known = kind == ComponentKind::Compute ? isKnownPrecision(it.key()) : isKnownPath(it.key());
        if (!known)
            return inputError(path, field + u'.' + it.key(),
                              kind == ComponentKind::Compute ? Tr::tr("unknown precision")
                                                             : Tr::tr("unknown transfer path"));
        if (!it.value().isDouble() || it.value().toDouble() < 0.0)
            return inputError(path, field + u'.' + it.key(), Tr::tr("must be a number ≥ 0"));
        work.insert(it.key(), it.value().toDouble());
    }
    return work;
}

Result<Operator> parseOperator(const QJsonObject &o, const QString &path, const QString &field)
{
    Operator op;
    op.name = o.value(u"name").toString();
    if (op.name.isEmpty())
        return inputError(path, field + u".name", Tr::tr("missing"));
    op.type = o.value(u"type").toString();
    op.coreType = o.value(u"core_type").toString(u"AI_CORE"_qs);
    op.taskType = parseTaskType(op.coreType.str());
    const auto duration = optionalNumber(o, u"duration_us");
    if (!duration || *duration < 0.0)
        return inputError(path, field + u".duration_us", Tr::tr("missing or negative"));
    op.durationUs = *duration;
    op.coreTimeUs = optionalNumber(o, u"core_time_us");
    op.aivTimeUs = optionalNumber(o, u"aiv_time_us");
    const auto startUs = optionalNumber(o, u"start_us");
    auto start = optionalNs(startUs ? std::optional<double>(*startUs * 1000.0) : std::nullopt, path,
                            field + u".start_us");
    if (!start)
        return start.error();
    op.startNs = *start;
    if (o.value(u"start_ns").isDouble()) {
        auto ns = optionalNs(o.value(u"start_ns").toDouble(), path, field + u".start_ns");
        if (!ns)
            return ns.error();
        op.startNs = *ns;
    }
    for (const auto &[key, target] :
         {std::pair{u"block_dim", &op.blockDim}, std::pair{u"mix_block_dim", &op.mixBlockDim}}) {
        auto count = optionalCount(o, key, path, field);
        if (!count)
            return count.error();
        *target = *count;
    }

    bool anyWork = false;
    const QJsonObject comps = o.value(u"components").toObject();
    for (auto it = comps.begin(); it != comps.end(); ++it) {
        const QString cfield = field + u".components." + it.key();
        const auto key = ComponentKey::parse(it.key());
        if (!key)
            return inputError(path, cfield, Tr::tr("unknown component"));
        const QJsonObject c = it.value().toObject();
        ComponentSample s;
        s.key = *key;
        s.busyUs = optionalNumber(c, u"busy_us");
        s.coreTimeUs = optionalNumber(c, u"core_time_us");
        auto blocks = optionalCount(c, u"block_dim", path, cfield);
        if (!blocks)
            return blocks.error();
        s.blockDim = *blocks;
        auto work = parseWork(c.value(u"work"), kindOf(key->id), path, cfield + u".work");
        if (!work)
            return work.error();
        s.work = std::move(work).value();
        anyWork = anyWork || !s.work.isEmpty();
        op.components.push_back(std::move(s));
    }
    op.workSource = anyWork ? WorkSource::Measured : WorkSource::None;
    for (const auto &[key, target] : {std::pair{u"inputs", &op.inputs}, std::pair{u"outputs", &op.outputs}}) {
        for (const QJsonValue &t : o.value(QStringView(key)).toArray()) {
            const QJsonObject to = t.toObject();
            target->push_back(
                {to.value(u"shape").toString(), to.value(u"data_type").toString(), to.value(u"format").toString()});
        }
    }
    const QJsonObject metrics = o.value(u"metrics").toObject();
    for (auto it = metrics.begin(); it != metrics.end(); ++it) {
        if (it.value().isDouble())
            op.metrics.insert(it.key(), it.value().toDouble());
    }
    return op;
}

} // namespace

QString ProfileJsonImporter::displayName() const
{
    return Tr::tr("RoofLens profile JSON");
}

int ProfileJsonImporter::sniff(const SniffInput &input) const
{
    if (input.isDirectory)
        return 0;
    return input.head.contains("\"rooflens.profile/1\"") ? 100 : 0;
}

Result<Profile> ProfileJsonImporter::load(const QString &path, const LoadOptions &, Progress &progress) const
{
    // Qt's JSON DOM takes several times the file; past 1 GiB a profile is not worth holding so.
    const Result<QByteArray> read = readBoundedFile(path, qint64(1) << 30);
    if (!read)
        return read.error();
    const QByteArray &data = *read;
    progress.report(0.5);
    if (data.trimmed().isEmpty())
        return makeError(Error::Kind::Input, Tr::tr("the file is empty"), path);
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(data, &err);
    if (err.error != QJsonParseError::NoError)
        return makeError(Error::Kind::Input,
                         Tr::tr("invalid JSON at byte %1: %2").arg(err.offset).arg(err.errorString()),
                         path + u':' + QString::number(lineOf(data, err.offset)));
    if (!doc.isObject())
        return makeError(Error::Kind::Input, Tr::tr("a RoofLens profile must be a JSON object"), path);
    auto profile = fromJson(doc.object(), path);
    progress.report(1.0);
    return profile;
}

Result<Profile> ProfileJsonImporter::fromJson(const QJsonObject &root, const QString &path)
{
    if (root.value(u"schema").toString() != u"rooflens.profile/1")
        return inputError(path, u"schema"_qs, Tr::tr("expected \"rooflens.profile/1\""));
    Profile profile;
    profile.name = root.value(u"name").toString();
    const QJsonValue hw = root.value(u"hardware");
    if (hw.isString())
        profile.hardwareId = hw.toString();
    else if (hw.isObject())
        profile.hardwareInline = hw.toObject();
    const QJsonValue ops = root.value(u"operators");
    if (!ops.isArray())
        return inputError(path, u"operators"_qs, Tr::tr("missing or not an array"));
    const QJsonArray array = ops.toArray();
    profile.operators.reserve(size_t(array.size()));
    for (qsizetype i = 0; i < array.size(); ++i) {
        auto op = parseOperator(array.at(i).toObject(), path, u"operators[" + QString::number(i) + u']');
        if (!op)
            return op.error();
        op->sourceLocation = path + u"#operators[" + QString::number(i) + u']';
        profile.operators.push_back(std::move(op).value());
    }
    profile.inputs.push_back({path, u"rooflens_profile"_qs, {}, {}});
    return profile;
}

} // namespace rl
