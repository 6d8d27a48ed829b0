// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/comm/communicationheatmap.h"

#include "widgets/comm/communicationstyle.h"
#include "widgets/comm/wheelpassthrough.h"
#include "widgets/common/qcp.h"
#include "widgets/export/chartexportmenu.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolTip>
#include <QVBoxLayout>

#include <cmath>

namespace rl {

namespace {

constexpr int kClickSlopPx = 4;
constexpr int kEveryLabelUpTo = 16; // bins: beyond, about eight labels per axis

QString gbs(double value)
{
    return CommunicationHeatmap::tr("%1 GB/s").arg(value, 0, 'f', value < 10.0 ? 2 : 1);
}

} // namespace

CommunicationHeatmap::CommunicationHeatmap(QWidget *parent) : QWidget(parent)
{
    m_transportLabel = new QLabel(this);
    m_transports = new QComboBox(this);
    m_transportLabel->setBuddy(m_transports);
    auto *top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(m_transportLabel);
    top->addWidget(m_transports);
    top->addStretch(1);

    m_plot = new QCustomPlot(this);
    m_plot->setMinimumSize(320, 320);
    m_plot->setMouseTracking(true);
    installChartExportMenu(m_plot, u"communication-heatmap"_qs);
    passWheelToParent(m_plot);
    m_plot->plotLayout()->insertRow(0);
    m_title = new QCPTextElement(m_plot, QString());
    m_plot->plotLayout()->addElement(0, 0, m_title);
    m_scale = new QCPColorScale(m_plot);
    m_scale->setType(QCPAxis::atRight);
    m_scale->setBarWidth(12);
    m_plot->plotLayout()->addElement(1, 1, m_scale);
    m_plot->plotLayout()->setColumnStretchFactor(1, 0.01);
    auto *margins = new QCPMarginGroup(m_plot);
    m_plot->axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, margins);
    m_scale->setMarginGroup(QCP::msBottom | QCP::msTop, margins);
    m_plot->plotLayout()->setRowStretchFactor(0, 0.001);
    // An empty element beside the title: every cell of the grid holds one, so the styling that
    // walks the grid finds no hole.
    m_plot->plotLayout()->addElement(0, 1, new QCPLayoutElement(m_plot));

    m_map = new QCPColorMap(m_plot->xAxis, m_plot->yAxis);
    m_map->setColorScale(m_scale);
    m_map->setInterpolate(false);
    m_map->setTightBoundary(false);
    m_map->setSelectable(QCP::stNone);
    m_slowest = new QCPItemRect(m_plot);
    m_slowest->setClipToAxisRect(true);
    m_slowest->setBrush(Qt::NoBrush);
    m_empty = new QCPItemText(m_plot);
    m_empty->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_empty->position->setCoords(0.5, 0.5);
    m_empty->setPositionAlignment(Qt::AlignCenter);
    m_plot->yAxis->setRangeReversed(true); // rank 0 on top, as a matrix is read
    m_plot->xAxis->grid()->setVisible(false);
    m_plot->yAxis->grid()->setVisible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_plot, 1);
    // Below the plot rather than in it: a label wraps in a narrow column.
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    layout->addWidget(m_note);

    connect(m_transports, &QComboBox::activated, this,
            [this](int index) { setTransport(m_transports->itemData(index).toString()); });
    connect(m_plot, &QCustomPlot::mousePress, this, [this](QMouseEvent *event) { m_pressedAt = event->pos(); });
    connect(m_plot, &QCustomPlot::mouseRelease, this, [this](QMouseEvent *event) {
        if (event->button() != Qt::LeftButton || (event->pos() - m_pressedAt).manhattanLength() > kClickSlopPx)
            return;
        if (const auto cell = cellAt(event->position()))
            activateCell(cell->first, cell->second);
    });
    connect(m_plot, &QCustomPlot::mouseMove, this, [this](QMouseEvent *event) {
        const auto cell = cellAt(event->position());
        const QString text = cell ? cellText(cell->first, cell->second) : QString();
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(event->globalPosition().toPoint(), text, m_plot);
    });
    rebuild();
}

void CommunicationHeatmap::setReport(std::shared_ptr<const CommunicationReport> report)
{
    m_report = std::move(report);
    const QStringList all = transports();
    // The slowest link's transport first, so its mark is in view; else the first on-chip link.
    QString pick = all.isEmpty() ? QString() : all.front();
    if (m_report && m_report->slowestLink && all.contains(m_report->slowestLink->link.transport))
        pick = m_report->slowestLink->link.transport;
    m_grid = m_report ? buildHeatmapGrid(*m_report, pick) : HeatmapGrid{};
    fillTransports();
    rebuild();
}

