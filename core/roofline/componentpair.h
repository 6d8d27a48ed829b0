// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/hardware/hardwarespec.h"
#include "core/model/component.h"

#include <QString>

#include <vector>

namespace rl {

// One Roofline chart of the component-based model: a compute component C against a transfer
// component M (core/README.md §3.1). Keys carry the side resolved for the chip (AIC/AIV on
// separated chips, None on coupled ones), so they compare equal to effectiveKey() of a result.
struct ComponentPair
{
    ComponentKey compute;
    ComponentKey transfer;

    QString id() const;    // "cube-mte2", "aiv.scalar-aiv.mte3": stable, for file names
    QString title() const; // "Cube × MTE2", "Scalar (AIV) × MTE3"

    friend bool operator==(const ComponentPair &, const ComponentPair &) = default;
};

// The pairs that apply to a chip. Coupled chips (the paper's 910/310): Cube×MTE2, Cube×MTE1,
// Cube×MTE3, Vector×MTE2, Vector×MTE3, Scalar×MTE2, Scalar×MTE3. Separated chips (910B/910C/
// 950, core/README.md §3.1): Cube | MTE2 (AIC), MTE1, FixPipe; Vector | MTE2 (AIV), MTE3;
// Scalar (AIC) | MTE2 (AIC); Scalar (AIV) | MTE2 (AIV), MTE3.
std::vector<ComponentPair> componentPairsFor(const HardwareSpec &hardware);

// A component key with its side resolved the way the model resolves it (ComponentModel::sideOf):
// None on coupled chips; the given side, else the component's default side, on separated ones.
inline ComponentKey effectiveKey(const HardwareSpec &hardware, const ComponentKey &key)
{
    if (!hardware.isSeparated())
        return ComponentKey{key.id, Side::None};
    return ComponentKey{key.id, key.side != Side::None ? key.side : defaultSide(key.id)};
}

// Whether a component of an operator's results is the pair's component `pairKey`. A Scalar or
// MTE2 sample that names no side on a separated chip matches that component on either side.
// Inline: each chart asks it of every component of every operator (millions of times when a
// long run's single calls are shown).
inline bool isPairComponent(const HardwareSpec &hardware, const ComponentKey &resultKey, const ComponentKey &pairKey)
{
    if (resultKey.id != pairKey.id)
        return false;
    const ComponentKey resolved = effectiveKey(hardware, resultKey);
    return resolved.side == Side::None || resolved.side == pairKey.side;
}

} // namespace rl
