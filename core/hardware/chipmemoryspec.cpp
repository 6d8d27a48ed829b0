// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/hardware/chipmemoryspec.h"

#include "core/common/tr.h"
#include "core/hardware/specfields.h"

#include <QStringList>

namespace rl {

namespace {

using specfields::fieldError;
using specfields::positiveNumber;

Result<std::optional<double>> optionalCapacity(const QJsonObject &o, const QString &key, const QString &location,
                                               const QString &field)
{
    if (!o.contains(key) || o.value(key).isNull())
        return std::optional<double>();
    const auto v = positiveNumber(o.value(key));
    if (!v)
        return fieldError(location, field + u'.' + key, Tr::tr("capacity must be a positive number"));
    return std::optional<double>(*v);
}

} // namespace

QString chipBandwidthText(double gbs)
{
    return gbs >= 100.0 ? QString::number(gbs / 1000.0, 'f', 2) + u" TB/s" : QString::number(gbs, 'g', 3) + u" GB/s";
}

Result<QMap<QString, double>> parseVariantFigures(const QJsonValue &v, const QString &location, const QString &field)
{
    if (!v.isObject() || v.toObject().isEmpty())
        return fieldError(location, field, Tr::tr("must be an object of one GB/s figure per HBM variant"));
    QMap<QString, double> out;
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        const auto gbs = positiveNumber(it.value());
        if (!gbs || *gbs > 1e9)
            return fieldError(location, field + u'.' + it.key(), Tr::tr("bandwidth must be a positive number of GB/s"));
        out.insert(it.key(), *gbs);
    }
    return out;
}

Result<std::optional<ChipMemorySpec>> parseChipMemorySpec(const QJsonObject &memory, const QString &name,
                                                          const QString &location)
{
    if (!memory.contains(name) || memory.value(name).isNull())
        return std::optional<ChipMemorySpec>();
    const QString field = u"memory." + name;
    if (!memory.value(name).isObject())
        return fieldError(location, field, Tr::tr("must be an object"));
    const QJsonObject o = memory.value(name).toObject();
    ChipMemorySpec m;
    if (o.contains(u"bandwidth_gbs")) {
        auto figures = parseVariantFigures(o.value(u"bandwidth_gbs"), location, field + u".bandwidth_gbs");
        if (!figures)
            return figures.error();
        m.bandwidthGbs = *figures;
    }
    m.variant = o.value(u"variant").toString(u"default"_qs);
    if (!m.bandwidthGbs.isEmpty() && !m.bandwidthGbs.contains(m.variant))
        return fieldError(location, field + u".variant",
                          Tr::tr("\"%1\" has no bandwidth figure (listed: %2)")
                              .arg(m.variant, QStringList(m.bandwidthGbs.keys()).join(u", ")));
    auto gb = optionalCapacity(o, u"capacity_gb"_qs, location, field);
    if (!gb)
        return gb.error();
    m.capacityGb = *gb;
    auto mb = optionalCapacity(o, u"capacity_mb"_qs, location, field);
    if (!mb)
        return mb.error();
    m.capacityMb = *mb;
    return std::optional<ChipMemorySpec>(m);
}

} // namespace rl
