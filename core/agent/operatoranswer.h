// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"
#include "core/report/jsonutil.h"

#include <QString>

#include <optional>

namespace rl {

// The operator object of `rooflens.analysis/1` (the same fields `analyze --json` writes for it),
// with each advice item's explanation and condition inline instead of in the catalogue
// (core/agent/README.md §4). `index` is the operator's `index`; out of range gives null. Lists
// that would take the text past `byteBudget` bytes (a pipeline's per-core units) are cut and
// named in `"truncated": { "<path>": <entries cut> }`.
json::Json operatorAnswer(const Analysis &analysis, int index, size_t byteBudget);

// Not OperatorMatch: that is a matched pair of a comparison (core/compare/matcher.h).
struct OperatorNameMatch
{
    int index = -1;     // the first operator (input order) whose name is `name`, else whose name contains it
    int matchCount = 0; // how many operators match that way
};

// The operator an assistant names: exact name first, then case-insensitive substring.
std::optional<OperatorNameMatch> findOperatorByName(const Analysis &analysis, const QString &name);

} // namespace rl
