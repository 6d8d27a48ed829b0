// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/comm/rooflabellayout.h"

#include "widgets/comm/labelspread.h"

#include <algorithm>
#include <numeric>

namespace rl {

namespace {

constexpr double kInset = 4.0; // from the plot's edge
constexpr double kGap = 1.0;   // between a label and its line

bool crossesALine(const QRectF &label, const std::vector<double> &lineY)
{
    return std::any_of(lineY.begin(), lineY.end(), [&](double y) { return y > label.top() && y < label.bottom(); });
}

} // namespace

std::vector<QRectF> layoutRoofLabels(const std::vector<double> &lineY, const std::vector<QSizeF> &sizes,
                                     const QRectF &area)
{
    const size_t n = lineY.size();
    std::vector<QRectF> placed(n);
    // The highest roof first: it has the most room above.
    std::vector<size_t> order(n);
    std::iota(order.begin(), order.end(), size_t(0));
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return lineY[a] < lineY[b]; });
    std::vector<size_t> done;
    bool allPlaced = true;
    for (size_t i : order) {
        const QSizeF s = sizes[i];
        const double right = area.right() - kInset - s.width(), left = area.left() + kInset;
        const double above = lineY[i] - kGap - s.height(), below = lineY[i] + kGap;
        const QRectF candidates[] = {{QPointF(right, above), s},
                                     {QPointF(right, below), s},
                                     {QPointF(left, above), s},
                                     {QPointF(left, below), s}};
        // A place that crosses no roof line; failing that, one that at least meets no label.
        bool found = false;
        for (const bool strict : {true, false}) {
            for (const QRectF &c : candidates) {
                const bool inside = c.top() >= area.top() && c.bottom() <= area.bottom();
                const bool free = std::none_of(done.begin(), done.end(),
                                               [&](size_t j) { return placed[j].intersects(c); });
                if (!found && inside && free && (!strict || !crossesALine(c, lineY))) {
                    placed[i] = c;
                    found = true;
                }
            }
        }
        if (!found) {
            allPlaced = false;
            break;
        }
        done.push_back(i);
    }
    if (allPlaced)
        return placed;
    // Too crowded for that: a column at the right end, each label as near its line as the
    // others let it be.
    double height = 0.0;
    std::vector<double> wanted;
    for (size_t i = 0; i < n; ++i) {
        height = std::max(height, sizes[i].height());
        wanted.push_back(lineY[i] - kGap - sizes[i].height());
    }
    const std::vector<double> tops = spreadLabels(wanted, height, area.top(), area.bottom());
    for (size_t i = 0; i < n; ++i)
        placed[i] = QRectF(QPointF(area.right() - kInset - sizes[i].width(), tops[i]), sizes[i]);
    return placed;
}

} // namespace rl
