// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/svgcanvas.h"

#include <QRectF>

#include <cmath>

namespace rl {

SvgCanvas::SvgCanvas(double width, double height, const QString &title)
    : m_width(width), m_height(height), m_title(title)
{ }

QString SvgCanvas::escape(const QString &text)
{
    QString s = text.toHtmlEscaped(); // & < > "
    s.replace(u'\'', u"&#39;"_qs);
    return s;
}

QString SvgCanvas::num(double v)
{
    if (!std::isfinite(v))
        return u"0"_qs;
    return QString::number(std::round(v * 100.0) / 100.0, 'g', 10);
}

namespace {

QString pointsAttr(const QList<QPointF> &points)
{
    QString s;
    for (const QPointF &p : points)
        s += SvgCanvas::num(p.x()) + u',' + SvgCanvas::num(p.y()) + u' ';
    return s.trimmed();
}

QString strokeAttrs(const QString &stroke, double width, const QString &dash)
{
    QString s = u" stroke=\""_qs + SvgCanvas::escape(stroke) + u"\" stroke-width=\"" + SvgCanvas::num(width) + u'"';
    if (!dash.isEmpty())
        s += u" stroke-dasharray=\""_qs + SvgCanvas::escape(dash) + u'"';
    return s;
}

QString titleElement(const QString &tooltip)
{
    return tooltip.isEmpty() ? QString() : u"<title>"_qs + SvgCanvas::escape(tooltip) + u"</title>";
}

} // namespace

void SvgCanvas::line(QPointF a, QPointF b, const QString &stroke, double width, const QString &dash)
{
    m_body += u"<line x1=\""_qs + num(a.x()) + u"\" y1=\"" + num(a.y()) + u"\" x2=\"" + num(b.x()) + u"\" y2=\""
        + num(b.y()) + u'"' + strokeAttrs(stroke, width, dash) + u"/>\n";
}

void SvgCanvas::polyline(const QList<QPointF> &points, const QString &stroke, double width, const QString &dash)
{
    if (points.size() < 2)
        return;
    m_body += u"<polyline fill=\"none\" points=\""_qs + pointsAttr(points) + u'"' + strokeAttrs(stroke, width, dash)
        + u"/>\n";
}

void SvgCanvas::polygon(const QList<QPointF> &points, const QString &fill, double opacity)
{
    if (points.size() < 3)
        return;
    m_body += u"<polygon points=\""_qs + pointsAttr(points) + u"\" fill=\"" + escape(fill) + u"\" fill-opacity=\""
        + num(opacity) + u"\" stroke=\"none\"/>\n";
}

void SvgCanvas::rect(const QRectF &r, const QString &fill, const QString &stroke, const QString &tooltip)
{
    m_body += u"<rect x=\""_qs + num(r.x()) + u"\" y=\"" + num(r.y()) + u"\" width=\"" + num(r.width())
        + u"\" height=\"" + num(r.height()) + u"\" fill=\"" + escape(fill) + u'"'
        + (stroke.isEmpty() ? QString() : strokeAttrs(stroke, 1.0, {})) + u'>' + titleElement(tooltip) + u"</rect>\n";
}

void SvgCanvas::circle(QPointF c, double r, const QString &fill, const QString &stroke, double strokeWidth,
                       const QString &tooltip)
{
    m_body += u"<circle cx=\""_qs + num(c.x()) + u"\" cy=\"" + num(c.y()) + u"\" r=\"" + num(r) + u"\" fill=\""
        + escape(fill) + u'"' + (stroke.isEmpty() ? QString() : strokeAttrs(stroke, strokeWidth, {})) + u'>'
        + titleElement(tooltip) + u"</circle>\n";
}

void SvgCanvas::triangle(QPointF c, double r, const QString &fill, const QString &stroke, double strokeWidth,
                         const QString &tooltip)
{
    const QList<QPointF> corners = {
        {c.x(), c.y() - r}, {c.x() + r * 0.866, c.y() + r * 0.5}, {c.x() - r * 0.866, c.y() + r * 0.5}};
    m_body += u"<polygon points=\""_qs + pointsAttr(corners) + u"\" fill=\"" + escape(fill) + u'"'
        + (stroke.isEmpty() ? QString() : strokeAttrs(stroke, strokeWidth, {})) + u'>' + titleElement(tooltip)
        + u"</polygon>\n";
}

void SvgCanvas::text(QPointF at, const QString &content, double size, const QString &anchor, const QString &fill,
                     double rotate, bool bold)
{
    m_body += u"<text x=\""_qs + num(at.x()) + u"\" y=\"" + num(at.y()) + u"\" font-size=\"" + num(size)
        + u"\" text-anchor=\"" + escape(anchor) + u"\" fill=\"" + escape(fill) + u'"'
        + (bold ? u" font-weight=\"bold\""_qs : QString())
        + (rotate != 0.0 ? u" transform=\"rotate("_qs + num(rotate) + u' ' + num(at.x()) + u' ' + num(at.y()) + u")\""
                         : QString())
        + u'>' + escape(content) + u"</text>\n";
}

void SvgCanvas::arrow(QPointF from, QPointF to, const QString &stroke, double width)
{
    line(from, to, stroke, width);
    const double dx = to.x() - from.x(), dy = to.y() - from.y();
    const double len = std::hypot(dx, dy);
    if (len < 1.0)
        return;
    const double ux = dx / len, uy = dy / len;
    const double head = std::min(7.0, len * 0.5);
    const QPointF base(to.x() - ux * head, to.y() - uy * head);
    const QPointF left(base.x() - uy * head * 0.45, base.y() + ux * head * 0.45);
    const QPointF right(base.x() + uy * head * 0.45, base.y() - ux * head * 0.45);
    m_body += u"<polygon points=\""_qs + pointsAttr({to, left, right}) + u"\" fill=\"" + escape(stroke) + u"\"/>\n";
}

QString SvgCanvas::toString(bool standalone) const
{
    // Inline SVG in HTML5 needs no namespace; a standalone file does.
    const QString ns = standalone ? u" xmlns=\"http://www.w3.org/2000/svg\""_qs : QString();
    return u"<svg"_qs + ns + u" viewBox=\"0 0 " + num(m_width) + u' ' + num(m_height) + u"\" width=\"" + num(m_width)
        + u"\" height=\"" + num(m_height) + u"\" role=\"img\" font-family=\"sans-serif\">\n" + u"<title>"
        + escape(m_title) + u"</title>\n" + m_body + u"</svg>\n";
}

} // namespace rl
