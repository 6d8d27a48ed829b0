// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/timeline/rowpacker.h"

#include <algorithm>
#include <functional>
#include <queue>
#include <utility>

namespace rl {

std::vector<int> packSubRows(const std::vector<double> &starts, const std::vector<double> &ends)
{
    std::vector<int> rows(starts.size(), 0);
    // Busy rows ordered by when they free up, and free rows ordered by index (lowest wins,
    // so the first sub-row is always the fullest and the picture stays stable).
    using Busy = std::pair<double, int>;
    std::priority_queue<Busy, std::vector<Busy>, std::greater<>> busy;
    std::priority_queue<int, std::vector<int>, std::greater<>> freeRows;
    int rowCount = 0;
    for (size_t i = 0; i < starts.size(); ++i) {
        while (!busy.empty() && busy.top().first <= starts[i]) {
            freeRows.push(busy.top().second);
            busy.pop();
        }
        int row;
        if (!freeRows.empty()) {
            row = freeRows.top();
            freeRows.pop();
        } else {
            row = rowCount++;
        }
        rows[i] = row;
        busy.emplace(std::max(ends[i], starts[i]), row);
    }
    return rows;
}

int subRowCount(const std::vector<int> &rows)
{
    return rows.empty() ? 0 : *std::max_element(rows.begin(), rows.end()) + 1;
}

} // namespace rl
