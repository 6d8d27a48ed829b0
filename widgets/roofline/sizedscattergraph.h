// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/common/qcp.h"

#include <QVector>

namespace rl {

// A scatter graph whose markers each have their own size (operators sized by time share).
// QCPGraph draws one size for all; this draws point i with sizes[i] in data order, so the
// caller keeps its points sorted by key (setPoints does not re-sort).
class SizedScatterGraph : public QCPGraph
{
    Q_OBJECT
public:
    SizedScatterGraph(QCPAxis *keyAxis, QCPAxis *valueAxis);

    // keys ascending; the three vectors have the same length
    void setPoints(const QVector<double> &keys, const QVector<double> &values, const QVector<double> &sizes);
    // The style's size only past the sizes: asked for every marker drawn or hit-tested, and a
    // copy of the style (pens, brush, pixmap, path) for each of a quarter of a million showed.
    double sizeAt(int index) const
    {
        return index >= 0 && index < m_sizes.size() ? m_sizes[index] : scatterStyle().size();
    }

protected:
    void draw(QCPPainter *painter) override;

private:
    QVector<double> m_sizes;
};

} // namespace rl
