// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/hardware/hardwarespec.h"

#include "core/common/tr.h"
#include "core/hardware/chipmemoryspec.h"
#include "core/hardware/specfields.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <limits>

namespace rl {

namespace {

using specfields::fieldError;
using specfields::positiveNumber;

QStringList stringList(const QJsonValue &v)
{
    QStringList out;
    for (const auto &e : v.toArray())
        out << e.toString();
    return out;
}

} // namespace

const ChipMemorySpec *HardwareSpec::memory(ComponentId id) const
{
    const std::optional<ChipMemorySpec> &m = id == ComponentId::Gm ? gm : l2;
    return isChipMemory(id) && m ? &*m : nullptr;
}

const LinkRoof *HardwareSpec::linkRoof(const QString &transport) const
{
    const auto it = links.constFind(transport);
    return it == links.constEnd() ? nullptr : &*it;
}

std::optional<double> HardwareSpec::memoryBandwidthGbs(ComponentId id) const
{
    const ChipMemorySpec *m = memory(id);
    if (!m)
        return std::nullopt;
    const QString &variant = hbmVariant.isEmpty() ? m->variant : hbmVariant;
    // A chip has a handful of variants, and this is asked several times for every operator of
    // a run (its roofs, its sentences, its JSON): equality checks the lengths first, where the
    // map's ordered search compared the texts character by character (a few per cent of a long
    // run's --json).
    constexpr qsizetype kLinearUpTo = 8;
    if (m->bandwidthGbs.size() <= kLinearUpTo) {
        for (auto it = m->bandwidthGbs.cbegin(); it != m->bandwidthGbs.cend(); ++it) {
            if (it.key() == variant)
                return it.value();
        }
        return std::nullopt;
    }
    auto it = m->bandwidthGbs.constFind(variant);
    if (it == m->bandwidthGbs.constEnd())
        return std::nullopt;
    return it.value();
}

QStringList HardwareSpec::hbmVariants() const
{
    QStringList out;
    for (const std::optional<ChipMemorySpec> *m : {&gm, &l2}) {
        if (!*m)
            continue;
        for (const QString &v : (*m)->bandwidthGbs.keys()) {
            if (!out.contains(v))
                out << v;
        }
    }
    out.sort();
    return out;
}

Result<HardwareSpec> HardwareSpec::withHbmVariant(const QString &variant) const
{
    const QStringList variants = hbmVariants();
    if (!variants.contains(variant))
        return makeError(
            Error::Kind::Usage,
            variants.isEmpty()
                ? Tr::tr("unknown HBM variant \"%1\": %2 lists no chip memory bandwidth").arg(variant, id)
                : Tr::tr("unknown HBM variant \"%1\" for %2 (available: %3)").arg(variant, id, variants.join(u", ")));
    HardwareSpec out = *this;
    out.hbmVariant = variant;
    return out;
}

std::optional<double> HardwareSpec::measuredGbs(const ComponentKey &key, const QString &path) const
{
    const ComponentSpec *spec = component(key);
    if (!spec)
        return std::nullopt;
    auto it = spec->measuredGbs.constFind(path);
    if (it == spec->measuredGbs.constEnd())
        return std::nullopt;
    auto v = it->constFind(hbmVariant.isEmpty() ? u"default"_qs : hbmVariant);
    if (v == it->constEnd())
        return std::nullopt;
    return v.value();
}

QString HardwareSpec::sourceOf(const QString &field) const
{
    for (QString f = field; !f.isEmpty(); f = f.left(std::max<qsizetype>(f.lastIndexOf(u'.'), 0))) {
        if (sources.contains(f))
            return sources.value(f).toString();
    }
    return {};
}

std::optional<SourceTier> HardwareSpec::tierOf(const QString &field) const
{
    for (QString f = field; !f.isEmpty(); f = f.left(std::max<qsizetype>(f.lastIndexOf(u'.'), 0))) {
        auto it = tiers.constFind(f);
        if (it != tiers.constEnd())
            return it.value();
    }
    return std::nullopt;
}

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

std::optional<double> HardwareSpec::chipPeakPerSecond(const ComponentKey &key, const QString &item) const
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

