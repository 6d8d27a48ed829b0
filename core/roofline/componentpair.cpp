// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/roofline/componentpair.h"

namespace rl {

namespace {

// Cube, Vector, MTE1, MTE3 and FixPipe live on one side only, so naming the side adds noise;
// Scalar and MTE2 exist on both and need it.
QString shortName(const ComponentKey &key)
{
    const bool ambiguous = key.id == ComponentId::Scalar || key.id == ComponentId::Mte2;
    return ambiguous ? key.displayName() : componentDisplayName(key.id);
}

ComponentKey key(ComponentId id, Side side = Side::None)
{
    return ComponentKey{id, side};
}

} // namespace

QString ComponentPair::id() const
{
    return compute.toString() + u'-' + transfer.toString();
}

QString ComponentPair::title() const
{
    return shortName(compute) + u" × " + shortName(transfer);
}

std::vector<ComponentPair> componentPairsFor(const HardwareSpec &hardware)
{
    using enum ComponentId;
    if (!hardware.isKnown())
        return {}; // no roofs without a chip
    if (!hardware.isSeparated()) {
        return {{key(Cube), key(Mte2)},   {key(Cube), key(Mte1)},   {key(Cube), key(Mte3)},  {key(Vector), key(Mte2)},
                {key(Vector), key(Mte3)}, {key(Scalar), key(Mte2)}, {key(Scalar), key(Mte3)}};
    }
    const Side aic = Side::Aic;
    const Side aiv = Side::Aiv;
    return {{key(Cube, aic), key(Mte2, aic)},   {key(Cube, aic), key(Mte1, aic)},   {key(Cube, aic), key(FixPipe, aic)},
            {key(Vector, aiv), key(Mte2, aiv)}, {key(Vector, aiv), key(Mte3, aiv)}, {key(Scalar, aic), key(Mte2, aic)},
            {key(Scalar, aiv), key(Mte2, aiv)}, {key(Scalar, aiv), key(Mte3, aiv)}};
}

} // namespace rl
