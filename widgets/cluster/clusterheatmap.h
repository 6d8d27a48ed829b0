// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/cluster/clustergrid.h"
#include "widgets/common/plotstyle.h"

#include <QWidget>

#include <memory>
#include <optional>

class QCustomPlot;
class QCPColorMap;
class QCPColorScale;

namespace rl {

// The ranks × parts heatmap of a cluster (widgets/cluster/README.md §2): ranks left to right,
// rows step total, computing, communication not overlapped, free, then a marker row of the
// stragglers and one of the missing ranks. Two QCPColorMaps whose columns are the ranks in view
// (ClusterHeatmapData::grid): one per rank while they fit in the pixels, else blocks of whole
// nodes or of ranks drawn at their slowest rank, rebuilt on every zoom, so the plot holds at most
// one column per pixel whatever the cluster's size. Colour: a part against the ranks'
// median of that part. The wheel zooms the ranks, a drag pans them; hovering says the rank(s)
// and their figures; a double-click on a rank asks for its profile, on a block zooms into it.
class ClusterHeatmap : public QWidget
{
    Q_OBJECT
public:
    enum Row { StepTotalRow, ComputingRow, CommunicationRow, FreeRow, StragglerRow, MissingRow, RowCount };

    explicit ClusterHeatmap(QWidget *parent = nullptr);

    void setCluster(std::shared_ptr<const ClusterResult> cluster);
    const ClusterHeatmapData &data() const { return *m_data; }
    const ClusterGrid &grid() const { return m_grid; }
    QCustomPlot *plot() const { return m_plot; }
    QCPColorMap *partsMap() const { return m_parts; }
    QCPColorMap *marksMap() const { return m_marks; }

    // Shows rank numbers [from, to] (clamped to the cluster), as a zoom does.
    void showRanks(double from, double to);
    void showAll();
    // The (cell, row) under a widget position of the plot.
    std::optional<std::pair<int, int>> cellAt(const QPointF &plotPosition) const;
    // What hovering a cell says; empty outside the grid.
    QString cellText(int cell, int row) const;
    // As a double-click on the cell: a rank read asks for it, a block zooms into it.
    void activateCell(int cell);

Q_SIGNALS:
    void rankActivated(int rank);

protected:
    void changeEvent(QEvent *event) override;

private:
    void restyle();
    void rebin();
    int maxCells() const;
    QString cellTitle(const ClusterCell &cell) const;
    QString partLine(const ClusterCell &cell, ClusterPart part) const;

    std::unique_ptr<ClusterHeatmapData> m_data;
    ClusterGrid m_grid;
    PlotStyle m_style;
    QCustomPlot *m_plot = nullptr;
    QCPColorMap *m_parts = nullptr;
    QCPColorMap *m_marks = nullptr;
    QCPColorScale *m_scale = nullptr;
    bool m_rebinning = false;
    int m_laidOutWidth = -1;
};

} // namespace rl
