// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/comm/heatmapgrid.h"
#include "widgets/common/plotstyle.h"

#include <QWidget>

#include <memory>
#include <optional>

class QComboBox;
class QCustomPlot;
class QCPColorMap;
class QCPColorScale;
class QCPItemRect;
class QCPItemText;
class QCPTextElement;
class QLabel;

namespace rl {

// The src × dst matrix of one transport as a colour map (widgets/README.md §3): one QCPColorMap
// of at most 64 × 64 cells whatever the job's size (HeatmapGrid bins ranks into nodes), rows
// the source rank, columns the destination; colour = the cell's share of the link roof, or of
// the fastest cell where the chip has no roof, with its colour scale; the report's slowest link
// outlined. A combo picks the transport. Hover says src → dst, MB, ms and GB/s; a click asks
// for the collectives of the cell's source rank(s) in its group(s).
class CommunicationHeatmap : public QWidget
{
    Q_OBJECT
public:
    explicit CommunicationHeatmap(QWidget *parent = nullptr);

    void setReport(std::shared_ptr<const CommunicationReport> report);
    void setTransport(const QString &transport);
    QString transport() const { return m_grid.transport; }
    QStringList transports() const;
    const HeatmapGrid &grid() const { return m_grid; }

    QCustomPlot *plot() const { return m_plot; }
    QCPColorMap *colorMap() const { return m_map; }
    QCPColorScale *colorScale() const { return m_scale; }
    QCPItemRect *slowestMarker() const { return m_slowest; }
    QComboBox *transportBox() const { return m_transports; }
    QString noteText() const;

    // The cell under a widget position of the plot, as (source bin, destination bin).
    std::optional<std::pair<int, int>> cellAt(const QPointF &plotPosition) const;
    // What hovering the cell says: "rank 2 → rank 3: 12.00 MB in 1.500 ms, 8.00 GB/s …".
    QString cellText(int srcBin, int dstBin) const;
    // The same as a click on the cell; nothing for an empty cell.
    void activateCell(int srcBin, int dstBin);

Q_SIGNALS:
    // The collectives of ranks firstRank..lastRank in one of `groups` are asked for.
    void cellActivated(int firstRank, int lastRank, const QStringList &groups);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void fillTransports();
    QString rankText(int bin) const;

    std::shared_ptr<const CommunicationReport> m_report;
    HeatmapGrid m_grid;
    PlotStyle m_style;
    QLabel *m_transportLabel = nullptr;
    QLabel *m_note = nullptr;
    QComboBox *m_transports = nullptr;
    QCustomPlot *m_plot = nullptr;
    QCPTextElement *m_title = nullptr;
    QCPColorMap *m_map = nullptr;
    QCPColorScale *m_scale = nullptr;
    QCPItemRect *m_slowest = nullptr;
    QCPItemText *m_empty = nullptr;
    QPoint m_pressedAt;
};

} // namespace rl
