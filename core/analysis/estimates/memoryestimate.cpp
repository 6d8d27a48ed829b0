// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/estimates/memoryestimate.h"

#include "core/analysis/estimates/datatype.h"
#include "core/analysis/estimates/typenames.h"

#include <algorithm>

namespace rl::estimates {

namespace {

// Their inputs are a shape and a value, or the tensor only for its shape: nothing is read.
bool isWriteOnly(const QString &t)
{
    return oneOf(t,
                 {u"zeroslike", u"oneslike", u"fill", u"filld", u"fills", u"inplacezero", u"inplaceone", u"inplacefill",
                  u"inplacefillscalar", u"inplacefilltensor", u"zero", u"zeros", u"ones"});
}

// The source is indexed: only the rows or elements copied are read, plus the indices.
bool isGather(const QString &t)
{
    return oneOf(t,
                 {u"gatherv2", u"gatherv2d", u"gather", u"gatherv3", u"gatherelements", u"gatherd", u"embedding",
                  u"indexselect", u"index", u"slice", u"sliced", u"stridedslice", u"stridedsliced", u"stridedslicev2",
                  u"stridedslicev3", u"asstrided"});
}

// Every input is read once, every output written once, no arithmetic.
bool isCopy(const QString &t)
{
    return oneOf(t, {u"transdata",    u"transpose", u"transposed", u"permute",  u"concat",   u"concatd",
                     u"concatv2",     u"concatv2d", u"pack",       u"stack",    u"split",    u"splitd",
                     u"splitv",       u"splitvd",   u"unpack",     u"tile",     u"tiled",    u"broadcastto",
                     u"broadcasttod", u"expand",    u"tensormove", u"viewcopy", u"identity", u"memcpy"});
}

WorkEstimate moved(const QString &family, double read, double written)
{
    WorkEstimate w;
    w.family = family;
    w.bytesRead = read;
    w.bytesWritten = written;
    return w;
}

// Cast converts each element once on the Vector, counted in the source's precision (the
// destination's when the source has no precision id, as INT64 has not).
WorkEstimate cast(const std::vector<Tensor> &in, const std::vector<Tensor> &out)
{
    WorkEstimate w = moved(u"cast"_qs, totalBytes(in), totalBytes(out));
    w.precision = precisionOfDataType(in[0].dataType);
    if (w.precision.isEmpty() && !out.empty())
        w.precision = precisionOfDataType(out[0].dataType);
    if (!w.precision.isEmpty())
        w.operations = in[0].elements();
    return w;
}

} // namespace

std::optional<WorkEstimate> estimateMemory(const QString &type, const std::vector<Tensor> &in,
                                           const std::vector<Tensor> &out)
{
    if (isWriteOnly(type)) {
        if (out.empty())
            return std::nullopt;
        WorkEstimate w = moved(u"write_only"_qs, 0.0, totalBytes(out));
        w.assumption = u"write-only: the inputs give a shape or a value, nothing is read from GM"_qs;
        return w;
    }
    if (in.empty())
        return std::nullopt;
    if (isGather(type)) {
        if (out.empty())
            return std::nullopt;
        // Indices, offsets and strides follow the source: all of them are read. A source row
        // gathered twice (repeated tokens, overlapping strided windows) is counted once at most.
        const double copied = totalBytes(out);
        const double indices = totalBytes(std::vector<Tensor>(in.begin() + 1, in.end()));
        WorkEstimate w = moved(u"gather"_qs, std::min(copied, in[0].bytes()) + indices, copied);
        w.assumption = u"reads only the elements it copies (at element, not 32-byte burst, granularity)"_qs;
        return w;
    }
    if (type == u"cast")
        return cast(in, out);
    if (isCopy(type))
        return moved(u"movement"_qs, totalBytes(in), totalBytes(out));
    return std::nullopt;
}

} // namespace rl::estimates
