// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/estimates/matmulestimate.h"

#include "core/analysis/estimates/datatype.h"

#include <algorithm>

namespace rl::estimates {

namespace {

// A matrix operand as rows × columns with its batch dimensions in front. FRACTAL_NZ stores an
// R×C matrix as [.., C/16, R/16, 16, 16].
struct Matrix
{
    Dims batch;
    qint64 rows = 0, cols = 0;
};

std::optional<Matrix> matrixOf(const Tensor &t)
{
    const int n = t.rank();
    if (t.format == u"FRACTAL_NZ" && n >= 4) {
        Matrix m{Dims(t.dims.begin(), t.dims.end() - 4), t.dim(-3) * t.dim(-2), t.dim(-4) * t.dim(-1)};
        return m;
    }
    if (n < 2)
        return std::nullopt;
    return Matrix{Dims(t.dims.begin(), t.dims.end() - 2), t.dim(-2), t.dim(-1)};
}

struct Product
{
    double batch = 1.0;
    qint64 m = 0, k = 0, n = 0;
};

// Batch dims broadcast from the right, as BatchMatMul does.
double broadcastBatch(const Dims &a, const Dims &b)
{
    double batch = 1.0;
    for (size_t i = 0; i < std::max(a.size(), b.size()); ++i) {
        const qint64 x = i < a.size() ? a[a.size() - 1 - i] : 1;
        const qint64 y = i < b.size() ? b[b.size() - 1 - i] : 1;
        batch *= double(std::max(x, y));
    }
    return batch;
}

// The transposes are attributes no profiler row holds, so they are the ones under which the
// inner dimensions agree and the product has the output's shape (A·B, A·Bᵀ, Aᵀ·B, Aᵀ·Bᵀ in
// that order of preference; all fitting readings give the same work).
std::optional<Product> product(const Matrix &a, const Matrix &b, const Matrix *y)
{
    for (const bool ta : {false, true}) {
        for (const bool tb : {false, true}) {
            const qint64 m = ta ? a.cols : a.rows, ka = ta ? a.rows : a.cols;
            const qint64 kb = tb ? b.cols : b.rows, n = tb ? b.rows : b.cols;
            if (ka != kb || (y && (y->rows != m || y->cols != n)))
                continue;
            return Product{y ? numel(y->batch) : broadcastBatch(a.batch, b.batch), m, ka, n};
        }
    }
    return std::nullopt;
}

WorkEstimate cubeWork(const QString &family, const Tensor &a, double operations, const std::vector<Tensor> &in,
                      const std::vector<Tensor> &out, double outputBytes)
{
    WorkEstimate w;
    w.family = family;
    w.computeUnit = ComponentId::Cube;
    w.precision = precisionOfDataType(a.dataType);
    w.operations = operations;
    w.bytesRead = totalBytes(in);
    w.bytesWritten = out.empty() ? outputBytes : totalBytes(out);
    return w;
}

std::optional<WorkEstimate> plainMatMul(const std::vector<Tensor> &in, const std::vector<Tensor> &out)
{
    if (in.size() < 2)
        return std::nullopt;
    const auto a = matrixOf(in[0]), b = matrixOf(in[1]);
    const auto y = out.empty() ? std::nullopt : matrixOf(out[0]);
    if (!a || !b)
        return std::nullopt;
    const auto p = product(*a, *b, y ? &*y : nullptr);
    if (!p)
        return std::nullopt;
    const double ops = 2.0 * p->batch * double(p->m) * double(p->n) * double(p->k);
    const double outputBytes = p->batch * double(p->m) * double(p->n) * bytesOfDataType(in[0].dataType);
    return cubeWork(u"matmul"_qs, in[0], ops, in, out, outputBytes);
}

// GroupedMatmul (MoE experts): x [M,K] split into groups along M against weights [E,K,N]
// (or [E,N,K]) into y [M,N]; its gradient for the weights, x [M,K] and dy [M,N] into
// [E,K,N]; or per-group lists x_i, w_i -> y_i. Each row of x meets one group's weight, so the
// work is 2·M·K·N whatever the split.
std::optional<WorkEstimate> groupedMatMul(const std::vector<Tensor> &in, const std::vector<Tensor> &out)
{
    if (in.size() < 2 || out.empty())
        return std::nullopt;
    const Tensor &x = in[0], &w = in[1], &y = out[0];
    double ops = 0.0;
    if (x.rank() == 2 && w.rank() == 3 && y.rank() == 2 && x.dim(0) == y.dim(0)) {
        const qint64 k = x.dim(1), n = y.dim(1);
        if ((w.dim(1) != k || w.dim(2) != n) && (w.dim(1) != n || w.dim(2) != k))
            return std::nullopt;
        ops = 2.0 * double(x.dim(0)) * double(k) * double(n);
    } else if (x.rank() == 2 && w.rank() == 2 && y.rank() == 3 && x.dim(0) == w.dim(0) && y.dim(1) == x.dim(1)
               && y.dim(2) == w.dim(1)) {
        ops = 2.0 * double(x.dim(0)) * double(x.dim(1)) * double(w.dim(1));
    } else {
        // Lists: the first g inputs are the x_i and the next g the w_i, one y_i each.
        const size_t g = out.size();
        if (in.size() < 2 * g)
            return std::nullopt;
        for (size_t i = 0; i < g; ++i) {
            const auto a = matrixOf(in[i]), b = matrixOf(in[g + i]), c = matrixOf(out[i]);
            if (!a || !b || !c)
                return std::nullopt;
            const auto p = product(*a, *b, &*c);
            if (!p)
                return std::nullopt;
            ops += 2.0 * p->batch * double(p->m) * double(p->k) * double(p->n);
        }
    }
    return cubeWork(u"grouped_matmul"_qs, x, ops, in, out, 0.0);
}

} // namespace

std::optional<WorkEstimate> estimateMatMul(const QString &type, const std::vector<Tensor> &in,
                                           const std::vector<Tensor> &out)
{
    if (type.startsWith(u"groupedmatmul"))
        return groupedMatMul(in, out);
    if (type.contains(u"matmul") || type.contains(u"gemm"))
        return plainMatMul(in, out);
    return std::nullopt;
}

} // namespace rl::estimates
