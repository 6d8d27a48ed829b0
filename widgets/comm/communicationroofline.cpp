// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/comm/communicationroofline.h"

#include "widgets/comm/communicationstyle.h"
#include "widgets/comm/rooflabellayout.h"
#include "widgets/comm/wheelpassthrough.h"
#include "widgets/common/legendfit.h"
#include "widgets/common/qcp.h"
#include "widgets/export/chartexportmenu.h"

#include <QEvent>
#include <QToolTip>
#include <QVBoxLayout>

#include <cmath>
#include <map>

namespace rl {

namespace {

constexpr double kMarkerSize = 7.0;
constexpr double kReachPx = 6.0;

QString gbs(double value)
{
    return CommunicationRoofline::tr("%1 GB/s").arg(value, 0, 'f', value < 10.0 ? 2 : 1);
}

double decadeDown(double v)
{
    return std::pow(10.0, std::floor(std::log10(v)));
}

double decadeUp(double v)
{
    return std::pow(10.0, std::ceil(std::log10(v) + 1e-9));
}

// SDMA is the sum of HCCS, PCIE and SIO (core/comm/README.md §1.1): drawn only when none of
// them moved a byte, as rule J judges it then.
bool sdmaIsASum(const JudgedCollective &c)
{
    for (const JudgedTransport &t : c.transports) {
        if ((t.transport == u"HCCS" || t.transport == u"PCIE" || t.transport == u"SIO") && t.sizeMb > 0.0)
            return true;
    }
    return false;
}

} // namespace

CommunicationRoofline::CommunicationRoofline(QWidget *parent) : QWidget(parent)
{
    m_plot = new QCustomPlot(this);
    m_plot->setMinimumSize(320, 320);
    m_plot->setMouseTracking(true);
    installChartExportMenu(m_plot, u"communication-roofline"_qs);
    passWheelToParent(m_plot);
    m_plot->setAutoAddPlottableToLegend(false);
    m_plot->axisRect()->insetLayout()->take(m_plot->legend);
    m_plot->plotLayout()->insertRow(0);
    m_plot->plotLayout()->addElement(0, 0, m_plot->legend);
    m_plot->plotLayout()->insertRow(0);
    m_title = new QCPTextElement(m_plot, QString());
    m_plot->plotLayout()->addElement(0, 0, m_title);
    m_plot->plotLayout()->setRowStretchFactor(0, 0.001);
    m_plot->plotLayout()->setRowStretchFactor(1, 0.001);
    m_plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    m_plot->legend->setVisible(true);
    for (QCPAxis *axis : {m_plot->xAxis, m_plot->yAxis}) {
        axis->setScaleType(QCPAxis::stLogarithmic);
        auto ticker = QSharedPointer<QCPAxisTickerLog>::create();
        ticker->setLogBase(10.0);
        ticker->setSubTickCount(8);
        axis->setTicker(ticker);
        axis->setNumberFormat(u"gb"_qs);
        axis->grid()->setSubGridVisible(true);
    }
    m_empty = new QCPItemText(m_plot);
    m_empty->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_empty->position->setCoords(0.5, 0.5);
    m_empty->setPositionAlignment(Qt::AlignCenter);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);

    connect(m_plot, &QCustomPlot::beforeReplot, m_plot, [plot = m_plot] { fitLegendColumns(plot, 3); });
    connect(m_plot, &QCustomPlot::afterLayout, this, &CommunicationRoofline::placeRoofLabels);
    connect(m_plot, &QCustomPlot::mouseMove, this, [this](QMouseEvent *event) {
        const auto point = pointAt(event->position());
        if (!point)
            QToolTip::hideText();
        else
            QToolTip::showText(event->globalPosition().toPoint(), pointText(*point), m_plot);
    });
    rebuild();
}

void CommunicationRoofline::setReport(std::shared_ptr<const CommunicationReport> report)
{
    m_report = std::move(report);
    rebuild();
}

int CommunicationRoofline::pointCount() const
{
    int n = 0;
    for (const VerdictGraph &g : m_graphs)
        n += int(g.points.size());
    return n;
}

