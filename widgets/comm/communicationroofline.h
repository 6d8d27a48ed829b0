// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/comm/communicationreport.h"
#include "widgets/common/plotstyle.h"

#include <QWidget>

#include <memory>
#include <vector>

class QCustomPlot;
class QCPGraph;
class QCPItemStraightLine;
class QCPItemText;
class QCPTextElement;

namespace rl {

// The communication Roofline: each collective's transports as points of bandwidth against
// the size moved per call, log–log, under a horizontal roof per transport the chip has a
// roof for (core/comm/README.md §5). One QCPGraph per verdict (scatter, no line), so the
// legend says what a colour means; SDMA is drawn only where it is not the sum of the
// collective's HCCS, PCIE and SIO points (README §1.1). Roof labels are spread apart so two
// roofs of nearly the same height stay readable. Hover explains a point.
class CommunicationRoofline : public QWidget
{
    Q_OBJECT
public:
    // A drawn point: which collective of the report and which of its transports.
    struct PointRef
    {
        int collective = -1;
        int transport = -1;
    };
    struct VerdictGraph
    {
        CommunicationVerdict verdict = CommunicationVerdict::None;
        QCPGraph *graph = nullptr;
        std::vector<PointRef> points; // in the graph's data order
    };
    struct Roof
    {
        QString transport;
        double peakGbs = 0.0;
        QCPItemStraightLine *line = nullptr;
        QCPItemText *label = nullptr;
        QRectF labelRect; // where the label was laid out, in pixels of the plot
    };

    explicit CommunicationRoofline(QWidget *parent = nullptr);

    void setReport(std::shared_ptr<const CommunicationReport> report);
    QCustomPlot *plot() const { return m_plot; }
    const std::vector<VerdictGraph> &graphs() const { return m_graphs; }
    const std::vector<Roof> &roofs() const { return m_roofs; }
    int pointCount() const;

    // The point drawn at or nearest a widget position of the plot, within its marker.
    std::optional<PointRef> pointAt(const QPointF &plotPosition) const;
    QString pointText(const PointRef &point) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void placeRoofLabels();

    std::shared_ptr<const CommunicationReport> m_report;
    PlotStyle m_style;
    QCustomPlot *m_plot = nullptr;
    QCPTextElement *m_title = nullptr;
    QCPItemText *m_empty = nullptr;
    std::vector<VerdictGraph> m_graphs;
    std::vector<Roof> m_roofs;
};

} // namespace rl
