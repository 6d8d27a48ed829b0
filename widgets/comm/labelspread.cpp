// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/comm/labelspread.h"

#include <algorithm>
#include <numeric>

namespace rl {

std::vector<double> spreadLabels(const std::vector<double> &wanted, double height, double low, double high)
{
    const size_t n = wanted.size();
    std::vector<size_t> order(n);
    std::iota(order.begin(), order.end(), size_t(0));
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return wanted[a] < wanted[b]; });
    // Clusters of touching labels, each placed around the mean of what its labels want, merged
    // with the one above while they overlap (the usual way of laying out labels on a line).
    struct Cluster
    {
        size_t first; // into order
        size_t count;
        double top;
    };
    std::vector<Cluster> clusters;
    for (size_t i = 0; i < n; ++i) {
        clusters.push_back({i, 1, wanted[order[i]]});
        while (clusters.size() > 1) {
            Cluster &below = clusters.back();
            Cluster &above = clusters[clusters.size() - 2];
            if (above.top + double(above.count) * height <= below.top)
                break;
            double sum = 0.0;
            for (size_t k = 0; k < above.count + below.count; ++k)
                sum += wanted[order[above.first + k]] - double(k) * height;
            above.count += below.count;
            above.top = sum / double(above.count);
            clusters.pop_back();
        }
    }
    std::vector<double> tops(n);
    for (const Cluster &c : clusters) {
        double top = c.top;
        const double span = double(c.count) * height;
        if (high - low >= span)
            top = std::clamp(top, low, high - span);
        for (size_t k = 0; k < c.count; ++k)
            tops[order[c.first + k]] = top + double(k) * height;
    }
    // Clamping a cluster may make it meet its neighbour: push down once more, in order.
    for (size_t i = 1; i < n; ++i)
        tops[order[i]] = std::max(tops[order[i]], tops[order[i - 1]] + height);
    return tops;
}

} // namespace rl
