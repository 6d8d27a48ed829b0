// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"
#include "core/report/jsonutil.h"

#include <optional>

namespace rl {

enum class BottleneckGrouping {
    Type,    // one item per operator type (typegroups.h)
    Operator // one item per kernel group (Analysis::groups), identified by its representative's index and name
};

struct BottleneckQuery
{
    BottleneckGrouping groupBy = BottleneckGrouping::Type;
    std::optional<Category> category; // only items of this category
    qsizetype offset = 0;             // items skipped (what the cursor holds)
    int limit = 20;                   // 1..100, checked by the caller
};

struct BottleneckPage
{
    json::Json items = json::Json::array(); // contract §7d `bottlenecks` items
    std::optional<qsizetype> nextOffset;    // where the next page starts; nullopt on the last
    qsizetype total = 0;                    // items matching the query over every page
};

// One page of the bottleneck list, most estimated gain first. The page holds at most `limit`
// items and stops earlier when its items' JSON text would pass `byteBudget` bytes (at least one
// item, each item's evidence and advice kept whole), so the answer stays inside the agent
// interface's bound whatever the run's size (core/agent/README.md §3).
BottleneckPage bottleneckPage(const Analysis &analysis, const BottleneckQuery &query, size_t byteBudget);

} // namespace rl