void CommunicationHeatmap::setTransport(const QString &transport)
{
    if (!m_report || transport == m_grid.transport)
        return;
    m_grid = buildHeatmapGrid(*m_report, transport);
    m_transports->setCurrentIndex(m_transports->findData(transport));
    rebuild();
}

QString CommunicationHeatmap::noteText() const
{
    return m_note->isHidden() ? QString() : m_note->text();
}

QStringList CommunicationHeatmap::transports() const
{
    return m_report ? heatmapTransports(*m_report) : QStringList();
}

void CommunicationHeatmap::fillTransports()
{
    const QSignalBlocker block(m_transports);
    m_transports->clear();
    for (const QString &t : transports())
        m_transports->addItem(t, t);
    m_transports->setCurrentIndex(m_transports->findData(m_grid.transport));
    m_transports->setEnabled(m_transports->count() > 1);
    m_transportLabel->setVisible(m_transports->count() > 0);
    m_transports->setVisible(m_transports->count() > 0);
}

std::optional<std::pair<int, int>> CommunicationHeatmap::cellAt(const QPointF &plotPosition) const
{
    if (m_grid.isEmpty() || !m_plot->axisRect()->rect().contains(plotPosition.toPoint()))
        return std::nullopt;
    const double dst = m_plot->xAxis->pixelToCoord(plotPosition.x());
    const double src = m_plot->yAxis->pixelToCoord(plotPosition.y());
    const int d = int(std::floor(dst + 0.5)), s = int(std::floor(src + 0.5));
    if (d < 0 || s < 0 || d >= m_grid.bins || s >= m_grid.bins)
        return std::nullopt;
    return std::make_pair(s, d);
}

QString CommunicationHeatmap::rankText(int bin) const
{
    return m_grid.ranksPerBin == 1 ? tr("rank %1").arg(bin) : tr("ranks %1").arg(m_grid.binLabel(bin));
}

QString CommunicationHeatmap::cellText(int srcBin, int dstBin) const
{
    if (m_grid.isEmpty() || srcBin < 0 || dstBin < 0 || srcBin >= m_grid.bins || dstBin >= m_grid.bins)
        return {};
    const HeatmapCell &c = m_grid.cell(srcBin, dstBin);
    if (c.links == 0)
        return {};
    QString text = tr("%1 → %2 over %3: %4 MB in %5 ms")
                       .arg(rankText(srcBin), rankText(dstBin), m_grid.transport)
                       .arg(c.sizeMb, 0, 'f', 2)
                       .arg(c.timeMs, 0, 'f', 3);
    if (const auto bandwidth = c.bandwidthGbs()) {
        text += u", "_qs + gbs(*bandwidth);
        if (m_grid.peakGbs)
            text += u" "_qs
                + tr("(%1 % of the %2 roof)")
                      .arg(*bandwidth / *m_grid.peakGbs * 100.0, 0, 'f', 0)
                      .arg(gbs(*m_grid.peakGbs));
    }
    if (c.links > 1)
        text += u"\n"_qs + tr("%n link(s) summed", nullptr, c.links);
    if (m_grid.slowestSrcBin == srcBin && m_grid.slowestDstBin == dstBin && m_report && m_report->slowestLink) {
        const SlowestLink &s = *m_report->slowestLink;
        text += u"\n"_qs
            + (s.slow ? tr("Holds the slowest link, rank %1 → %2: at most 0.8 × the mean of its transport")
                      : tr("Holds the slowest link, rank %1 → %2: the floor of a uniform fabric, not slow"))
                  .arg(s.link.srcRank)
                  .arg(s.link.dstRank);
    }
    text += u"\n"_qs + tr("Click to list the collectives of %1").arg(rankText(srcBin));
    return text;
}

void CommunicationHeatmap::activateCell(int srcBin, int dstBin)
{
    if (m_grid.isEmpty() || srcBin < 0 || dstBin < 0 || srcBin >= m_grid.bins || dstBin >= m_grid.bins)
        return;
    const HeatmapCell &c = m_grid.cell(srcBin, dstBin);
    if (c.links == 0)
        return;
    Q_EMIT cellActivated(m_grid.firstRank(srcBin), m_grid.lastRank(srcBin), c.groups);
}

void CommunicationHeatmap::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::LanguageChange)
        rebuild();
}

