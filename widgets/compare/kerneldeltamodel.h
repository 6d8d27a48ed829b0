// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/compare/kerneldeltas.h"

#include "widgets/common/lazytreemodel.h"

#include <memory>
#include <vector>

namespace rl {

// Compare mode grouped by kernel (kernelDeltas): one row per kernel of either run, the largest
// change in total time first, with its calls before and after, totals, change and speedup; its
// calls' matches are its children, rows when it opens (LazyTreeModel). A kernel row's pair (DeltaIndexRole) is its call
// of largest change, which is what picking the kernel selects.
class KernelDeltaModel : public LazyTreeModel
{
    Q_OBJECT
public:
    enum Column {
        Status,
        Name,
        Type,
        CallsBefore,
        CallsAfter,
        BeforeUs,
        AfterUs,
        DeltaUs,
        ChangePct,
        Speedup,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1,
        DeltaIndexRole, // index into Comparison::deltas, -1 for a kernel with no matched call
        VerdictRole,    // DeltaVerdict as int, -1 for a kernel only one run has
    };

    explicit KernelDeltaModel(QObject *parent = nullptr);

    void setComparison(std::shared_ptr<const Comparison> comparison);
    const std::vector<KernelDelta> &kernels() const { return m_kernels; }
    // The row of the kernel holding a pair, and the pair's call row (its kernel's calls fetched
    // first); invalid when none.
    QModelIndex indexOfKernelOf(int deltaIndex) const;
    QModelIndex indexOfDelta(int deltaIndex);

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

protected:
    int topRowCount() const override { return int(m_kernels.size()); }
    int childCountOf(int top) const override { return int(m_kernels[size_t(top)].deltas.size()); }

private:
    QVariant kernelData(int row, int column, int role) const;
    QVariant callData(int kernel, int call, int column, int role) const;

    std::shared_ptr<const Comparison> m_comparison;
    std::vector<KernelDelta> m_kernels;
    std::vector<int> m_kernelOfDelta; // per pair: its kernel row
    std::vector<bool> m_fetched;
};

} // namespace rl
