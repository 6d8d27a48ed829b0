// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/export/printstyle.h"

#include "widgets/common/plotstyle.h"
#include "widgets/common/qcp.h"

#include <QFontInfo>
#include <QMetaProperty>
#include <QPointer>

#include <ranges>

namespace rl {

namespace {

// QCustomPlot has a setter for its background brush but no getter; a pointer to the
// protected member, taken inside a derived class, reads it without touching the object.
struct PlotBackground : QCustomPlot
{
    static QBrush get(const QCustomPlot *plot) { return plot->*(&PlotBackground::mBackgroundBrush); }
};

const QColor kPaper = Qt::white;

QPen printPen(QPen pen, bool dark)
{
    if (pen.style() != Qt::NoPen)
        pen.setColor(PrintStyleScope::printColor(pen.color(), dark));
    return pen;
}

// `surface`: the brush fills a box behind text (legend, label) rather than data.
QBrush printBrush(QBrush brush, bool dark, bool surface = false)
{
    // Translucent fills (zones, bands) read the same on paper; only opaque ones change.
    if (brush.style() == Qt::NoBrush || brush.color().alpha() < 160)
        return brush;
    if (surface && dark && brush.color().lightnessF() < 0.5)
        brush.setColor(kPaper);
    else
        brush.setColor(PrintStyleScope::printColor(brush.color(), dark));
    return brush;
}

QFont printFont(QFont font)
{
    font.setFamily(QFontInfo(font).family()); // what SVG and PDF name: the family drawn
    if (font.pointSizeF() > 0 && font.pointSizeF() < PrintStyleScope::kMinimumPointSize)
        font.setPointSizeF(PrintStyleScope::kMinimumPointSize);
    return font;
}

// The print value of one Q_PROPERTY of a QCustomPlot element, or an invalid QVariant.
QVariant printValue(const QMetaProperty &p, const QVariant &value, bool dark, bool surface)
{
    const QByteArrayView name(p.name());
    if (name.startsWith("selected"))
        return {}; // selection colours are not on paper unless something is selected
    switch (p.metaType().id()) {
    case QMetaType::QPen:
        return QVariant::fromValue(printPen(value.value<QPen>(), dark));
    case QMetaType::QBrush:
        return QVariant::fromValue(printBrush(value.value<QBrush>(), dark, surface));
    case QMetaType::QColor:
        return QVariant::fromValue(PrintStyleScope::printColor(value.value<QColor>(), dark));
    case QMetaType::QFont:
        return QVariant::fromValue(printFont(value.value<QFont>()));
    default:
        return {};
    }
}

} // namespace

QColor PrintStyleScope::printColor(const QColor &screen, bool darkTheme)
{
    if (!darkTheme || !screen.isValid() || screen.lightnessF() <= 0.55)
        return screen;
    QColor c = screen.toHsl();
    c.setHslF(c.hslHueF(), c.hslSaturationF(), 1.0 - c.lightnessF(), c.alphaF());
    return c;
}

bool PrintStyleScope::isDarkTheme(QCustomPlot *plot)
{
    const QBrush b = PlotBackground::get(plot);
    if (b.style() != Qt::NoBrush)
        return b.color().lightnessF() < 0.5;
    return plot->palette().color(QPalette::Base).lightnessF() < 0.5;
}

PrintStyleScope::PrintStyleScope(QCustomPlot *plot, bool enabled) : m_plot(plot)
{
    if (enabled && plot)
        apply(isDarkTheme(plot));
}

PrintStyleScope::~PrintStyleScope()
{
    for (auto &undo : std::views::reverse(m_restore))
        undo();
}

void PrintStyleScope::apply(bool dark)
{
    QCustomPlot *plot = m_plot;
    const QBrush background = PlotBackground::get(plot);
    m_restore.push_back([plot, background] { plot->setBackground(background); });
    for (QCPAxisRect *rect : plot->axisRects()) {
        m_restore.push_back([r = QPointer<QCPAxisRect>(rect), old = rect->backgroundBrush()] {
            if (r)
                r->setBackground(old);
        });
    }

    // Snapshot every pen, brush, colour and font property of every element (axes, grids,
    // legend, titles, items, plottables) so that all of it comes back afterwards.
    const QList<QCPLayerable *> elements = plot->findChildren<QCPLayerable *>();
    for (QCPLayerable *element : elements) {
        const QMetaObject *mo = element->metaObject();
        for (int i = 0; i < mo->propertyCount(); ++i) {
            const QMetaProperty p = mo->property(i);
            const int type = p.metaType().id();
            if (!p.isWritable()
                || (type != QMetaType::QPen && type != QMetaType::QBrush && type != QMetaType::QColor
                    && type != QMetaType::QFont))
                continue;
            m_restore.push_back([e = QPointer<QCPLayerable>(element), p, old = p.read(element)] {
                if (e)
                    p.write(e, old);
            });
        }
        if (auto *graph = qobject_cast<QCPGraph *>(element)) {
            m_restore.push_back([g = QPointer<QCPGraph>(graph), old = graph->scatterStyle()] {
                if (g)
                    g->setScatterStyle(old);
            });
        }
    }

    // The frame (paper, axes, grids, legend, titles) in the project's print style; then the
    // data and annotations, which only the chart knows, through their colours.
    PlotStyle::printStyle().applyTo(plot);
    for (QCPLayerable *element : elements) {
        if (qobject_cast<QCPAxis *>(element) || qobject_cast<QCPGrid *>(element) || qobject_cast<QCPLegend *>(element))
            continue;
        const bool surface = !qobject_cast<QCPAbstractPlottable *>(element);
        const QMetaObject *mo = element->metaObject();
        for (int i = 0; i < mo->propertyCount(); ++i) {
            const QMetaProperty p = mo->property(i);
            if (!p.isWritable())
                continue;
            const QVariant old = p.read(element);
            const QVariant now = printValue(p, old, dark, surface);
            if (now.isValid() && now != old)
                p.write(element, now);
        }
        if (auto *graph = qobject_cast<QCPGraph *>(element)) {
            QCPScatterStyle s = graph->scatterStyle();
            s.setPen(printPen(s.pen(), dark));
            s.setBrush(printBrush(s.brush(), dark));
            graph->setScatterStyle(s);
        }
    }
}

} // namespace rl
