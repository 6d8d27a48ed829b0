// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/profile.h"

#include <QString>

#include <vector>

namespace rl {

// How a baseline operator found its candidate.
enum class MatchRule : quint8 {
    Key,       // same name, type and shapes (the k-th occurrence with the k-th)
    TypeOrder, // same type, paired by order among the operators the key left over
    Manual,    // chosen by the user
};
QString matchRuleId(MatchRule rule); // "key", "type_order", "manual" (JSON ids)

struct OperatorMatch
{
    int baselineIndex = -1;  // into the baseline Profile::operators
    int candidateIndex = -1; // into the candidate Profile::operators
    MatchRule rule = MatchRule::Key;
    QString key; // what they share: the operator key, "type:<T>#k" or "manual"
};

// The user's corrections, kept as data so the GUI can store them and recompute: forced
// pairs win over every rule; forced unmatched operators take part in no rule.
struct MatchOverrides
{
    struct Pair
    {
        int baselineIndex = -1;
        int candidateIndex = -1;
        friend bool operator==(const Pair &, const Pair &) = default;
    };
    std::vector<Pair> pairs;
    std::vector<int> unmatchedBaseline;
    std::vector<int> unmatchedCandidate;

    bool isEmpty() const { return pairs.empty() && unmatchedBaseline.empty() && unmatchedCandidate.empty(); }
    // Re-match: pairs the two, dropping earlier overrides that involved either of them.
    void rematch(int baselineIndex, int candidateIndex);
    // Unmatch: the baseline operator stays alone (and so does its former partner, if given).
    void unmatch(int baselineIndex, int candidateIndex = -1);
    friend bool operator==(const MatchOverrides &, const MatchOverrides &) = default;
};

struct MatchResult
{
    std::vector<OperatorMatch> matches;  // ordered by baseline index
    std::vector<int> unmatchedBaseline;  // ascending
    std::vector<int> unmatchedCandidate; // ascending
};

// "name|type|in-shapes|out-shapes": what identifies the same operator in two runs.
QString operatorMatchKey(const Operator &op);

// Pairs the operators of two runs: by key first, then by order within a type (operators
// with no type take part in the key rule only); `overrides` apply before both rules.
// Indices in `overrides` that are out of range are ignored.
MatchResult matchOperators(const Profile &baseline, const Profile &candidate, const MatchOverrides &overrides = {});

} // namespace rl
