// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/operators/operatorfilter.h"

#include <optional>

namespace rl {

// What OperatorFilterProxy asks of the table it filters about a top-level row, without a
// QVariant per question: a quarter of a million rows are then filtered and sorted in tens of
// milliseconds instead of seconds (rooflens_guibench). OperatorTableModel and KernelGroupModel
// implement it.
class OperatorRows
{
public:
    virtual ~OperatorRows() = default;
    virtual bool rowPasses(int row, const OperatorFilter &filter) const = 0;
    // The number a column sorts by (unknown figures −1, below every known one); nullopt for a
    // text column, which sorts by its text, case-insensitively.
    virtual std::optional<double> sortNumber(int row, int column) const = 0;

protected:
    OperatorRows() = default;
    OperatorRows(const OperatorRows &) = default;
    OperatorRows &operator=(const OperatorRows &) = default;
};

} // namespace rl
