// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/agent/compareanswer.h"

#include "core/compare/regressiongate.h"
#include "core/report/comparisonjson.h"

namespace rl {

using json::Json;

namespace {

constexpr int kTopDeltas = 10;

// The deltas at `indices` as the comparison JSON's `matches` hold them (comparisonjson.h).
Json deltas(const Comparison &c, const std::vector<int> &indices)
{
    Json list = Json::array();
    for (int i : indices) {
        const QByteArray text = comparisonDeltaJson(c, c.deltas[size_t(i)]);
        Json delta = Json::parse(text.constData(), text.constData() + text.size(), nullptr, false);
        if (!delta.is_discarded())
            list.push_back(std::move(delta));
    }
    return list;
}

} // namespace

json::Json compareAnswer(const Comparison &comparison, std::optional<double> failOnRegressionPct)
{
    Json answer;
    answer["speedup"] = json::opt(comparison.speedup);
    if (failOnRegressionPct)
        answer["gate"] = Json{{"threshold_pct", *failOnRegressionPct},
                              {"passed", regressionGate(comparison, *failOnRegressionPct).passed()}};
    else
        answer["gate"] = nullptr;
    answer["top_regressions"] = deltas(comparison, comparison.topRegressions(kTopDeltas));
    answer["top_improvements"] = deltas(comparison, comparison.topImprovements(kTopDeltas));
    answer["unmatched"] = Json{{"baseline", qint64(comparison.unmatchedBaseline.size())},
                               {"candidate", qint64(comparison.unmatchedCandidate.size())}};
    return answer;
}

} // namespace rl
