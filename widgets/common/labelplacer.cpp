// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/labelplacer.h"

#include "widgets/common/qcp.h"

#include <QPolygonF>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace rl {

namespace {

constexpr int kNudges = 4; // how many label heights a label may move off each spot, each way

int columnOf(const QRectF &r)
{
    return int(std::floor(r.left()));
}

// A counting sort by the pixel column of the left edge (boxes inside the axis rectangle, so a
// few thousand columns at most): linear where a comparison sort took a replot's time.
void sortByColumn(std::vector<QRectF> &boxes)
{
    if (boxes.empty())
        return;
    const auto [least, most] = std::minmax_element(
        boxes.begin(), boxes.end(), [](const QRectF &a, const QRectF &b) { return columnOf(a) < columnOf(b); });
    const int first = columnOf(*least);
    std::vector<size_t> start(size_t(columnOf(*most) - first) + 2, 0);
    for (const QRectF &box : boxes)
        ++start[size_t(columnOf(box) - first) + 1];
    std::partial_sum(start.begin(), start.end(), start.begin());
    std::vector<QRectF> sorted(boxes.size());
    for (const QRectF &box : boxes)
        sorted[start[size_t(columnOf(box) - first)]++] = box;
    boxes.swap(sorted);
}

} // namespace

LabelPlacer::LabelPlacer(QCustomPlot *plot) : QObject(plot), m_plot(plot)
{
    connect(plot, &QCustomPlot::afterLayout, this, [this] { place(); });
}

void LabelPlacer::clear()
{
    m_entries.clear();
}

void LabelPlacer::add(QCPItemText *label, const QList<Spot> &spots, Marks marks)
{
    std::erase_if(m_entries, [](const Entry &e) { return e.label.isNull(); });
    if (label && !spots.isEmpty())
        m_entries.push_back({label, spots, marks});
}

void LabelPlacer::addFixed(QCPItemText *label)
{
    if (label)
        m_entries.push_back({label, {}, Marks::Ignore, false, true});
}

void LabelPlacer::putFirst(QCPItemText *label)
{
    const auto it = std::find_if(m_entries.begin(), m_entries.end(),
                                 [label](const Entry &e) { return e.label == label; });
    if (it != m_entries.end())
        std::rotate(m_entries.begin(), it, it + 1);
}

void LabelPlacer::setSuppressed(QCPItemText *label, bool suppressed)
{
    for (Entry &entry : m_entries) {
        if (entry.label == label)
            entry.suppressed = suppressed;
    }
}

QPolygonF LabelPlacer::cornersOf(const QCPItemText *label)
{
    // The corner anchors are the padded box, rotated with the text.
    return QPolygonF({label->topLeft->pixelPosition(), label->topRight->pixelPosition(),
                      label->bottomRight->pixelPosition(), label->bottomLeft->pixelPosition()});
}

QRectF LabelPlacer::boxOf(const QCPItemText *label)
{
    return cornersOf(label).boundingRect();
}

bool LabelPlacer::overlap(const QCPItemText *a, const QCPItemText *b)
{
    return cornersOf(a).intersects(cornersOf(b));
}

QPointF LabelPlacer::pixelOf(const Spot &spot) const
{
    const QRect rect = m_plot->axisRect()->rect();
    const double x = spot.xRatio ? rect.left() + spot.coords.x() * rect.width()
                                 : m_plot->xAxis->coordToPixel(spot.coords.x());
    const double y = spot.yRatio ? rect.top() + spot.coords.y() * rect.height()
                                 : m_plot->yAxis->coordToPixel(spot.coords.y());
    return {x, y};
}

double LabelPlacer::slopeAngle() const
{
    // Every roof y = b·x rises one decade per decade: the angle depends only on how many pixels
    // a decade takes on each axis.
    const double x0 = m_plot->xAxis->range().lower;
    const double dx = m_plot->xAxis->coordToPixel(x0 * 10.0) - m_plot->xAxis->coordToPixel(x0);
    const double dy = m_plot->yAxis->coordToPixel(10.0) - m_plot->yAxis->coordToPixel(1.0);
    return dx > 0.0 && std::isfinite(dy) ? std::atan2(dy, dx) * 180.0 / M_PI : 0.0;
}

void LabelPlacer::collectMarks()
{
    m_points.clear();
    m_segments.clear();
    m_widestPoint = 0.0;
    const QRectF rect = m_plot->axisRect()->rect();
    for (int i = 0; i < m_plot->plottableCount(); ++i) {
        auto *graph = qobject_cast<QCPGraph *>(m_plot->plottable(i));
        if (!graph || !graph->realVisibility() || graph->scatterStyle().isNone())
            continue;
        const double half = graph->scatterStyle().size() / 2.0 + 2.0;
        for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it) {
            const QPointF at(m_plot->xAxis->coordToPixel(it->key), m_plot->yAxis->coordToPixel(it->value));
            if (rect.contains(at))
                m_points.emplace_back(at.x() - half, at.y() - half, 2 * half, 2 * half);
        }
        m_widestPoint = std::max(m_widestPoint, 2 * half);
    }
    // By column of pixels, so that a label meets only the markers in its columns: a chart of a
    // quarter of a million calls has as many markers, and each label tries dozens of boxes.
    sortByColumn(m_points);
    for (int i = 0; i < m_plot->itemCount(); ++i) {
        if (auto *line = qobject_cast<QCPItemLine *>(m_plot->item(i)); line && line->realVisibility())
            m_segments.emplace_back(line->start->pixelPosition(), line->end->pixelPosition());
    }
}

