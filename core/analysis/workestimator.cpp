// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/workestimator.h"

#include "core/analysis/estimates/attentionestimate.h"
#include "core/analysis/estimates/attentionpairing.h"
#include "core/analysis/estimates/convestimate.h"
#include "core/analysis/estimates/matmulestimate.h"
#include "core/analysis/estimates/memoryestimate.h"
#include "core/analysis/estimates/tensor.h"
#include "core/analysis/estimates/vectorestimate.h"
#include "core/model/metricnames.h"

namespace rl {

namespace {

// In-place fills keep their prefix: they write without reading, unlike InplaceAdd.
bool isInplaceFill(const QString &t)
{
    return t == u"inplacezero" || t == u"inplaceone" || t.startsWith(u"inplacefill");
}

} // namespace

QString estimatorType(const Operator &op)
{
    QString t = op.type.trimmed();
    if (t.isEmpty() || t.compare(u"N/A", Qt::CaseInsensitive) == 0) {
        // torch_npu names read "aclnn<Api>_<Kernel>_<Type>"; a bare API name stands alone.
        t = op.name.trimmed();
        if (const qsizetype cut = t.lastIndexOf(u'_'); cut >= 0 && cut + 1 < t.size())
            t = t.mid(cut + 1);
    }
    t = t.toLower();
    if (t.startsWith(u"aclnn"))
        t = t.mid(5);
    if (t.startsWith(u"inplace") && t.size() > 7 && !isInplaceFill(t))
        t = t.mid(7);
    return t;
}

std::optional<WorkEstimate> estimateWork(const Operator &op, const estimates::AttentionForward *forward)
{
    const auto in = estimates::tensorsOf(op.inputs);
    const auto out = estimates::tensorsOf(op.outputs);
    if (!in || !out || (in->empty() && out->empty()))
        return std::nullopt;
    const QString t = estimatorType(op);
    std::optional<WorkEstimate> w = estimates::estimateAttention(t, *in, *out, forward);
    if (!w)
        w = estimates::estimateMatMul(t, *in, *out);
    if (!w)
        w = estimates::estimateConv(t, *in, *out);
    if (!w)
        w = estimates::estimateMemory(t, *in, *out);
    if (!w)
        w = estimates::estimateVector(t, *in, *out);
    if (w && w->operations > 0.0 && w->precision.isEmpty())
        return std::nullopt; // compute in a type without a precision id
    return w;
}

const std::optional<WorkEstimate> &WorkEstimateCache::estimate(const Operator &op, size_t index)
{
    const OperatorIdentity identity = OperatorIdentity::of(op);
    if (const estimates::AttentionForward *forward = m_pairing ? m_pairing->forwardOf(index) : nullptr) {
        auto paired = m_paired.find({identity, forward});
        if (paired == m_paired.end())
            paired = m_paired.emplace(PairedKey{identity, forward}, estimateWork(op, forward)).first;
        return paired->second;
    }
    auto it = m_known.find(identity);
    if (it == m_known.end())
        it = m_known.emplace(identity, estimateWork(op)).first;
    return it->second;
}

namespace {

// The interned copy of an estimate's precision: a run's estimates name a handful of them, most
// kernels the one the kernel before named.
const QString *internedPrecision(const QString &precision)
{
    thread_local QString last;
    thread_local const QString *lastInterned = nullptr;
    if (!lastInterned || last != precision) {
        last = precision;
        lastInterned = MetricNames::intern(precision);
    }
    return lastInterned;
}

} // namespace

std::optional<WorkEstimate> applyWorkEstimate(Operator &op, const HardwareSpec &hardware, WorkEstimateCache *cache,
                                              size_t index)
{
    if (op.workSource == WorkSource::Measured)
        return std::nullopt;
    for (const ComponentSample &c : op.components) {
        if (!c.work.isEmpty())
            return std::nullopt;
    }
    auto w = cache ? cache->estimate(op, index) : estimateWork(op);
    if (!w)
        return std::nullopt;
    const bool separated = hardware.isSeparated();
    const bool cube = w->computeUnit == ComponentId::Cube;
    // Existing samples keep their key (and side); new ones get the side the work runs on.
    auto sample = [&](ComponentId id, Side side) -> ComponentSample & {
        for (ComponentSample &c : op.components) {
            if (c.key.id == id && (c.key.side == Side::None || c.key.side == side || !separated))
                return c;
        }
        return op.componentRef(ComponentKey{id, separated ? side : Side::None});
    };
    const Side side = cube ? Side::Aic : Side::Aiv;
    // Work items by their interned names: most kernels of a long run without measured work
    // are estimated, and making each item's name and looking it up was a tenth of analysing one.
    static const QString *const kGmToL1 = MetricNames::intern(u"gm_to_l1"_qs);
    static const QString *const kGmToUb = MetricNames::intern(u"gm_to_ub"_qs);
    static const QString *const kL0cToGm = MetricNames::intern(u"l0c_to_gm"_qs);
    static const QString *const kUbToGm = MetricNames::intern(u"ub_to_gm"_qs);
    if (w->operations > 0.0)
        sample(w->computeUnit, side).work.valueOfInterned(internedPrecision(w->precision)) += w->operations;
    if (w->bytesRead > 0.0)
        sample(ComponentId::Mte2, side).work.valueOfInterned(cube ? kGmToL1 : kGmToUb) += w->bytesRead;
    if (w->bytesWritten > 0.0) {
        // Cube results leave through FixPipe on separated chips, through UB (MTE3) elsewhere.
        if (cube && separated && !w->vectorWritesResults)
            sample(ComponentId::FixPipe, Side::Aic).work.valueOfInterned(kL0cToGm) += w->bytesWritten;
        else
            sample(ComponentId::Mte3, Side::Aiv).work.valueOfInterned(kUbToGm) += w->bytesWritten;
    }
    op.workSource = WorkSource::Estimated;
    return w;
}

} // namespace rl
