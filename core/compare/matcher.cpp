// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/compare/matcher.h"

#include <QHash>
#include <QStringList>

#include <algorithm>
#include <deque>

namespace rl {

QString matchRuleId(MatchRule rule)
{
    switch (rule) {
    case MatchRule::Key:
        return u"key"_qs;
    case MatchRule::TypeOrder:
        return u"type_order"_qs;
    case MatchRule::Manual:
        return u"manual"_qs;
    }
    return {};
}

void MatchOverrides::rematch(int baselineIndex, int candidateIndex)
{
    std::erase_if(
        pairs, [&](const Pair &p) { return p.baselineIndex == baselineIndex || p.candidateIndex == candidateIndex; });
    std::erase(unmatchedBaseline, baselineIndex);
    std::erase(unmatchedCandidate, candidateIndex);
    pairs.push_back({baselineIndex, candidateIndex});
}

void MatchOverrides::unmatch(int baselineIndex, int candidateIndex)
{
    std::erase_if(pairs, [&](const Pair &p) {
        return p.baselineIndex == baselineIndex || (candidateIndex >= 0 && p.candidateIndex == candidateIndex);
    });
    if (std::find(unmatchedBaseline.begin(), unmatchedBaseline.end(), baselineIndex) == unmatchedBaseline.end())
        unmatchedBaseline.push_back(baselineIndex);
    if (candidateIndex >= 0
        && std::find(unmatchedCandidate.begin(), unmatchedCandidate.end(), candidateIndex) == unmatchedCandidate.end())
        unmatchedCandidate.push_back(candidateIndex);
}

namespace {

QString shapes(const TensorList &tensors)
{
    QStringList list;
    list.reserve(qsizetype(tensors.size()));
    for (const TensorDesc &t : tensors)
        list << t.shape;
    return list.join(u';');
}

// Operator indices not yet taken, queued per key in input order.
using Queues = QHash<QString, std::deque<int>>;

} // namespace

QString operatorMatchKey(const Operator &op)
{
    return op.name + u'|' + op.type + u'|' + shapes(op.inputs) + u'|' + shapes(op.outputs);
}

MatchResult matchOperators(const Profile &baseline, const Profile &candidate, const MatchOverrides &overrides)
{
    const int nb = int(baseline.operators.size());
    const int nc = int(candidate.operators.size());
    std::vector<bool> takenB(size_t(nb), false), takenC(size_t(nc), false);
    MatchResult result;

    auto inB = [&](int i) { return i >= 0 && i < nb; };
    auto inC = [&](int i) { return i >= 0 && i < nc; };
    for (int i : overrides.unmatchedBaseline) {
        if (inB(i))
            takenB[size_t(i)] = true;
    }
    for (int i : overrides.unmatchedCandidate) {
        if (inC(i))
            takenC[size_t(i)] = true;
    }
    for (const MatchOverrides::Pair &p : overrides.pairs) {
        if (!inB(p.baselineIndex) || !inC(p.candidateIndex) || takenB[size_t(p.baselineIndex)]
            || takenC[size_t(p.candidateIndex)])
            continue;
        takenB[size_t(p.baselineIndex)] = takenC[size_t(p.candidateIndex)] = true;
        result.matches.push_back({p.baselineIndex, p.candidateIndex, MatchRule::Manual, u"manual"_qs});
    }

    // Rule 1: the k-th baseline operator with a key pairs with the k-th free candidate one.
    Queues byKey;
    for (int i = 0; i < nc; ++i) {
        if (!takenC[size_t(i)])
            byKey[operatorMatchKey(candidate.operators[size_t(i)])].push_back(i);
    }
    for (int i = 0; i < nb; ++i) {
        if (takenB[size_t(i)])
            continue;
        const QString key = operatorMatchKey(baseline.operators[size_t(i)]);
        auto it = byKey.find(key);
        if (it == byKey.end() || it->empty())
            continue;
        const int c = it->front();
        it->pop_front();
        takenB[size_t(i)] = takenC[size_t(c)] = true;
        result.matches.push_back({i, c, MatchRule::Key, key});
    }

    // Rule 2: what is left pairs by order within a type (shapes or names changed).
    Queues byType;
    for (int i = 0; i < nc; ++i) {
        const QString &type = candidate.operators[size_t(i)].type;
        if (!takenC[size_t(i)] && !type.isEmpty())
            byType[type].push_back(i);
    }
    QHash<QString, int> ordinal;
    for (int i = 0; i < nb; ++i) {
        const QString &type = baseline.operators[size_t(i)].type;
        if (takenB[size_t(i)] || type.isEmpty())
            continue;
        auto it = byType.find(type);
        if (it == byType.end() || it->empty())
            continue;
        const int c = it->front();
        it->pop_front();
        takenB[size_t(i)] = takenC[size_t(c)] = true;
        const int k = ordinal[type]++;
        result.matches.push_back({i, c, MatchRule::TypeOrder, u"type:"_qs + type + u'#' + QString::number(k)});
    }

    std::sort(result.matches.begin(), result.matches.end(),
              [](const OperatorMatch &a, const OperatorMatch &b) { return a.baselineIndex < b.baselineIndex; });
    std::vector<bool> matchedB(size_t(nb), false), matchedC(size_t(nc), false);
    for (const OperatorMatch &m : result.matches) {
        matchedB[size_t(m.baselineIndex)] = true;
        matchedC[size_t(m.candidateIndex)] = true;
    }
    for (int i = 0; i < nb; ++i) {
        if (!matchedB[size_t(i)])
            result.unmatchedBaseline.push_back(i);
    }
    for (int i = 0; i < nc; ++i) {
        if (!matchedC[size_t(i)])
            result.unmatchedCandidate.push_back(i);
    }
    return result;
}

} // namespace rl
