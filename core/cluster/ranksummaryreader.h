// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/crossrankgroups.h"
#include "core/cluster/clusterresult.h"

#include <QByteArray>

#include <memory>
#include <optional>
#include <variant>
#include <vector>

namespace rl {

// What the reduce takes of one rank summary (core/cluster/README.md §3): its row of `ranks[]`
// and its operator types for the table across ranks.
struct ReducibleSummary
{
    ClusterRank row;
    qint64 operatorCount = 0;
    std::vector<RankTypeGroup> types; // calls, total, shortest, longest, category (timeBy not read)
};

// Reads `rooflens.rank-summary/1` text with simdjson, keeping the parser's buffers from one
// summary to the next. A summary that is not JSON names the byte offset (nlohmann's words, as
// before simdjson), one of another schema says so, a field of the wrong kind is named
// ("operator_types[3].calls: a whole number was expected"): such a summary is a missing rank.
class RankSummaryReader
{
public:
    RankSummaryReader();
    ~RankSummaryReader();
    RankSummaryReader(const RankSummaryReader &) = delete;
    RankSummaryReader &operator=(const RankSummaryReader &) = delete;

    std::variant<ReducibleSummary, MissingRank> read(const QByteArray &text, const QString &file);

private:
    struct Parser;
    std::unique_ptr<Parser> m_parser;
};

// The rank a summary file was written for, from its name: rank_12.json, rank12.json,
// rank_12_ascend_pt.json.
std::optional<int> rankFromFileName(const QString &file);

} // namespace rl
