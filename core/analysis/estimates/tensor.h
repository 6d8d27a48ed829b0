// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/operator.h"

#include <QString>

#include <optional>
#include <vector>

namespace rl::estimates {

using Dims = std::vector<qint64>;

double numel(const Dims &dims);

// One input or output of a kernel row, parsed: the estimators work on these.
struct Tensor
{
    Dims dims; // empty: a scalar, or an optional input the kernel was not given
    QString dataType;
    QString format; // upper case, "FORMAT_" and a ":n" sub-format suffix removed ("NC1HWC0")

    double elements() const { return numel(dims); }
    double bytes() const;
    int rank() const { return int(dims.size()); }
    // Dimension i, counted from the back when negative; 0 when out of range.
    qint64 dim(int i) const;
    // Profilers write an absent optional input as an empty shape.
    bool present() const { return !dims.empty(); }
};

// Every tensor parsed, or nullopt when a shape cannot be read or a data type has no known size.
std::optional<std::vector<Tensor>> tensorsOf(const TensorList &descs);

double totalBytes(const std::vector<Tensor> &tensors);
double totalElements(const std::vector<Tensor> &tensors);
// The tensor at `index` when it exists and was given (non-empty shape), else nullptr.
const Tensor *given(const std::vector<Tensor> &tensors, size_t index);

} // namespace rl::estimates
