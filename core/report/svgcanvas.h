// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QString>

namespace rl {

// A minimal SVG writer for the HTML report: core has no QtGui, so charts are written as
// text. Every string that reaches the output is escaped; nothing refers outside the file.
class SvgCanvas
{
public:
    SvgCanvas(double width, double height, const QString &title);

    // Attributes are passed as written (style="..." fragments built by the caller from numbers
    // and fixed colours); text content and titles are escaped here.
    void line(QPointF a, QPointF b, const QString &stroke, double width = 1.0, const QString &dash = {});
    void polyline(const QList<QPointF> &points, const QString &stroke, double width = 1.0, const QString &dash = {});
    void polygon(const QList<QPointF> &points, const QString &fill, double opacity);
    void rect(const QRectF &r, const QString &fill, const QString &stroke = {}, const QString &tooltip = {});
    void circle(QPointF c, double r, const QString &fill, const QString &stroke, double strokeWidth = 1.0,
                const QString &tooltip = {});
    // An upward triangle around `c` reaching `r` from it: a point drawn apart from the circles.
    void triangle(QPointF c, double r, const QString &fill, const QString &stroke, double strokeWidth = 1.0,
                  const QString &tooltip = {});
    // anchor: "start", "middle", "end"; rotate in degrees about the anchor point.
    void text(QPointF at, const QString &text, double size = 11, const QString &anchor = u"start"_qs,
              const QString &fill = u"#222"_qs, double rotate = 0.0, bool bold = false);
    void arrow(QPointF from, QPointF to, const QString &stroke, double width = 1.2);

    // Inline (in HTML) by default; `standalone` adds the SVG namespace for a file of its own.
    QString toString(bool standalone = false) const;
    static QString escape(const QString &text);
    static QString num(double v); // compact, locale-free

private:
    double m_width;
    double m_height;
    QString m_title;
    QString m_body;
};

} // namespace rl
