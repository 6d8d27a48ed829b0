// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/timeline/intervalplottable.h"

#include "core/timeline/timemapping.h"

#include <algorithm>
#include <cmath>

namespace rl {

namespace {
constexpr double kMergeBelowPx = 1.5; // boxes thinner than this join a merged run
constexpr double kMergeGapPx = 1.0;   // and so do neighbours closer than this
constexpr double kLabelMinPx = 36.0;  // boxes this wide carry their name
} // namespace

IntervalPlottable::IntervalPlottable(QCPAxis *keyAxis, QCPAxis *valueAxis) : ScenePlottable(keyAxis, valueAxis)
{
    setAntialiasedFill(false);
    setAntialiased(false);
    setSelectable(QCP::stSingleData);
}

void IntervalPlottable::sceneChanged()
{
    m_rows.clear();
    size_t base = 0;
    if (m_scene) {
        for (size_t t = 0; t < m_scene->tracks.size(); ++t) {
            const TimelineTrack &track = m_scene->tracks[t];
            for (size_t r = 0; r < track.rows.size(); ++r) {
                m_rows.push_back({int(t), int(r), false, base});
                base += track.rows[r].size();
            }
            for (size_t r = 0; r < track.stallRows.size(); ++r) {
                m_rows.push_back({int(t), int(r), true, base});
                base += track.stallRows[r].size();
            }
        }
    }
}

void IntervalPlottable::paletteChanged()
{
    m_fillCache.clear();
}

const IntervalRow *IntervalPlottable::row(const ItemRef &item) const
{
    if (!m_scene || item.track < 0 || size_t(item.track) >= m_scene->tracks.size())
        return nullptr;
    const TimelineTrack &t = m_scene->tracks[size_t(item.track)];
    const auto &rows = item.stall ? t.stallRows : t.rows;
    return item.row >= 0 && size_t(item.row) < rows.size() ? &rows[size_t(item.row)] : nullptr;
}

IntervalPlottable::ItemRef IntervalPlottable::locate(int flatIndex) const
{
    if (flatIndex < 0 || m_rows.empty())
        return {};
    const auto it = std::upper_bound(m_rows.begin(), m_rows.end(), size_t(flatIndex),
                                     [](size_t v, const RowEntry &e) { return v < e.base; });
    if (it == m_rows.begin())
        return {};
    const RowEntry &e = *(it - 1);
    ItemRef ref{e.track, e.row, e.stall, size_t(flatIndex) - e.base};
    const IntervalRow *r = row(ref);
    return r && ref.index < r->size() ? ref : ItemRef{};
}

int IntervalPlottable::flatIndex(const ItemRef &item) const
{
    for (const RowEntry &e : m_rows) {
        if (e.track == item.track && e.row == item.row && e.stall == item.stall)
            return int(e.base + item.index);
    }
    return -1;
}

QPair<double, double> IntervalPlottable::rowPixels(const ItemRef &item) const
{
    const TrackGeometry &g = m_layout.track(size_t(item.track));
    const double top = item.stall ? g.stallTop(item.row, m_layout.metrics().stallHeight) : g.rowTop(item.row);
    const double height = item.stall ? m_layout.metrics().stallHeight : 1.0;
    const double a = mValueAxis->coordToPixel(top);
    const double b = mValueAxis->coordToPixel(top + height);
    return {std::min(a, b), std::max(a, b)};
}

QPointF IntervalPlottable::pixelCentre(const ItemRef &item) const
{
    const IntervalRow *r = row(item);
    if (!r || item.index >= r->size())
        return {};
    const auto [y0, y1] = rowPixels(item);
    const double x = mKeyAxis->coordToPixel((r->start(item.index) + r->end(item.index)) / 2);
    return {x, (y0 + y1) / 2};
}

IntervalPlottable::ItemRef IntervalPlottable::itemAt(const QPointF &pixel, double tolerancePx) const
{
    if (!m_scene || !mKeyAxis || !mValueAxis)
        return {};
    const LaneLayout::Hit hit = m_layout.hitTest(mValueAxis->pixelToCoord(pixel.y()));
    if (hit.track < 0 || m_scene->tracks[size_t(hit.track)].kind != TimelineTrack::Kind::Lanes)
        return {};
    const double t = mKeyAxis->pixelToCoord(pixel.x());
    const double tolerance = tolerancePx * std::fabs(mKeyAxis->pixelToCoord(pixel.x() + 1) - t);
    if (const TrackGeometry &g = m_layout.track(size_t(hit.track));
        g.overlaid() && !hit.stall && g.lastRowHolds(hit.row)) {
        // The last row shown draws the rest over one another (a summary's only row, a capped
        // stream's last): the item under the cursor in any of them, else the nearest; of items
        // stacked under it, the highlighted one (what the outline shows).
        ItemRef best;
        double bestDistance = tolerance;
        const auto &rows = m_scene->tracks[size_t(hit.track)].rows;
        for (size_t r = size_t(std::max(0, hit.row)); r < rows.size(); ++r) {
            const std::optional<size_t> i = rows[r].itemAt(t, tolerance);
            if (!i)
                continue;
            const double distance = std::max({0.0, rows[r].start(*i) - t, t - rows[r].end(*i)});
            const bool highlighted = m_highlightRef >= 0 && rows[r].ref(*i) == m_highlightRef;
            if (!best.isValid() || distance < bestDistance || (distance == bestDistance && highlighted)) {
                best = {hit.track, int(r), false, *i};
                bestDistance = distance;
            }
        }
        return best;
    }
    ItemRef ref{hit.track, hit.row, hit.stall, 0};
    const IntervalRow *r = row(ref);
    if (!r)
        return {};
    const std::optional<size_t> i = r->itemAt(t, tolerance);
    if (!i)
        return {};
    ref.index = *i;
    return ref;
}

double IntervalPlottable::selectTest(const QPointF &pos, bool onlySelectable, QVariant *details) const
{
    if ((onlySelectable && mSelectable == QCP::stNone) || !m_scene)
        return -1;
    if (!mKeyAxis->axisRect()->rect().contains(pos.toPoint()))
        return -1;
    const ItemRef item = itemAt(pos);
    if (!item.isValid())
        return -1;
    if (details) {
        const int flat = flatIndex(item);
        *details = QVariant::fromValue(QCPDataSelection(QCPDataRange(flat, flat + 1)));
    }
    const IntervalRow *r = row(item);
    const double x0 = mKeyAxis->coordToPixel(r->start(item.index));
    const double x1 = mKeyAxis->coordToPixel(r->end(item.index));
    return pos.x() < x0 ? x0 - pos.x() : (pos.x() > x1 ? pos.x() - x1 : 0.0);
}

void IntervalPlottable::draw(QCPPainter *painter)
{
    m_stats = {};
    if (!m_scene || !mKeyAxis || !mValueAxis)
        return;
    if (m_fillCache.empty()) {
        m_fillCache.resize(size_t(Swatch::Count) * 4);
        for (size_t s = 0; s < m_fillCache.size(); ++s)
            m_fillCache[s] = m_palette.fill(quint16(s));
    }
    const QRect rect = mKeyAxis->axisRect()->rect();
    const QCPRange keys = mKeyAxis->range();
    const TimeMapping map(keys.lower, keys.upper, rect.left(), rect.width());
    forEachVisibleTrack(painter, TimelineTrack::Kind::Lanes, [&](const VisibleTrack &v) {
        for (size_t r = 0; r < v.track.rows.size(); ++r) {
            const auto [y0, y1] = rowPixels({int(v.index), int(r), false, 0});
            drawRow(painter, v.track.rows[r], map, y0 + 1, y1 - 1, rect);
        }
        for (size_t r = 0; r < v.track.stallRows.size(); ++r) {
            const auto [y0, y1] = rowPixels({int(v.index), int(r), true, 0});
            drawRow(painter, v.track.stallRows[r], map, y0 + 1, y1, rect);
        }
    });
}

void IntervalPlottable::drawRow(QCPPainter *painter, const IntervalRow &row, const TimeMapping &map, double y0,
                                double y1, const QRectF &clip)
{
    const auto [first, last] = row.visible(map.startUs(), map.endUs());
    const double left = clip.left() - 2, right = clip.right() + 2;
    const double height = std::max(1.0, y1 - y0);
    auto fillOf = [this](quint16 style) -> const QColor & {
        return m_fillCache[std::min<size_t>(style, m_fillCache.size() - 1)];
    };
    painter->setPen(Qt::NoPen);
    size_t i = first;
    while (i < last) {
        const double x0 = map.toPixel(row.start(i));
        const double x1 = map.toPixel(row.end(i));
        if (x1 - x0 >= kMergeBelowPx) {
            const QRectF box(QPointF(std::max(x0, left), y0), QPointF(std::min(x1, right), y0 + height));
            const QColor &fill = fillOf(row.style(i));
            if (box.width() > 4.0) {
                painter->setPen(QPen(fill.darker(150), 0));
                painter->setBrush(fill);
                painter->drawRect(box.adjusted(0, 0, -1, -1));
                painter->setPen(Qt::NoPen);
            } else {
                painter->fillRect(box, fill);
            }
            if (m_highlightRef >= 0 && row.ref(i) == m_highlightRef) {
                painter->setPen(QPen(m_palette.highlight(), 2));
                painter->setBrush(Qt::NoBrush);
                painter->drawRect(box.adjusted(1, 1, -1, -1));
                painter->setPen(Qt::NoPen);
            }
            if (box.width() >= kLabelMinPx && height >= 10.0) {
                const QString name = m_scene->labels.at(row.label(i));
                const QRectF textRect = box.adjusted(3, 0, -3, 0);
                const QString text = painter->fontMetrics().elidedText(name, Qt::ElideRight, int(textRect.width()));
                if (text.size() > 1) {
                    painter->setPen(m_palette.textOnFill(fill));
                    painter->drawText(textRect, Qt::AlignVCenter | Qt::AlignLeft, text);
                    painter->setPen(Qt::NoPen);
                    ++m_stats.labels;
                }
            }
            ++m_stats.boxes;
            ++i;
            continue;
        }
        // A run of thin boxes: jump over everything starting before the run's right edge
        // with a binary search, so a pixel holding a million boxes costs one search.
        double runX1 = std::max(x1, x0 + 1.0);
        size_t j = i + 1;
        for (;;) {
            const size_t k = row.firstStartingAtOrAfter(map.toTime(runX1 + kMergeGapPx), j);
            if (k == j)
                break;
            const double lastX0 = map.toPixel(row.start(k - 1));
            const double lastX1 = map.toPixel(row.end(k - 1));
            if (lastX1 - lastX0 >= kMergeBelowPx) { // a wide box ends the run; draw it on its own
                if (k - 1 > j)
                    runX1 = std::max(runX1, map.toPixel(row.end(k - 2)));
                j = k - 1;
                break;
            }
            runX1 = std::max(runX1, lastX1);
            j = k;
            if (runX1 > right)
                break;
        }
        painter->fillRect(QRectF(QPointF(std::max(x0, left), y0), QPointF(std::min(runX1, right), y0 + height)),
                          fillOf(row.style(i)));
        ++m_stats.mergedRuns;
        m_stats.mergedItems += j - i;
        i = j;
        if (runX1 > right)
            break;
    }
}

void IntervalPlottable::drawLegendIcon(QCPPainter *painter, const QRectF &rect) const
{
    painter->fillRect(rect, m_palette.swatch(Swatch::Kernel));
}

} // namespace rl
