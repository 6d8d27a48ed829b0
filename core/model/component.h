// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/metricmap.h"

#include <QMap>
#include <QString>
#include <QStringView>

#include <array>
#include <compare>
#include <optional>

namespace rl {

// The AI Core components of the model (core/README.md §3.1): an instruction queue plus the unit
// serving it. Instructions inside one component run serially; components run in parallel.
// Gm and L2 are the chip-level memories that every core shares: they cap all GM-facing paths
// together, so an operator gets them as components of its result (work {read, write} bytes,
// U against the wall time) but no profiler input or hardware `components` entry names them.
enum class ComponentId : quint8 { Cube, Vector, Scalar, Mte1, Mte2, Mte3, FixPipe, Gm, L2 };
enum class ComponentKind : quint8 { Compute, Transfer };

// On separated chips (910B/910C/950) a component lives on the AIC (cube core) or the AIV
// (vector core) side; on coupled chips the side is None.
enum class Side : quint8 { None, Aic, Aiv };

inline constexpr std::array<ComponentId, 7> kAllComponents = {
    ComponentId::Cube, ComponentId::Vector, ComponentId::Scalar, ComponentId::Mte1,
    ComponentId::Mte2, ComponentId::Mte3,   ComponentId::FixPipe};
inline constexpr std::array<ComponentId, 2> kChipMemories = {ComponentId::Gm, ComponentId::L2};

bool isChipMemory(ComponentId id); // Gm or L2

ComponentKind kindOf(ComponentId id);
QString componentIdName(ComponentId id); // "cube", "mte2" (contract ids)
// The AI Core components only: inputs and hardware specs never name a chip memory.
std::optional<ComponentId> parseComponentId(QStringView name);
std::optional<ComponentId> parseChipMemoryId(QStringView name); // "gm", "l2"
QString componentDisplayName(ComponentId id);                   // "Cube", "MTE2", "FixPipe", "GM", "L2"
QString sideName(Side side);                                    // "", "aic", "aiv"

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
using WorkMap = MetricMap;

bool isKnownPrecision(QStringView id);
bool isKnownPath(QStringView id);
// GM-side transfer paths: reads from global memory (gm_to_*) and writes to it (*_to_gm).
bool isGmReadPath(QStringView id);
bool isGmWritePath(QStringView id);
const QStringList &knownPrecisions();
const QStringList &knownPaths();

} // namespace rl
