// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/export/chartbatch.h"

#include <QList>
#include <QWidget>

#include <memory>
#include <vector>

namespace rl {

// Charts built for writing to files (`--charts DIR`): owns the chart widgets, never shown,
// and lists their plots with file names for exportChartBatch().
class ChartSet
{
public:
    ChartSet() = default;
    ChartSet(ChartSet &&) = default;
    ChartSet &operator=(ChartSet &&) = default;

    void add(std::unique_ptr<QWidget> owner, QCustomPlot *plot, const QString &fileStem, const QString &title);
    const QList<NamedChart> &charts() const { return m_charts; }
    bool isEmpty() const { return m_charts.isEmpty(); }

private:
    std::vector<std::unique_ptr<QWidget>> m_owners;
    QList<NamedChart> m_charts;
};

} // namespace rl
