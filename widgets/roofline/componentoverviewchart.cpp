// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/roofline/componentoverviewchart.h"

#include "widgets/export/chartexportmenu.h"

#include "widgets/common/categorystyle.h"
#include "widgets/common/formatting.h"
#include "widgets/common/labelplacer.h"
#include "widgets/common/legendfit.h"
#include "widgets/common/nameelision.h"
#include "widgets/common/qcp.h"
#include "widgets/common/selectionmodel.h"
#include "widgets/common/windowpaintedplot.h"

#include <QEvent>
#include <QFontMetrics>
#include <QVBoxLayout>

#include <QResizeEvent>

#include <algorithm>
#include <cstdlib>

namespace rl {

ComponentOverviewChart::ComponentOverviewChart(SelectionModel *selection, QWidget *parent)
    : QWidget(parent), m_selection(selection)
{
    setUp();
    connect(selection, &SelectionModel::analysisChanged, this, [this] { setAnalysis(m_selection->analysis()); });
    connect(selection, &SelectionModel::selectedOperatorChanged, this, &ComponentOverviewChart::setOperator);
    m_analysis = selection->analysis();
    m_operator = selection->selectedOperator();
    rebuild();
}

ComponentOverviewChart::ComponentOverviewChart(std::shared_ptr<const Analysis> analysis, int operatorIndex,
                                               QWidget *parent)
    : QWidget(parent), m_analysis(std::move(analysis)), m_operator(operatorIndex)
{
    setUp();
    rebuild();
}

void ComponentOverviewChart::setUp()
{
    m_plot = newWindowPaintedPlot(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setMinimumHeight(200);
    m_plot->setMinimumWidth(240); // not the legend's last width (see RooflineChart::setUp)
    installChartExportMenu(m_plot, u"components"_qs);
    m_plot->setAutoAddPlottableToLegend(false);
    m_placer = new LabelPlacer(m_plot);
    m_plot->plotLayout()->insertRow(0);
    m_plot->plotLayout()->addElement(0, 0, new QCPTextElement(m_plot, QString()));
    m_plot->plotLayout()->addElement(2, 0, new QCPTextElement(m_plot, QString()));
    // The legend sits in a row under the title: inside the axis rect it would cover bars.
    m_plot->axisRect()->insetLayout()->take(m_plot->legend);
    m_plot->plotLayout()->insertRow(1);
    m_plot->plotLayout()->addElement(1, 0, m_plot->legend);
    // The bars take every pixel the texts leave (keepRoomForBars counts on it).
    for (const int textRow : {0, 1, 3})
        m_plot->plotLayout()->setRowStretchFactor(textRow, 0.001);
    m_plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    m_plot->legend->setWrap(3);
    m_plot->legend->setVisible(true);
    // Exports draw at another size than the screen: fit the texts to whatever is drawn.
    connect(m_plot, &QCustomPlot::beforeReplot, this, &ComponentOverviewChart::fitTextToWidth);
    connect(m_plot, &QCustomPlot::afterLayout, this, &ComponentOverviewChart::keepRoomForBars);
}

// Title, legend, slanted component names and the point-label footer can take most of a short
// dock (at 1280 × 800 they left the bars 30 px, their labels on top of each other): the chart
// asks for those texts' height plus room for the bars, and the window gives the dock that.
void ComponentOverviewChart::keepRoomForBars()
{
    constexpr int kLeastBarsHeight = 110;
    constexpr int kLeastPlotHeight = 200;
    if (m_overview.entries.empty() || m_plot->viewport().height() <= 0)
        return;
    const int texts = m_plot->viewport().height() - m_plot->axisRect()->height(); // an export lays out its own size
    const int wanted = std::max(kLeastPlotHeight, texts + kLeastBarsHeight);
    if (std::abs(wanted - m_plot->minimumHeight()) > 2)
        QMetaObject::invokeMethod(
            m_plot, [plot = m_plot, wanted] { plot->setMinimumHeight(wanted); }, Qt::QueuedConnection);
}

void ComponentOverviewChart::fitTextToWidth()
{
    auto *title = qobject_cast<QCPTextElement *>(m_plot->plotLayout()->element(0, 0));
    auto *footer = qobject_cast<QCPTextElement *>(m_plot->plotLayout()->element(3, 0));
    if (!title || !footer)
        return;
    fitLegendColumns(m_plot, 3);
    const int width = std::max(200, m_plot->viewport().width() - 24);
    if (m_operatorName.isEmpty()) {
        // A narrow dock takes the hint on two lines, broken at the space nearest the middle
        // (Chinese has none: in the middle).
        QString hint = tr("Select an operator to see its components");
        const int room = m_plot->viewport().width() - 24;
        if (room > 0 && QFontMetrics(title->font()).horizontalAdvance(hint) > room) {
            const qsizetype middle = hint.size() / 2;
            const qsizetype before = hint.lastIndexOf(u' ', middle), after = hint.indexOf(u' ', middle);
            const qsizetype cut = before < 0 && after < 0 ? middle
                : before < 0                              ? after
                : after < 0                               ? before
                : middle - before <= after - middle       ? before
                                                          : after;
            hint = hint.left(cut).trimmed() + u'\n' + hint.mid(cut).trimmed();
        }
        title->setText(hint);
    } else {
        const QString prefix = tr("Components of %1");
        const int room = width - QFontMetrics(title->font()).horizontalAdvance(prefix.arg(QString()));
        title->setText(prefix.arg(elideDistinguishing(m_operatorName, 0, QFontMetrics(title->font()), room)));
    }
    // Component names under the bars: a MIX operator has nine, "Scalar (AIC)" among them.
    // Where they would touch, the side goes on a second line; where even that is too wide,
    // each name slants on one line (parallel slanted lines need only a line's height of
    // room each, a slanted block of three lines would need three).
    if (!m_overview.entries.empty()) {
        const QFontMetrics tickMetrics(m_plot->xAxis->tickLabelFont());
        // The axis rect once laid out; before that the viewport less the value axis' room.
        const int laidOut = m_plot->axisRect()->width();
        const int axisWidth = laidOut > 0 ? std::min(laidOut, width) : width - 60;
        const double slot = double(std::max(1, axisWidth)) / double(m_overview.entries.size());
        const QString bound = tr("(bound)");
        const QString notServed = tr("(not served)");
        const auto mark = [&](const ComponentOverviewEntry &e) {
            return e.bound ? bound : e.faint ? notServed : QString();
        };
        int widest = 0, widestSplit = 0;
        for (const ComponentOverviewEntry &e : m_overview.entries) {
            widest = std::max(widest, tickMetrics.horizontalAdvance(e.name));
            QStringList parts = QString(e.name).replace(u" ("_qs, u"\n("_qs).split(u'\n');
            if (!mark(e).isEmpty())
                parts << mark(e);
            for (const QString &part : std::as_const(parts))
                widestSplit = std::max(widestSplit, tickMetrics.horizontalAdvance(part));
        }
        const bool split = widest + 8 > slot;
        const bool slant = split && widestSplit + 8 > slot;
        auto ticker = QSharedPointer<QCPAxisTickerText>::create();
        for (size_t i = 0; i < m_overview.entries.size(); ++i) {
            const ComponentOverviewEntry &e = m_overview.entries[i];
            const QString name = split && !slant ? QString(e.name).replace(u" ("_qs, u"\n("_qs) : e.name;
            ticker->addTick(double(i + 1), mark(e).isEmpty() ? name : name + (slant ? u" "_qs : u"\n"_qs) + mark(e));
        }
        m_plot->xAxis->setTicker(ticker);
        m_plot->xAxis->setTickLabelRotation(slant ? -40.0 : 0.0);
    }
    // The value axis' title along a short axis: the long one ran past the bars into the legend.
    const QString axisTitle = tr("Fraction of roof / core time");
    const int axisHeight = m_plot->axisRect()->height();
    const bool shortAxis = axisHeight > 0
        && QFontMetrics(m_plot->yAxis->labelFont()).horizontalAdvance(axisTitle) > axisHeight;
    m_plot->yAxis->setLabel(shortAxis ? tr("U, E, R") : axisTitle);
    // The text element cannot wrap by itself: break the list into lines that fit the width.
    const QFontMetrics metrics(footer->font());
    QStringList lines;
    QString line = tr("Point labels:");
    for (const QString &pair : std::as_const(m_pairLabels)) {
        const QString longer = line + u"  ·  " + pair;
        if (metrics.horizontalAdvance(longer) > width && !line.isEmpty()) {
            lines << line;
            line = pair;
        } else {
            line = line == tr("Point labels:") ? line + u"  " + pair : longer;
        }
    }
    lines << line;
    footer->setText(m_pairLabels.isEmpty() ? QString() : lines.join(u'\n'));
}

QCPBars *ComponentOverviewChart::bars(int metric) const
{
    return metric >= 0 && metric < 3 ? m_bars[metric] : nullptr;
}

void ComponentOverviewChart::setPrintStyle(bool print)
{
    m_print = print;
    rebuild();
}

void ComponentOverviewChart::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    m_analysis = std::move(analysis);
    if (m_selection)
        m_operator = m_selection->selectedOperator();
    rebuild();
}

void ComponentOverviewChart::setOperator(int operatorIndex)
{
    m_operator = operatorIndex;
    rebuild();
}

void ComponentOverviewChart::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_plot->replot(QCustomPlot::rpQueuedReplot); // fitTextToWidth() runs before it
}

void ComponentOverviewChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::LanguageChange)
        rebuild();
}

void ComponentOverviewChart::rebuild()
{
    m_style = m_print ? PlotStyle::printStyle() : PlotStyle::fromPalette(palette(), font());
    m_overview = m_analysis ? buildComponentOverview(*m_analysis, m_operator) : ComponentOverview{};
    m_plot->clearPlottables();
    m_placer->clear();
    m_plot->clearItems();

    const bool valid = m_analysis && m_operator >= 0 && size_t(m_operator) < m_analysis->operators.size();
    m_operatorName = valid ? m_analysis->op(m_operator).name : QString();

    QVector<double> keys;
    for (size_t i = 0; i < m_overview.entries.size(); ++i)
        keys << double(i + 1); // the tick labels are fitted to the width in fitTextToWidth()
    m_plot->xAxis->setRange(0.3, double(m_overview.entries.size()) + 0.7);
    m_plot->xAxis->setTicks(!m_overview.entries.empty()); // no component, no numbers under nothing
    m_plot->xAxis->grid()->setVisible(false);

    auto *group = new QCPBarsGroup(m_plot);
    const QString names[3] = {tr("U utilisation"), tr("E efficiency"), tr("R active-time ratio")};
    double top = 1.1;
    for (int metric = 0; metric < 3; ++metric) {
        auto *b = new QCPBars(m_plot->xAxis, m_plot->yAxis);
        QVector<double> values;
        for (const ComponentOverviewEntry &e : m_overview.entries) {
            const std::optional<double> &v = metric == 0 ? e.U : metric == 1 ? e.E : e.R;
            values << (v ? *v : 0.0); // unknown draws nothing; the U label says "–"
            top = std::max(top, v.value_or(0.0) * 1.1);
        }
        b->setData(keys, values, true);
        b->setWidth(0.25);
        b->setBarsGroup(group);
        const QColor colour = metricColor(UerMetric(metric), m_style.dark);
        b->setPen(QPen(colour.darker(120)));
        b->setBrush(colour);
        b->setName(names[metric]);
        b->addToLegend();
        m_bars[metric] = b;
    }
    m_plot->yAxis->setRange(0.0, top);

    // Each U above its bar, where the bars are wide enough for it, else above its component's
    // three bars, else lifted; a label with no free place is left out (its bar keeps its
    // height, Details says the figure). They are placed before the thresholds' labels.
    for (size_t i = 0; i < m_overview.entries.size(); ++i) {
        const ComponentOverviewEntry &e = m_overview.entries[i];
        if (e.faint) {
            // The chip memory that did not serve the bytes: a veil of the background over its
            // bars, so they read as context, not as the figure the verdict reads.
            auto *veil = new QCPItemRect(m_plot);
            veil->topLeft->setCoords(double(i + 1) - 0.45, top);
            veil->bottomRight->setCoords(double(i + 1) + 0.45, 0.0);
            QColor fog = m_style.background;
            fog.setAlphaF(0.65f);
            veil->setBrush(fog);
            veil->setPen(Qt::NoPen);
        }
        auto *text = new QCPItemText(m_plot);
        const double x = double(i + 1);
        const double y = e.U.value_or(0.0);
        text->position->setCoords(x - 0.25, y);
        text->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        text->setText(formatPercent(e.U));
        text->setColor(e.faint ? m_style.muted : m_style.foreground);
        text->setFont(m_style.tickFont);
        const double highest = std::max({y, e.E.value_or(0.0), e.R.value_or(0.0)});
        m_placer->add(text,
                      {{{x - 0.25, y}, Qt::AlignHCenter | Qt::AlignBottom},
                       {{x, highest}, Qt::AlignHCenter | Qt::AlignBottom},
                       {{x - 0.45, highest}, Qt::AlignLeft | Qt::AlignBottom}});
    }

    // U_thr labels sit at the left, R_thr at the right, so equal thresholds stay readable.
    const auto addLine = [this](double y, Qt::PenStyle style, const QString &label, bool right) {
        auto *line = new QCPItemStraightLine(m_plot);
        line->point1->setCoords(0.0, y);
        line->point2->setCoords(1.0, y);
        line->setPen(QPen(m_style.threshold, 1.0, style));
        auto *text = new QCPItemText(m_plot);
        text->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
        const Qt::Alignment side = right ? Qt::AlignRight : Qt::AlignLeft;
        const double x = right ? 0.99 : 0.01;
        text->position->setCoords(x, y);
        text->setPositionAlignment(side | Qt::AlignBottom);
        text->setText(label);
        text->setColor(m_style.threshold);
        text->setFont(m_style.tickFont);
        m_placer->add(text,
                      {{{x, y}, side | Qt::AlignBottom, true},
                       {{x, y}, side | Qt::AlignTop, true},
                       {{0.5, y}, Qt::AlignHCenter | Qt::AlignBottom, true}});
    };
    if (valid) {
        addLine(m_overview.uThreshold, Qt::DashLine, tr("U_thr %1").arg(formatPercent(m_overview.uThreshold, 0)),
                false);
        addLine(m_overview.rThreshold, Qt::DotLine, tr("R_thr %1").arg(formatPercent(m_overview.rThreshold, 0)), true);
    }
    m_pairLabels.clear();
    for (const PairUtilisation &p : m_overview.pairs)
        m_pairLabels << p.pair.title() + u' ' + formatPercent(p.utilisation, 2);
    m_style.applyTo(m_plot);
    fitTextToWidth(); // and again before every drawing, at the size drawn
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace rl