std::optional<CommunicationRoofline::PointRef> CommunicationRoofline::pointAt(const QPointF &plotPosition) const
{
    std::optional<PointRef> best;
    double bestDistance = kReachPx;
    for (const VerdictGraph &g : m_graphs) {
        size_t i = 0;
        for (auto it = g.graph->data()->constBegin(); it != g.graph->data()->constEnd(); ++it, ++i) {
            const double dx = m_plot->xAxis->coordToPixel(it->key) - plotPosition.x();
            if (std::abs(dx) > bestDistance)
                continue;
            const double distance = std::hypot(dx, m_plot->yAxis->coordToPixel(it->value) - plotPosition.y());
            if (distance <= bestDistance) {
                best = g.points[i];
                bestDistance = distance;
            }
        }
    }
    return best;
}

QString CommunicationRoofline::pointText(const PointRef &point) const
{
    if (!m_report || point.collective < 0 || size_t(point.collective) >= m_report->collectives.size())
        return {};
    const JudgedCollective &c = m_report->collectives[size_t(point.collective)];
    if (point.transport < 0 || size_t(point.transport) >= c.transports.size())
        return {};
    const JudgedTransport &t = c.transports[size_t(point.transport)];
    QString text = u"<b>"_qs + c.name.toHtmlEscaped() + u"</b> "_qs
        + tr("on rank %1, group %2").arg(c.rank).arg(c.group.toHtmlEscaped()) + u"<br>"_qs
        + tr("%1: %n call(s) of %2 MB each at %3", nullptr, c.calls)
              .arg(t.transport)
              .arg(t.sizeMb / std::max(c.calls, 1), 0, 'f', 3)
              .arg(gbs(t.bandwidthGbs.value_or(0.0)));
    if (t.utilization && t.peakGbs)
        text += u", "_qs + tr("%1 % of its %2 roof").arg(*t.utilization * 100.0, 0, 'f', 0).arg(gbs(*t.peakGbs));
    else
        text += u", "_qs + tr("no roof on this chip");
    text += u"<br>"_qs + tr("Verdict: %1").arg(communicationVerdictDisplayName(c.verdict));
    if (!c.evidence.isEmpty())
        text += u"<br>"_qs + c.evidence.toHtmlEscaped();
    return text;
}

void CommunicationRoofline::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::LanguageChange)
        rebuild();
}

