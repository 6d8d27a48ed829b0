// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/export/chartset.h"

namespace rl {

void ChartSet::add(std::unique_ptr<QWidget> owner, QCustomPlot *plot, const QString &fileStem, const QString &title)
{
    // A chart that is never shown still needs a size for its layout.
    owner->resize(1200, 800);
    m_charts << NamedChart{fileStem, title, plot};
    m_owners.push_back(std::move(owner));
}

} // namespace rl
