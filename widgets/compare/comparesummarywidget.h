// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/compare/comparison.h"

#include <QWidget>

#include <memory>

class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace rl {

class CategoryShareChart;

// What changed, at a glance: totals and speedup, category shares before and after (the
// paper's Fig. 13), the largest improvements and regressions. Clicking one selects the pair.
class CompareSummaryWidget : public QWidget
{
    Q_OBJECT
public:
    explicit CompareSummaryWidget(QWidget *parent = nullptr);

    void setComparison(std::shared_ptr<const Comparison> comparison);
    void setSelectedDelta(int deltaIndex);

    CategoryShareChart *shareChart() const { return m_shares; }
    QTreeWidget *improvements() const { return m_improvements; }
    QTreeWidget *regressions() const { return m_regressions; }
    QString totalsText() const;

    static constexpr int kTopCount = 10;

Q_SIGNALS:
    void deltaClicked(int deltaIndex);

private:
    void fill(QTreeWidget *list, const std::vector<int> &deltas);

    std::shared_ptr<const Comparison> m_comparison;
    QLabel *m_totals = nullptr;
    CategoryShareChart *m_shares = nullptr;
    QTreeWidget *m_improvements = nullptr;
    QTreeWidget *m_regressions = nullptr;
};

} // namespace rl