void CommunicationRoofline::rebuild()
{
    m_style = PlotStyle::fromPalette(palette(), font());
    m_plot->clearPlottables();
    for (const Roof &r : m_roofs) {
        m_plot->removeItem(r.line);
        m_plot->removeItem(r.label);
    }
    m_roofs.clear();
    m_graphs.clear();

    struct Point
    {
        double x;
        double y;
        PointRef ref;
    };
    std::map<CommunicationVerdict, std::vector<Point>> byVerdict;
    double minX = 0.0, maxX = 0.0, minY = 0.0, maxY = 0.0;
    bool any = false;
    if (m_report) {
        for (size_t i = 0; i < m_report->collectives.size(); ++i) {
            const JudgedCollective &c = m_report->collectives[i];
            const bool skipSdma = sdmaIsASum(c);
            for (size_t j = 0; j < c.transports.size(); ++j) {
                const JudgedTransport &t = c.transports[j];
                if (t.sizeMb <= 0.0 || !t.bandwidthGbs || *t.bandwidthGbs <= 0.0
                    || (skipSdma && t.transport == u"SDMA"))
                    continue;
                const double x = t.sizeMb / std::max(c.calls, 1), y = *t.bandwidthGbs;
                byVerdict[c.verdict].push_back({x, y, {int(i), int(j)}});
                minX = any ? std::min(minX, x) : x;
                maxX = any ? std::max(maxX, x) : x;
                minY = any ? std::min(minY, y) : y;
                maxY = any ? std::max(maxY, y) : y;
                any = true;
            }
        }
    }
    for (CommunicationVerdict verdict : communicationVerdictsInOrder()) {
        auto it = byVerdict.find(verdict);
        if (it == byVerdict.end())
            continue;
        std::vector<Point> &points = it->second;
        std::stable_sort(points.begin(), points.end(), [](const Point &a, const Point &b) { return a.x < b.x; });
        QVector<double> keys, values;
        keys.reserve(qsizetype(points.size()));
        values.reserve(qsizetype(points.size()));
        VerdictGraph g;
        g.verdict = verdict;
        for (const Point &p : points) {
            keys << p.x;
            values << p.y;
            g.points.push_back(p.ref);
        }
        g.graph = new QCPGraph(m_plot->xAxis, m_plot->yAxis);
        g.graph->setData(keys, values, true);
        g.graph->setLineStyle(QCPGraph::lsNone);
        const QColor colour = communicationVerdictColor(verdict, m_style.dark);
        QColor fill = colour;
        fill.setAlphaF(0.55f);
        g.graph->setScatterStyle(
            QCPScatterStyle(communicationVerdictShape(verdict), QPen(colour, 1.4), fill, kMarkerSize));
        g.graph->setName(tr("%1 (%2)").arg(communicationVerdictDisplayName(verdict)).arg(points.size()));
        g.graph->setSelectable(QCP::stNone);
        g.graph->addToLegend();
        m_graphs.push_back(std::move(g));
    }

    if (m_report) {
        for (const CommunicationLink &l : m_report->links) {
            if (!l.peakGbs || *l.peakGbs <= 0.0)
                continue;
            Roof roof;
            roof.transport = l.transport;
            roof.peakGbs = *l.peakGbs;
            roof.line = new QCPItemStraightLine(m_plot);
            roof.line->point1->setCoords(1.0, roof.peakGbs);
            roof.line->point2->setCoords(10.0, roof.peakGbs);
            roof.line->setPen(QPen(m_style.roof, 1.3, Qt::DashLine));
            roof.label = new QCPItemText(m_plot);
            roof.label->setText(tr("%1 roof %2").arg(l.transport, gbs(roof.peakGbs)));
            roof.label->position->setType(QCPItemPosition::ptAbsolute);
            roof.label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
            roof.label->setColor(m_style.foreground);
            roof.label->setFont(m_style.tickFont);
            roof.label->setPadding(QMargins(2, 0, 2, 0));
            roof.label->setClipToAxisRect(false);
            // Under the points: a label never hides a collective.
            roof.line->setLayer(u"grid"_qs);
            roof.label->setLayer(u"grid"_qs);
            maxY = any ? std::max(maxY, roof.peakGbs) : roof.peakGbs;
            minY = any ? std::min(minY, roof.peakGbs) : roof.peakGbs;
            m_roofs.push_back(roof);
        }
    }
    if (!any) {
        minX = 0.1;
        maxX = 100.0;
        minY = minY > 0.0 ? minY : 1.0;
        maxY = maxY > 0.0 ? maxY : 100.0;
    }
    m_plot->xAxis->setRange(decadeDown(minX), decadeUp(maxX));
    m_plot->yAxis->setRange(decadeDown(minY), decadeUp(maxY * 1.2));
    m_plot->xAxis->setLabel(tr("Size per call (MB)"));
    m_plot->yAxis->setLabel(tr("Bandwidth (GB/s)"));
    m_title->setText(tr("Communication Roofline: bandwidth by size"));
    m_empty->setVisible(!any);
    m_empty->setText(tr("No collective with bytes and a bandwidth"));
    m_plot->legend->setVisible(!m_graphs.empty());

    m_style.applyTo(m_plot);
    m_empty->setColor(m_style.muted);
    m_empty->setFont(m_style.labelFont);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void CommunicationRoofline::placeRoofLabels()
{
    if (m_roofs.empty())
        return;
    const QFontMetricsF metrics(m_style.tickFont);
    std::vector<double> lines;
    std::vector<QSizeF> sizes;
    for (const Roof &r : m_roofs) {
        lines.push_back(m_plot->yAxis->coordToPixel(r.peakGbs));
        const QMargins padding = r.label->padding();
        // Measured as QCPItemText measures what it draws, so a line of Chinese (taller glyphs
        // from a fallback font) gets its real height.
        const QSizeF text = metrics.boundingRect(QRectF(), Qt::TextDontClip | Qt::AlignLeft, r.label->text()).size();
        sizes.emplace_back(text.width() + padding.left() + padding.right(),
                           text.height() + padding.top() + padding.bottom());
    }
    const std::vector<QRectF> rects = layoutRoofLabels(lines, sizes, m_plot->axisRect()->rect());
    for (size_t i = 0; i < m_roofs.size(); ++i) {
        m_roofs[i].labelRect = rects[i];
        m_roofs[i].label->position->setCoords(rects[i].topLeft());
    }
}

} // namespace rl
