// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"
#include "core/roofline/componentpair.h"

#include <QString>

#include <optional>
#include <vector>

namespace rl {

// One component of one operator against its own roof (the operator-aware peak of its mix).
struct ComponentOverviewEntry
{
    ComponentKey key; // as the data named it
    QString name;     // "Cube", "MTE2 (AIV)"
    ComponentKind kind = ComponentKind::Compute;
    std::optional<double> U, E, R;
    std::optional<double> achievedPerSecond; // work / core time, whole operator (op/s or B/s)
    std::optional<double> roofPerSecond;     // operator-aware peak × clock × block dim
    QString dominantItem;                    // the precision or path taking most of the ideal time
    bool bound = false;                      // the component the verdict names
    // Chip memories (gm, l2): the level that served the GM-side bytes is shown in full, the
    // other faint, as a figure the verdict does not read; with the level unknown, both in full.
    bool served = false;
    bool faint = false;
};

// The paper's point label for one component pair of this operator: max(U_C, U_M).
struct PairUtilisation
{
    ComponentPair pair;
    double utilisation = 0.0;
};

struct ComponentOverview
{
    int operatorIndex = -1;
    double uThreshold = 0.8;
    double rThreshold = 0.8;
    ServedFrom servedFrom = ServedFrom::Unknown; // meaningful when an entry is a chip memory
    std::vector<ComponentOverviewEntry> entries; // Cube, Vector, Scalar, MTE1, MTE2, MTE3, FixPipe
    std::vector<PairUtilisation> pairs;          // the chip's pairs this operator has both U of
};

// An empty overview (no entries) for an index out of range.
ComponentOverview buildComponentOverview(const Analysis &analysis, int operatorIndex);

} // namespace rl
