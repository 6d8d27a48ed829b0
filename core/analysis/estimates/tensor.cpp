// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/estimates/tensor.h"

#include "core/analysis/estimates/datatype.h"

#include <numeric>

namespace rl::estimates {

namespace {

// torch_npu writes "FORMAT_ND" and "NC1HWC0:1" where msprof writes "ND" and "NC1HWC0".
QString canonicalFormat(const QString &format)
{
    QString f = format.trimmed().toUpper();
    if (f.startsWith(u"FORMAT_"))
        f = f.mid(7);
    if (const qsizetype colon = f.indexOf(u':'); colon > 0)
        f.truncate(colon);
    return f;
}

} // namespace

double numel(const Dims &dims)
{
    return std::accumulate(dims.begin(), dims.end(), 1.0, [](double a, qint64 b) { return a * double(b); });
}

double Tensor::bytes() const
{
    return elements() * bytesOfDataType(dataType);
}

qint64 Tensor::dim(int i) const
{
    const int n = rank();
    const int at = i < 0 ? n + i : i;
    return at >= 0 && at < n ? dims[size_t(at)] : 0;
}

std::optional<std::vector<Tensor>> tensorsOf(const TensorList &descs)
{
    std::vector<Tensor> out;
    out.reserve(descs.size());
    for (const TensorDesc &d : descs) {
        const auto dims = d.dims();
        if (!dims || bytesOfDataType(d.dataType) == 0)
            return std::nullopt;
        out.push_back({*dims, d.dataType, canonicalFormat(d.format)});
    }
    return out;
}

double totalBytes(const std::vector<Tensor> &tensors)
{
    double b = 0.0;
    for (const Tensor &t : tensors)
        b += t.bytes();
    return b;
}

double totalElements(const std::vector<Tensor> &tensors)
{
    double n = 0.0;
    for (const Tensor &t : tensors)
        n += t.elements();
    return n;
}

const Tensor *given(const std::vector<Tensor> &tensors, size_t index)
{
    return index < tensors.size() && tensors[index].present() ? &tensors[index] : nullptr;
}

} // namespace rl::estimates
