// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMap>
#include <QString>
#include <QStringView>

#include <array>
#include <compare>
#include <optional>

namespace rl {

// The AI Core components of the model (model.md §2.1): an instruction queue plus the unit
// serving it. Instructions inside one component run serially; components run in parallel.
enum class ComponentId : quint8 { Cube, Vector, Scalar, Mte1, Mte2, Mte3, FixPipe };
enum class ComponentKind : quint8 { Compute, Transfer };

// On separated chips (910B/910C/950) a component lives on the AIC (cube core) or the AIV
// (vector core) side; on coupled chips the side is None.
enum class Side : quint8 { None, Aic, Aiv };

inline constexpr std::array<ComponentId, 7> kAllComponents = {
    ComponentId::Cube, ComponentId::Vector, ComponentId::Scalar, ComponentId::Mte1,
    ComponentId::Mte2, ComponentId::Mte3, ComponentId::FixPipe};

ComponentKind kindOf(ComponentId id);
QString componentIdName(ComponentId id);           // "cube", "mte2" (contract ids)
std::optional<ComponentId> parseComponentId(QStringView name);
QString componentDisplayName(ComponentId id);      // "Cube", "MTE2", "FixPipe"
QString sideName(Side side);                       // "", "aic", "aiv"

// The side a component belongs to on a separated chip when the data does not say:
// Cube/MTE1/FixPipe are AIC only, Vector/MTE3 AIV only; Scalar and MTE2 exist on both.
Side defaultSide(ComponentId id);

struct ComponentKey
{
    ComponentId id = ComponentId::Cube;
    Side side = Side::None;

    QString toString() const;    // "cube", "aic.scalar"
    QString displayName() const; // "Cube", "Scalar (AIC)"
    static std::optional<ComponentKey> parse(QStringView text);

    friend auto operator<=>(const ComponentKey &, const ComponentKey &) = default;
    friend bool operator==(const ComponentKey &, const ComponentKey &) = default;
};

// Work per precision (operations) or per transfer path (bytes), keyed by contract ids
// ("fp16", "gm_to_ub"). Totals over all blocks. Ordered so every output is deterministic.
using WorkMap = QMap<QString, double>;

bool isKnownPrecision(QStringView id);
bool isKnownPath(QStringView id);
const QStringList &knownPrecisions();
const QStringList &knownPaths();

} // namespace rl
