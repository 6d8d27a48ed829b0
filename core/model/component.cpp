// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/component.h"

#include <array>
#include <string>

#include <QStringList>

namespace rl {

ComponentKind kindOf(ComponentId id)
{
    switch (id) {
    case ComponentId::Cube:
    case ComponentId::Vector:
    case ComponentId::Scalar:
        return ComponentKind::Compute;
    case ComponentId::Mte1:
    case ComponentId::Mte2:
    case ComponentId::Mte3:
    case ComponentId::FixPipe:
    case ComponentId::Gm:
    case ComponentId::L2:
        return ComponentKind::Transfer;
    }
    return ComponentKind::Compute;
}

QString componentIdName(ComponentId id)
{
    switch (id) {
    case ComponentId::Cube:
        return QStringLiteral("cube");
    case ComponentId::Vector:
        return QStringLiteral("vector");
    case ComponentId::Scalar:
        return QStringLiteral("scalar");
    case ComponentId::Mte1:
        return QStringLiteral("mte1");
    case ComponentId::Mte2:
        return QStringLiteral("mte2");
    case ComponentId::Mte3:
        return QStringLiteral("mte3");
    case ComponentId::FixPipe:
        return QStringLiteral("fixpipe");
    case ComponentId::Gm:
        return QStringLiteral("gm");
    case ComponentId::L2:
        return QStringLiteral("l2");
    }
    return {};
}

std::optional<ComponentId> parseComponentId(QStringView name)
{
    for (ComponentId id : kAllComponents) {
        if (name.compare(componentIdName(id), Qt::CaseInsensitive) == 0)
            return id;
    }
    return std::nullopt;
}

bool isChipMemory(ComponentId id)
{
    return id == ComponentId::Gm || id == ComponentId::L2;
}

std::optional<ComponentId> parseChipMemoryId(QStringView name)
{
    for (ComponentId id : kChipMemories) {
        if (name.compare(componentIdName(id), Qt::CaseInsensitive) == 0)
            return id;
    }
    return std::nullopt;
}

QString componentDisplayName(ComponentId id)
{
    // Product names that the Chinese tools keep in English too (widgets/README.md §5.3).
    switch (id) {
    case ComponentId::Cube:
        return QStringLiteral("Cube");
    case ComponentId::Vector:
        return QStringLiteral("Vector");
    case ComponentId::Scalar:
        return QStringLiteral("Scalar");
    case ComponentId::Mte1:
        return QStringLiteral("MTE1");
    case ComponentId::Mte2:
        return QStringLiteral("MTE2");
    case ComponentId::Mte3:
        return QStringLiteral("MTE3");
    case ComponentId::FixPipe:
        return QStringLiteral("FixPipe");
    case ComponentId::Gm:
        return QStringLiteral("GM");
    case ComponentId::L2:
        return QStringLiteral("L2");
    }
    return {};
}

QString sideName(Side side)
{
    switch (side) {
    case Side::None:
        return {};
    case Side::Aic:
        return QStringLiteral("aic");
    case Side::Aiv:
        return QStringLiteral("aiv");
    }
    return {};
}

Side defaultSide(ComponentId id)
{
    switch (id) {
    case ComponentId::Cube:
    case ComponentId::Mte1:
    case ComponentId::FixPipe:
        return Side::Aic;
    case ComponentId::Vector:
    case ComponentId::Mte3:
        return Side::Aiv;
    case ComponentId::Scalar:
    case ComponentId::Mte2:
    case ComponentId::Gm:
    case ComponentId::L2:
        return Side::None;
    }
    return Side::None;
}

QString ComponentKey::toString() const
{
    if (side == Side::None)
        return componentIdName(id);
    return sideName(side) + u'.' + componentIdName(id);
}

QString ComponentKey::displayName() const
{
    // Said in the evidence sentence of nearly every kernel of a long run: each name is made
    // once, and handed out as raw data, so a copy costs neither an allocation nor a count
    // that both cores would write.
    constexpr size_t kIds = size_t(ComponentId::L2) + 1, kSides = size_t(Side::Aiv) + 1;
    static const std::array<std::array<std::u16string, kSides>, kIds> names = [] {
        std::array<std::array<std::u16string, kSides>, kIds> out;
        for (size_t i = 0; i < kIds; ++i) {
            for (size_t s = 0; s < kSides; ++s) {
                const auto side = Side(s);
                const QString name = side == Side::None
                    ? componentDisplayName(ComponentId(i))
                    : componentDisplayName(ComponentId(i)) + u" (" + sideName(side).toUpper() + u')';
                out[i][s] = name.toStdU16String();
            }
        }
        return out;
    }();
    if (size_t(id) >= kIds || size_t(side) >= kSides)
        return {};
    const std::u16string &name = names[size_t(id)][size_t(side)];
    return QString::fromRawData(reinterpret_cast<const QChar *>(name.data()), qsizetype(name.size()));
}

std::optional<ComponentKey> ComponentKey::parse(QStringView text)
{
    const qsizetype dot = text.indexOf(u'.');
    Side side = Side::None;
    QStringView name = text;
    if (dot >= 0) {
        const QStringView prefix = text.left(dot);
        if (prefix.compare(u"aic", Qt::CaseInsensitive) == 0)
            side = Side::Aic;
        else if (prefix.compare(u"aiv", Qt::CaseInsensitive) == 0)
            side = Side::Aiv;
        else
            return std::nullopt;
        name = text.mid(dot + 1);
    }
    const auto id = parseComponentId(name);
    if (!id)
        return std::nullopt;
    return ComponentKey{*id, side};
}

const QStringList &knownPrecisions()
{
    static const QStringList ids = {u"fp16"_qs, u"bf16"_qs,  u"fp32"_qs,  u"hf32"_qs, u"fp8"_qs, u"int8"_qs,
                                    u"int4"_qs, u"int16"_qs, u"int32"_qs, u"fp64"_qs, u"fp4"_qs};
    return ids;
}

const QStringList &knownPaths()
{
    static const QStringList ids = {u"gm_to_l1"_qs,  u"gm_to_l0a"_qs, u"gm_to_l0b"_qs, u"gm_to_ub"_qs,
                                    u"l1_to_l0a"_qs, u"l1_to_l0b"_qs, u"l1_to_ub"_qs,  u"ub_to_gm"_qs,
                                    u"ub_to_l1"_qs,  u"l0c_to_gm"_qs, u"l0c_to_l1"_qs};
    return ids;
}

bool isKnownPrecision(QStringView id)
{
    return knownPrecisions().contains(id);
}

bool isKnownPath(QStringView id)
{
    return knownPaths().contains(id);
}

bool isGmReadPath(QStringView id)
{
    return id.startsWith(u"gm_to_");
}

bool isGmWritePath(QStringView id)
{
    return id.endsWith(u"_to_gm");
}

} // namespace rl