void CommunicationHeatmap::rebuild()
{
    m_style = PlotStyle::fromPalette(palette(), font());
    m_transportLabel->setText(tr("&Link:"));
    m_transports->setToolTip(tr("The transport whose links the matrix shows"));
    const bool empty = m_grid.isEmpty();
    m_map->setVisible(!empty);
    m_scale->setVisible(!empty);
    m_empty->setVisible(empty);
    m_empty->setText(tr("No rank-to-rank matrix in these files"));
    m_empty->setColor(m_style.muted);
    m_empty->setFont(m_style.labelFont);

    const int bins = std::max(m_grid.bins, 1);
    const bool roof = m_grid.peakGbs && *m_grid.peakGbs > 0.0;
    // QCPColorMap sizes a cell from the distance between the first and the last: a lone cell gets a
    // transparent neighbour (outside the axis range) to have a size.
    const int drawn = std::max(bins, 2);
    auto *data = new QCPColorMapData(drawn, drawn, QCPRange(0, drawn - 1), QCPRange(0, drawn - 1));
    double highest = 0.0;
    for (int s = 0; s < drawn; ++s) {
        for (int d = 0; d < drawn; ++d) {
            const std::optional<double> f = empty || s >= bins || d >= bins ? std::nullopt : m_grid.fraction(s, d);
            // Roof: percent of the roof; no roof: GB/s, scaled to the fastest cell.
            const double value = !f ? std::nan("") : roof ? *f * 100.0 : *f * m_grid.fastestGbs;
            if (f)
                highest = std::max(highest, value);
            data->setCell(d, s, value);
        }
    }
    m_map->setData(data); // takes ownership
    m_map->setGradient(heatGradient(m_style.dark));
    m_map->setDataRange(roof ? QCPRange(0.0, 100.0) : QCPRange(0.0, std::max(m_grid.fastestGbs, 1e-9)));
    m_scale->axis()->setLabel(roof ? tr("% of the %1 roof (%2)").arg(m_grid.transport, gbs(*m_grid.peakGbs))
                                   : tr("GB/s (no roof on this chip)"));

    // Rows are labelled with their ranges ("16–31"); columns, where ranges would run into each
    // other, with their first rank (the axis label says how many each stands for).
    auto rows = QSharedPointer<QCPAxisTickerText>::create();
    auto columns = QSharedPointer<QCPAxisTickerText>::create();
    const int step = bins <= kEveryLabelUpTo ? 1 : std::max(1, bins / 8);
    for (int b = 0; b < m_grid.bins; b += step) {
        rows->addTick(b, m_grid.binLabel(b));
        columns->addTick(b, QString::number(m_grid.firstRank(b)));
    }
    m_plot->xAxis->setTicker(columns);
    m_plot->yAxis->setTicker(rows);
    m_plot->xAxis->setRange(-0.5, bins - 0.5);
    m_plot->yAxis->setRange(-0.5, bins - 0.5);
    const bool nodes = m_grid.ranksPerBin > 1;
    m_plot->xAxis->setLabel(nodes ? tr("Destination ranks (%1 per column, from the rank shown)").arg(m_grid.ranksPerBin)
                                  : tr("Destination rank"));
    m_plot->yAxis->setLabel(nodes ? tr("Source ranks (%1 per row)").arg(m_grid.ranksPerBin) : tr("Source rank"));
    m_title->setText(empty ? tr("Bandwidth between ranks") : tr("%1 bandwidth, rank to rank").arg(m_grid.transport));

    const bool marked = !empty && m_grid.slowestSrcBin && m_grid.slowestDstBin;
    m_slowest->setVisible(marked);
    if (marked) {
        const double s = *m_grid.slowestSrcBin, d = *m_grid.slowestDstBin;
        m_slowest->topLeft->setCoords(d - 0.5, s - 0.5);
        m_slowest->bottomRight->setCoords(d + 0.5, s + 0.5);
        m_slowest->setPen(QPen(m_style.warning, 2.5));
    }
    QString note;
    if (marked && m_report && m_report->slowestLink) {
        const SlowestLink &s = *m_report->slowestLink;
        note = (s.slow ? tr("Outlined: the slowest link, rank %1 → %2 at %3 (slow: at most 0.8 × its transport's mean)")
                       : tr("Outlined: the slowest link, rank %1 → %2 at %3 (the floor of a uniform fabric)"))
                   .arg(s.link.srcRank)
                   .arg(s.link.dstRank)
                   .arg(s.link.bandwidthGbs ? gbs(*s.link.bandwidthGbs) : tr("unknown bandwidth"));
    } else if (!empty && !roof) {
        note = tr("Colour: bandwidth against the fastest link (%1); the chip has no %2 roof")
                   .arg(gbs(m_grid.fastestGbs), m_grid.transport);
    }
    if (!empty && roof && highest > 100.0)
        note += (note.isEmpty() ? QString() : u"\n"_qs) + tr("Cells above the roof are drawn at the roof's colour");
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
    QPalette notePalette = m_note->palette();
    notePalette.setColor(QPalette::WindowText, marked ? m_style.warning : m_style.muted);
    m_note->setPalette(notePalette);

    m_style.applyTo(m_plot);
    m_style.applyTo(m_scale->axis());
    m_title->setTextColor(m_style.foreground);
    m_title->setFont(m_style.titleFont);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace rl
