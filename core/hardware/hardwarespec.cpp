// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/hardware/hardwarespec.h"

#include "core/common/tr.h"

#include <QJsonArray>

#include <cmath>
#include <limits>

namespace rl {

namespace {

Error fieldError(const QString &location, const QString &field, const QString &what)
{
    return makeError(Error::Kind::Input, field + u": " + what, location);
}

std::optional<double> positiveNumber(const QJsonValue &v)
{
    if (!v.isDouble())
        return std::nullopt;
    const double d = v.toDouble();
    if (!(d > 0.0))
        return std::nullopt;
    return d;
}

QStringList stringList(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &e : v.toArray())
        out << e.toString();
    return out;
}

} // namespace

const ComponentSpec *HardwareSpec::component(const ComponentKey &key) const
{
    if (key.side != Side::None) {
        auto it = components.constFind(key.toString());
        if (it != components.constEnd())
            return &it.value();
    }
    auto it = components.constFind(componentIdName(key.id));
    return it == components.constEnd() ? nullptr : &it.value();
}

std::optional<double> HardwareSpec::peakPerCycle(const ComponentKey &key, const QString &item) const
{
    const ComponentSpec *spec = component(key);
    if (!spec)
        return std::nullopt;
    auto it = spec->peaks.constFind(item);
    if (it == spec->peaks.constEnd())
        return std::nullopt;
    return it.value();
}

int HardwareSpec::coresFor(const ComponentKey &key) const
{
    if (!isSeparated())
        return cubeCores;
    const Side side = key.side != Side::None ? key.side : defaultSide(key.id);
    return side == Side::Aiv ? vectorCores : cubeCores;
}

std::optional<double> HardwareSpec::chipPeakPerSecond(const ComponentKey &key,
                                                      const QString &item) const
{
    const auto perCycle = peakPerCycle(key, item);
    if (!perCycle)
        return std::nullopt;
    return *perCycle * clockMhz * 1e6 * coresFor(key);
}

QString HardwareSpec::architectureName() const
{
    return isSeparated() ? QStringLiteral("separated") : QStringLiteral("coupled");
}

QString HardwareSpec::originName(Origin origin)
{
    switch (origin) {
    case Origin::Builtin:
        return QStringLiteral("builtin");
    case Origin::File:
        return QStringLiteral("file");
    case Origin::Detected:
        return QStringLiteral("detected");
    }
    return {};
}

Result<HardwareSpec> parseHardwareSpec(const QJsonObject &o, const QString &location)
{
    HardwareSpec spec;
    spec.json = o;
    const QString schema = o.value(u"schema").toString();
    if (!schema.isEmpty() && schema != u"rooflens.hardware/1")
        return fieldError(location, u"schema"_qs,
                          Tr::tr("unsupported schema \"%1\" (expected rooflens.hardware/1)").arg(schema));

    spec.id = o.value(u"id").toString().trimmed();
    if (spec.id.isEmpty())
        return fieldError(location, u"id"_qs, Tr::tr("missing or empty"));
    spec.name = o.value(u"name").toString(spec.id);

    const QString arch = o.value(u"architecture").toString();
    if (arch == u"coupled")
        spec.architecture = HardwareSpec::Architecture::Coupled;
    else if (arch == u"separated")
        spec.architecture = HardwareSpec::Architecture::Separated;
    else
        return fieldError(location, u"architecture"_qs,
                          Tr::tr("must be \"coupled\" or \"separated\", got \"%1\"").arg(arch));

    if (!o.contains(u"clock_mhz") || o.value(u"clock_mhz").isNull())
        return fieldError(location, u"clock_mhz"_qs, Tr::tr("missing clock"));
    const auto clock = positiveNumber(o.value(u"clock_mhz"));
    if (!clock)
        return fieldError(location, u"clock_mhz"_qs, Tr::tr("clock must be a positive number of MHz"));
    spec.clockMhz = *clock;

    for (const auto &[field, target] : {std::pair{u"cube_cores"_qs, &spec.cubeCores},
                                        std::pair{u"vector_cores"_qs, &spec.vectorCores}}) {
        const auto v = positiveNumber(o.value(field));
        // Range first: int(1e300) has no value (it is undefined behaviour, found by tests/fuzz).
        if (!v || *v > double(std::numeric_limits<int>::max()) || *v != std::floor(*v))
            return fieldError(location, field, Tr::tr("must be a positive whole number of cores"));
        *target = int(*v);
    }

    const QJsonValue componentsValue = o.value(u"components");
    if (!componentsValue.isObject() || componentsValue.toObject().isEmpty())
        return fieldError(location, u"components"_qs, Tr::tr("missing or empty"));
    const QJsonObject comps = componentsValue.toObject();
    for (auto it = comps.begin(); it != comps.end(); ++it) {
        const QString field = u"components." + it.key();
        const auto key = ComponentKey::parse(it.key());
        if (!key)
            return fieldError(location, field,
                              Tr::tr("unknown component \"%1\" (expected cube, vector, scalar, mte1, "
                                     "mte2, mte3, fixpipe, optionally prefixed aic. or aiv.)")
                                  .arg(it.key()));
        const QJsonObject c = it.value().toObject();
        ComponentSpec cs;
        const QString kind = c.value(u"kind").toString();
        if (kind == u"compute")
            cs.kind = ComponentKind::Compute;
        else if (kind == u"transfer")
            cs.kind = ComponentKind::Transfer;
        else
            return fieldError(location, field + u".kind",
                              Tr::tr("must be \"compute\" or \"transfer\""));
        if (cs.kind != kindOf(key->id))
            return fieldError(location, field + u".kind",
                              Tr::tr("%1 is a %2 component").arg(key->displayName(),
                                     kindOf(key->id) == ComponentKind::Compute ? u"compute"_qs : u"transfer"_qs));
        const QJsonObject peaks = c.value(u"peaks").toObject();
        for (auto p = peaks.begin(); p != peaks.end(); ++p) {
            const QString pfield = field + u".peaks." + p.key();
            const bool known = cs.kind == ComponentKind::Compute ? isKnownPrecision(p.key())
                                                                 : isKnownPath(p.key());
            if (!known)
                return fieldError(location, pfield,
                                  cs.kind == ComponentKind::Compute
                                      ? Tr::tr("unknown precision \"%1\"").arg(p.key())
                                      : Tr::tr("unknown transfer path \"%1\"").arg(p.key()));
            const auto v = positiveNumber(p.value());
            if (!v)
                return fieldError(location, pfield,
                                  Tr::tr("peak must be a positive number (got %1)")
                                      .arg(p.value().isDouble() ? QString::number(p.value().toDouble())
                                                                : Tr::tr("a non-number")));
            cs.peaks.insert(p.key(), *v);
        }
        spec.components.insert(key->toString(), cs);
    }

    spec.chipAliases = stringList(o.value(u"chip_aliases"));
    spec.sources = o.value(u"sources").toObject();
    spec.unknown = stringList(o.value(u"unknown"));
    spec.confidence = o.value(u"confidence").toString();
    return spec;
}

HardwareSpec HardwareSpec::unknownChip(bool separated, std::optional<double> clockMhz)
{
    HardwareSpec spec;
    spec.name = Tr::tr("unknown chip");
    spec.architecture = separated ? Architecture::Separated : Architecture::Coupled;
    spec.clockMhz = clockMhz.value_or(0.0);
    spec.origin = Origin::Detected;
    return spec;
}

} // namespace rl