    for (const auto &[field, target] :
         {std::pair{u"cube_cores"_qs, &spec.cubeCores}, std::pair{u"vector_cores"_qs, &spec.vectorCores}}) {
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
        if (!key && parseChipMemoryId(it.key()))
            return fieldError(location, field,
                              Tr::tr("%1 is a chip memory shared by all cores: give it under memory.%1").arg(it.key()));
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
            return fieldError(location, field + u".kind", Tr::tr("must be \"compute\" or \"transfer\""));
        if (cs.kind != kindOf(key->id))
            return fieldError(location, field + u".kind",
                              Tr::tr("%1 is a %2 component")
                                  .arg(key->displayName(),
                                       kindOf(key->id) == ComponentKind::Compute ? u"compute"_qs : u"transfer"_qs));
        const QJsonObject peaks = c.value(u"peaks").toObject();
        for (auto p = peaks.begin(); p != peaks.end(); ++p) {
            const QString pfield = field + u".peaks." + p.key();
            const bool known = cs.kind == ComponentKind::Compute ? isKnownPrecision(p.key()) : isKnownPath(p.key());
            if (!known)
                return fieldError(location, pfield,
                                  cs.kind == ComponentKind::Compute
                                      ? Tr::tr("unknown precision \"%1\"").arg(p.key())
                                      : Tr::tr("unknown transfer path \"%1\"").arg(p.key()));
            const auto v = positiveNumber(p.value());
            if (!v)
                return fieldError(
                    location, pfield,
                    Tr::tr("peak must be a positive number (got %1)")
                        .arg(p.value().isDouble() ? QString::number(p.value().toDouble()) : Tr::tr("a non-number")));
            cs.peaks.insert(p.key(), *v);
        }
        const QJsonObject measured = c.value(u"measured_gbs").toObject();
        for (auto m = measured.begin(); m != measured.end(); ++m) {
            const QString mfield = field + u".measured_gbs." + m.key();
            if (cs.kind != ComponentKind::Transfer || !isKnownPath(m.key()))
                return fieldError(location, mfield, Tr::tr("unknown transfer path \"%1\"").arg(m.key()));
            auto figures = parseVariantFigures(m.value(), location, mfield);
            if (!figures)
                return figures.error();
            cs.measuredGbs.insert(m.key(), *figures);
        }
        spec.components.insert(key->toString(), cs);
    }

    const QJsonValue memoryValue = o.value(u"memory");
    if (!memoryValue.isUndefined() && !memoryValue.isNull()) {
        if (!memoryValue.isObject())
            return fieldError(location, u"memory"_qs, Tr::tr("must be an object"));
        const QJsonObject memory = memoryValue.toObject();
        for (const QString &name : memory.keys()) {
            if (!parseChipMemoryId(name))
                return fieldError(location, u"memory." + name, Tr::tr("unknown chip memory (expected gm or l2)"));
        }
        auto gm = parseChipMemorySpec(memory, u"gm"_qs, location);
        if (!gm)
            return gm.error();
        spec.gm = *gm;
        auto l2 = parseChipMemorySpec(memory, u"l2"_qs, location);
        if (!l2)
            return l2.error();
        spec.l2 = *l2;
        spec.hbmVariant = spec.gm ? spec.gm->variant : spec.l2 ? spec.l2->variant : QString();
    }

    auto links = parseLinkRoofs(o, location);
    if (!links)
        return links.error();
    spec.links = std::move(*links);

    const QJsonObject tiers = o.value(u"tiers").toObject();
    for (auto it = tiers.begin(); it != tiers.end(); ++it) {
        const auto tier = parseSourceTier(it.value().toString());
        if (!tier)
            return fieldError(location, u"tiers." + it.key(),
                              Tr::tr("unknown tier \"%1\" (expected first_party_tool_source, vendor_publication, "
                                     "third_party_quote or inferred)")
                                  .arg(it.value().toString()));
        spec.tiers.insert(it.key(), *tier);
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
