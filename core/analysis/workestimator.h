// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/estimates/datatype.h"
#include "core/hardware/hardwarespec.h"
#include "core/model/operator.h"
#include "core/model/operatoridentity.h"

#include <QString>

#include <optional>
#include <unordered_map>

namespace rl {

namespace estimates {
struct AttentionForward; // estimates/attentionestimate.h
class AttentionPairing;  // estimates/attentionpairing.h
} // namespace estimates

// Work derived from operator type, shapes and data types when no PMU counters say it
// (work_source: estimated). Every formula, with its assumption, is in the README's
// "Work estimation" table; the estimators live in core/analysis/estimates/:
//   attentionestimate  FlashAttentionScore(Grad)
//   matmulestimate     MatMul family, BatchMatMul, GroupedMatmul
//   convestimate       Conv2D and depthwise convolution
//   vectorestimate     element-wise, norms, SwiGlu, rotary embedding, AdamW, softmax, reductions
//   memoryestimate     write-only kernels, gathers and slices, casts, copies and layout changes
// Unknown types, unparsable shapes or data types give no estimate.
struct WorkEstimate
{
    QString family; // "matmul", "attention", "elementwise", "write_only", ...
    ComponentId computeUnit = ComponentId::Vector;
    QString precision; // contract precision id; empty when operations is 0
    double operations = 0.0;
    double bytesRead = 0.0;    // from GM, all blocks together
    double bytesWritten = 0.0; // to GM, all blocks together
    // Results leave through the Vector side (MTE3) although the Cube does the operations:
    // MIX kernels whose Vector unit finishes the Cube's results (FlashAttention).
    bool vectorWritesResults = false;
    // What the formula had to assume because the profiler row does not say it ("full
    // (non-causal) attention assumed"); empty when the shapes determine the work.
    QString assumption;
};

// `forward`: for a backward attention kernel, what its forward kernel's tensors say
// (estimates/attentionpairing.h); ignored for every other kernel.
std::optional<WorkEstimate> estimateWork(const Operator &op, const estimates::AttentionForward *forward = nullptr);

// An operator's place in its profile is not known (no pairing with other operators).
inline constexpr size_t kNoOperatorIndex = size_t(-1);

// The operator's kernel type, lower case, as the estimators look it up: `type` when the
// profiler wrote one, else the last part of a torch_npu name ("aclnnInplaceMuls_MulAiCore_Mul"
// gives "mul"); an "aclnn" prefix is dropped and "Inplace" too except where it names a fill
// ("aclnnInplaceZero" gives "inplacezero", "InplaceAdd" gives "add").
QString estimatorType(const Operator &op);

// Estimates remembered per OperatorIdentity: an estimate depends on nothing but the name,
// type and tensors, and a long run repeats a few thousand kernels a quarter of a million
// times. One per thread, for one set of operators that outlives it. A backward attention
// kernel's estimate depends on its forward too: given the pairing of the profile the operators
// belong to, those are remembered per identity and forward.
class WorkEstimateCache
{
public:
    WorkEstimateCache() = default;
    explicit WorkEstimateCache(const estimates::AttentionPairing *pairing) : m_pairing(pairing) { }

    // `index`: the operator's place in the profile the pairing was made from.
    const std::optional<WorkEstimate> &estimate(const Operator &op, size_t index = kNoOperatorIndex);

private:
    struct PairedKey
    {
        OperatorIdentity identity;
        const estimates::AttentionForward *forward = nullptr;
        friend bool operator==(const PairedKey &, const PairedKey &) = default;
    };
    struct PairedKeyHash
    {
        size_t operator()(const PairedKey &k) const
        {
            return OperatorIdentityHash()(k.identity) ^ (std::hash<const void *>()(k.forward) * 8191);
        }
    };

    const estimates::AttentionPairing *m_pairing = nullptr;
    std::unordered_map<OperatorIdentity, std::optional<WorkEstimate>, OperatorIdentityHash> m_known;
    std::unordered_map<PairedKey, std::optional<WorkEstimate>, PairedKeyHash> m_paired;
};

// Attaches an estimate to the operator's components (creating the ones it needs on the right
// side of a separated chip) and marks it estimated. Returns the estimate applied, or nullopt
// (operator untouched) when it already has measured work or no estimate exists.
// `cache`, when given, is asked for the estimate instead of working it out, with `index`, the
// operator's place in the profile its pairing was made from.
std::optional<WorkEstimate> applyWorkEstimate(Operator &op, const HardwareSpec &hardware,
                                              WorkEstimateCache *cache = nullptr, size_t index = kNoOperatorIndex);

} // namespace rl