bool LabelPlacer::meetsMarks(const QPolygonF &box) const
{
    // A marker meets the box only if it meets the box's upright bounds (a pixel wider, for
    // edges that touch): the exact test, through a QPainterPath, only for those.
    const QRectF bounds = box.boundingRect().adjusted(-1.0, -1.0, 1.0, 1.0);
    const int firstColumn = int(std::floor(bounds.left() - m_widestPoint));
    auto marker = std::lower_bound(m_points.begin(), m_points.end(), firstColumn,
                                   [](const QRectF &r, int column) { return columnOf(r) < column; });
    const int lastColumn = int(std::floor(bounds.right()));
    for (; marker != m_points.end() && columnOf(*marker) <= lastColumn; ++marker) {
        if (marker->intersects(bounds) && QPolygonF(*marker).intersects(box))
            return true;
    }
    // A label anchored on a line (a speedup at its arrow's middle) touches that line at its
    // corner only: the box shrunk by 2 px towards its centre must be clear of every line.
    const QPointF centre = box.boundingRect().center();
    QPolygonF inner;
    for (const QPointF &corner : box) {
        const QLineF toCentre(corner, centre);
        inner << (toCentre.length() > 3.0 ? toCentre.pointAt(2.0 / toCentre.length()) : centre);
    }
    return std::any_of(m_segments.begin(), m_segments.end(), [&](const QLineF &segment) {
        if (inner.containsPoint(segment.p1(), Qt::OddEvenFill) || inner.containsPoint(segment.p2(), Qt::OddEvenFill))
            return true;
        for (qsizetype i = 0; i < inner.size(); ++i) {
            if (segment.intersects(QLineF(inner[i], inner[(i + 1) % inner.size()])) == QLineF::BoundedIntersection)
                return true;
        }
        return false;
    });
}

bool LabelPlacer::place(const QString &layer)
{
    const QRectF area = QRectF(m_plot->axisRect()->rect()).adjusted(-0.5, -0.5, 0.5, 0.5);
    if (area.width() < 2 || area.height() < 2)
        return false;
    bool changedElsewhere = false;
    std::vector<QPolygonF> placed;
    bool marksKnown = false;
    const double angle = slopeAngle();
    for (Entry &entry : m_entries) {
        QCPItemText *label = entry.label;
        if (!label)
            continue;
        const bool wasVisible = label->visible();
        const QPolygonF wasBox = cornersOf(label);
        const bool elsewhere = !label->layer() || label->layer()->name() != layer;
        if (entry.fixed) {
            placed.push_back(wasBox);
            continue;
        }
        if (entry.suppressed) {
            label->setVisible(false);
            changedElsewhere = changedElsewhere || (elsewhere && wasVisible);
            continue;
        }
        if (entry.marks != Marks::Ignore && !marksKnown) {
            collectMarks();
            marksKnown = true;
        }
        label->position->setType(QCPItemPosition::ptAbsolute);
        const auto fits = [&](const QPolygonF &box, bool clearOfMarks) {
            if (!area.contains(box.boundingRect()))
                return false;
            const auto meets = [&box](const QPolygonF &other) { return other.intersects(box); };
            if (std::any_of(placed.begin(), placed.end(), meets))
                return false;
            return !clearOfMarks || !meetsMarks(box);
        };
        bool found = false;
        // Clear of the points first (when asked), then at least clear of labels and edges.
        for (const bool clearOfMarks : {entry.marks != Marks::Ignore, entry.marks == Marks::Require}) {
            for (int nudge = 0; nudge <= 2 * kNudges && !found; ++nudge) {
                const int step = (nudge + 1) / 2 * (nudge % 2 ? -1 : 1); // 0, −1, 1, −2, 2, …
                for (const Spot &spot : std::as_const(entry.spots)) {
                    label->setRotation(spot.alongSlope ? angle : 0.0);
                    label->setPositionAlignment(spot.alignment);
                    const QPointF at = pixelOf(spot);
                    label->position->setCoords(at);
                    const double height = boxOf(label).height();
                    label->position->setCoords(at.x(), at.y() + step * height);
                    const QPolygonF box = cornersOf(label);
                    if (fits(box, clearOfMarks)) {
                        placed.push_back(box);
                        found = true;
                        break;
                    }
                }
            }
            if (found || entry.marks != Marks::Prefer)
                break;
        }
        label->setVisible(found);
        if (elsewhere && (wasVisible != found || (found && cornersOf(label) != wasBox)))
            changedElsewhere = true;
    }
    return changedElsewhere;
}

} // namespace rl
