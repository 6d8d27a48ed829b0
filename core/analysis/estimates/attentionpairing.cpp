// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/estimates/attentionpairing.h"

#include "core/analysis/workestimator.h"
#include "core/model/operatoridentity.h"

#include <map>

namespace rl::estimates {

namespace {

// Whether `text` holds "attention" in any case. A long run is mostly other kernels, and a
// case-insensitive QString search of each took most of this pass.
bool holdsAttention(QStringView text)
{
    static constexpr char16_t kRest[] = u"ttention";
    for (qsizetype i = 0; i + 9 <= text.size(); ++i) {
        if ((text[i].unicode() | 0x20) != u'a')
            continue;
        qsizetype k = 0;
        while (k < 8 && (text[i + 1 + k].unicode() | 0x20) == kRest[k])
            ++k;
        if (k == 8)
            return true;
    }
    return false;
}

// A cheap test before the type is normalised, on the text estimatorType reads: the type, or the
// name when there is none.
bool mayBeAttention(const Operator &op)
{
    const QStringView type = QStringView(op.type).trimmed();
    if (!type.isEmpty() && type.compare(u"N/A", Qt::CaseInsensitive) != 0)
        return holdsAttention(type);
    return holdsAttention(op.name);
}

// The query, key and value dimensions one after another, each closed by -1.
std::optional<Dims> shapeSignature(const Operator &op)
{
    if (op.inputs.size() < 3)
        return std::nullopt;
    Dims signature;
    for (qsizetype i = 0; i < 3; ++i) {
        const auto dims = op.inputs[i].dims();
        if (!dims || dims->empty())
            return std::nullopt;
        signature.insert(signature.end(), dims->begin(), dims->end());
        signature.push_back(-1);
    }
    return signature;
}

// "FlashAttentionScore at kernel_details.csv:12": the name says which kernel, the place which call.
QString kernelLabel(const Operator &op, size_t index)
{
    const QString name = op.name.isEmpty() ? op.type : op.name;
    if (!op.sourceLocation.isEmpty())
        return name + u" at " + op.sourceLocation.toString();
    return name + u" (operator " + QString::number(index + 1) + u" of the profile)";
}

} // namespace

AttentionPairing::AttentionPairing(const std::vector<Operator> &operators)
{
    // What each kernel is, worked out once per identity: a long run repeats a few thousand
    // kernels, and the readers share their text (core/model/operatoridentity.h).
    struct Kind
    {
        bool forward = false, backward = false;
        Dims signature;
    };
    std::unordered_map<OperatorIdentity, Kind, OperatorIdentityHash> kinds;
    const auto kindOf = [&](const Operator &op) -> const Kind & {
        auto it = kinds.find(OperatorIdentity::of(op));
        if (it != kinds.end())
            return it->second;
        Kind k;
        if (mayBeAttention(op)) {
            const QString type = estimatorType(op);
            if (auto signature = shapeSignature(op)) {
                k.forward = isAttentionForwardType(type);
                k.backward = isAttentionBackwardType(type);
                k.signature = std::move(*signature);
            }
        }
        return kinds.emplace(OperatorIdentity::of(op), std::move(k)).first->second;
    };

    std::map<Dims, std::vector<size_t>> untaken; // forwards no backward took yet, latest last
    std::map<Dims, size_t> latest;               // the latest forward of each signature
    std::map<size_t, size_t> forwardOfBackward;
    for (size_t i = 0; i < operators.size(); ++i) {
        const Kind &k = kindOf(operators[i]);
        if (k.forward) {
            untaken[k.signature].push_back(i);
            latest[k.signature] = i;
        } else if (!k.backward) {
            continue;
        } else if (auto open = untaken.find(k.signature); open != untaken.end() && !open->second.empty()) {
            forwardOfBackward.emplace(i, open->second.back());
            open->second.pop_back();
        } else if (auto last = latest.find(k.signature); last != latest.end()) {
            forwardOfBackward.emplace(i, last->second);
        }
    }

    // What each forward taken says: read once per identity, named per call.
    std::unordered_map<OperatorIdentity, std::optional<AttentionForward>, OperatorIdentityHash> readings;
    std::map<size_t, std::optional<size_t>> slotOfForward;
    for (const auto &[backward, forward] : forwardOfBackward) {
        auto slot = slotOfForward.find(forward);
        if (slot == slotOfForward.end()) {
            const Operator &op = operators[forward];
            auto reading = readings.find(OperatorIdentity::of(op));
            if (reading == readings.end()) {
                std::optional<AttentionForward> facts;
                const auto in = tensorsOf(op.inputs);
                const auto out = tensorsOf(op.outputs);
                if (in && out)
                    facts = readAttentionForward(estimatorType(op), *in, *out);
                reading = readings.emplace(OperatorIdentity::of(op), std::move(facts)).first;
            }
            std::optional<size_t> at;
            if (reading->second) {
                at = m_forwards.size();
                m_forwards.push_back(*reading->second);
                m_forwards.back().kernel = kernelLabel(op, forward);
            }
            slot = slotOfForward.emplace(forward, at).first;
        }
        if (slot->second)
            m_slotOfBackward.emplace(backward, *slot->second);
    }
}

const AttentionForward *AttentionPairing::forwardOf(size_t index) const
{
    const auto it = m_slotOfBackward.find(index);
    return it == m_slotOfBackward.end() ? nullptr : &m_forwards[it->second];
}

} // namespace rl::estimates
