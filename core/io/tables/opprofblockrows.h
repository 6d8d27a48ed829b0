// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/tables/pmumapping.h"

#include <QMap>
#include <QString>

namespace rl {

// The per-block rows of one msprof op metric-group file folded into the values of its one
// operator (core/io/README.md §5.1). Counts and volumes (`*_fops`, `*_datas`, `*_instructions`,
// `*_cycles`, `*instr_number`, L2 hit and miss counts) add up over the blocks; times, ratios,
// rates and bandwidths are per core, so their mean over the rows that wrote them is kept. L2 hit rates
// are no per-core figure either: where the group's hit and miss counts are there, the
// `*_write_hit_rate`, `*_read_hit_rate` and `*_total_hit_rate` columns are recomputed from the
// summed counts (a mean of per-block rates weighs a block with 3 accesses like one with 3,000).
class OpprofBlockRows
{
public:
    // One cell of one row; rows that leave a column empty (`NA`) do not call this.
    void add(const QString &metric, double value);
    PmuValues values() const;

private:
    struct Accumulator
    {
        double sum = 0.0;
        int rows = 0;
    };
    std::optional<double> sum(const QString &metric) const;
    void recomputeHitRates(PmuValues &values) const;

    QMap<QString, Accumulator> m_metrics;
};

} // namespace rl
