// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLineF>
#include <QList>
#include <QObject>
#include <QPointF>
#include <QPointer>
#include <QPolygonF>
#include <QRectF>

#include <vector>

class QCustomPlot;
class QCPItemText;

namespace rl {

// Places the text labels of one QCustomPlot (value, threshold, roof and speedup labels) so
// that no two overlap and none leaves the axis rectangle, at every layout: on screen after each
// zoom or resize and at every export size (QCustomPlot lays out again before it draws a PNG,
// SVG or PDF, and says so with afterLayout).
//
// Each label comes with the spots it may sit at, in order of preference (a roof label: the
// right end above its line, then below; a value label: right of its point, then left). The
// placer tries the spots, then each spot moved up and down by the label's height, and keeps the
// first box inside the axis rectangle that meets no label placed before it (earlier labels
// win) and, for labels that ask for it, no point marker. A label with no such place is hidden:
// a label over another says nothing (its point keeps its tooltip). The generalisation of
// comm/rooflabellayout (roof lines only) to any label and any obstacle.
class LabelPlacer : public QObject
{
    Q_OBJECT
public:
    struct Spot
    {
        QPointF coords;          // plot coordinates, or a ratio of the axis rectangle per axis
        Qt::Alignment alignment; // of the label's box at that point
        bool xRatio = false;
        bool yRatio = false;
        bool alongSlope = false; // rotated to lie along a roof y = b·x (one decade per decade)
    };

    // What a label does about the plot's marks (point markers and item lines such as arrows).
    enum class Marks { Ignore, Prefer, Require }; // Require: hidden rather than over a mark

    explicit LabelPlacer(QCustomPlot *plot);

    void clear(); // before the plot's items are rebuilt
    void add(QCPItemText *label, const QList<Spot> &spots, Marks marks = Marks::Ignore);
    // Placed before every other label (the selected operator's), or kept hidden (a label the
    // chart shows otherwise, such as a point's plain label under its bold one).
    void putFirst(QCPItemText *label);
    // A label that stays where it is and is always shown (a chart's note); others keep off it.
    void addFixed(QCPItemText *label);
    void setSuppressed(QCPItemText *label, bool suppressed);
    // Runs on every layout; public for a replot of one layer (a selection). Says whether a
    // label outside `layer` moved or changed visibility, so that only then the whole plot is
    // drawn again.
    bool place(const QString &layer = {});

    // The box a label covers as drawn (rotation and padding included), in the plot's pixels:
    // its four corners, and the upright rectangle around them.
    static QPolygonF cornersOf(const QCPItemText *label);
    static QRectF boxOf(const QCPItemText *label);
    // Whether two labels' boxes overlap (rotated boxes compared as drawn, not by their
    // upright bounds: labels along parallel roofs sit close without meeting).
    static bool overlap(const QCPItemText *a, const QCPItemText *b);

private:
    struct Entry
    {
        QPointer<QCPItemText> label;
        QList<Spot> spots;
        Marks marks = Marks::Ignore;
        bool suppressed = false;
        bool fixed = false;
    };

    QPointF pixelOf(const Spot &spot) const;
    void collectMarks();
    bool meetsMarks(const QPolygonF &box) const;
    double slopeAngle() const;

    QCustomPlot *m_plot;
    std::vector<Entry> m_entries;
    std::vector<QRectF> m_points;   // marker boxes, pixels, by left edge
    double m_widestPoint = 0.0;     // the widest of them
    std::vector<QLineF> m_segments; // item lines (arrows), pixels
};

} // namespace rl
