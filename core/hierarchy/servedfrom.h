// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rl {

// Which memory level served an operator's global-memory bytes (core/hierarchy/README.md §2):
// every GM-side byte passes L2, and a read hits L2 when an earlier kernel left the data there.
// Meaningful only on operators whose GM-side traffic is known (they have a `gm` component).
enum class ServedFrom : quint8 {
    Unknown, // no hit rate, no proof, and the working set fits L2 (or is unknown)
    L2,      // a measured hit rate of at least a half, or bytes/time above the HBM roof
    Gm,      // a measured hit rate below a half, or a working set larger than L2
};

// "l2", "gm", "unknown": the contract's `served_from` values.
QString servedFromName(ServedFrom level);
// The level in words for sentences: "L2", "HBM", "unknown".
QString servedFromText(ServedFrom level);

} // namespace rl
