// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/legendfit.h"

#include "widgets/common/qcp.h"

#include <algorithm>

namespace rl {

void fitLegendColumns(QCustomPlot *plot, int maxColumns)
{
    QCPLegend *legend = plot->legend;
    int widest = 1;
    for (int i = 0; i < legend->itemCount(); ++i) {
        if (QCPAbstractLegendItem *item = legend->item(i))
            widest = std::max(widest, item->minimumOuterSizeHint().width());
    }
    const int room = plot->viewport().width() - legend->margins().left() - legend->margins().right();
    const int columns = std::clamp((room + legend->columnSpacing()) / (widest + legend->columnSpacing()), 1,
                                   std::max(1, maxColumns));
    if (legend->wrap() != columns) {
        legend->setWrap(columns);
        legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
    }
}

} // namespace rl
