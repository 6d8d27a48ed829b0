// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/compare/kerneldeltas.h"

#include <QWidget>

#include <memory>

class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace rl {

class CategoryShareChart;
class CompareSelection;

// What changed, at a glance: totals and speedup, category shares before and after (the
// paper's Fig. 13), the largest improvements and regressions. Follows the shared
// CompareSelection; clicking a change selects its pair there. When a kernel repeats in either
// run, the changes are kernels (kernelDeltas: the calls' total time before and after), and a
// kernel selects its pair of largest change.
class CompareSummaryWidget : public QWidget
{
    Q_OBJECT
public:
    explicit CompareSummaryWidget(CompareSelection *selection, QWidget *parent = nullptr);

    CategoryShareChart *shareChart() const { return m_shares; }
    QTreeWidget *improvements() const { return m_improvements; }
    QTreeWidget *regressions() const { return m_regressions; }
    QString totalsText() const;

    static constexpr int kTopCount = 10;

private:
    void onComparisonChanged();
    void onSelectedDeltaChanged(int deltaIndex);
    void fill(QTreeWidget *list, const std::vector<int> &deltas);
    void fillKernels(QTreeWidget *list, DeltaVerdict verdict);

    CompareSelection *m_selection;
    std::shared_ptr<const Comparison> m_comparison;
    std::vector<KernelDelta> m_kernels; // when grouped
    std::vector<int> m_kernelOfDelta;   // per pair: its kernel, when grouped
    QLabel *m_totals = nullptr;
    CategoryShareChart *m_shares = nullptr;
    QTreeWidget *m_improvements = nullptr;
    QTreeWidget *m_regressions = nullptr;
};

} // namespace rl
