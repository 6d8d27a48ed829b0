// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/runbreakdown.h"
#include "widgets/common/plotstyle.h"

#include <QWidget>

#include <array>
#include <memory>

class QCustomPlot;
class QCPBars;

namespace rl {

struct MemoryReport; // core/memory/memoryreport.h

// One horizontal stacked bar per rank (per rank and step when a rank has several steps):
// computing, communication not overlapped and free time in ms, in the timeline's hues for
// kernels, communication and idle time. A click on a segment says which part of which row.
// With a memory report, each rank's peak allocated (and reserved) device memory stands right of
// its (first) bar, on the chart's right axis.
class RunBreakdownChart : public QWidget
{
    Q_OBJECT
public:
    enum class Part { Computing, Communication, Free };
    struct Row
    {
        int rank = 0;
        int step = -1; // index into the rank's steps; -1: the rank's totals
        QString label;
    };

    explicit RunBreakdownChart(QWidget *parent = nullptr);

    void setRun(std::shared_ptr<const RunBreakdown> run);
    void setMemory(std::shared_ptr<const MemoryReport> memory);
    // The peak text right of row `row`; empty when its rank has none (or the row is not its rank's first).
    QString peakLabel(int row) const;
    // One row per rank (or per step of a rank): a rank without figures still has its row.
    int rowCount() const { return int(m_rows.size()); }
    QString rowLabel(int row) const { return row >= 0 && row < rowCount() ? m_rows[size_t(row)].label : QString(); }
    void setPrintStyle(bool print);
    QCustomPlot *plot() const { return m_plot; }
    QCPBars *bars(Part part) const { return m_bars[size_t(part)]; }
    const std::vector<Row> &rows() const { return m_rows; }
    // What a click on `part` of row `row` does (the chart's own click calls it).
    void activate(Part part, int row);

Q_SIGNALS:
    void segmentActivated(rl::RunBreakdownChart::Part part, int rank, int step);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    // "rank 0 · step 13"; "rank 0 · whole timeline" for the one window a timeline without step
    // marks gives (its step is "all", core/run/timelinebreakdown.cpp).
    QString stepLabel(int rank, const QString &step) const;

    std::shared_ptr<const RunBreakdown> m_run;
    std::shared_ptr<const MemoryReport> m_memory;
    std::vector<QString> m_peaks; // by row
    std::vector<Row> m_rows;
    bool m_print = false;
    PlotStyle m_style;
    QCustomPlot *m_plot = nullptr;
    std::array<QCPBars *, 3> m_bars{};
};

} // namespace rl
