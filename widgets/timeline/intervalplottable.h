// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/timeline/sceneplottable.h"

#include <memory>
#include <vector>

namespace rl {

class TimeMapping;

// Draws every box of a scene's lane tracks as ONE plottable: per row it binary-searches the
// visible window and merges runs of boxes thinner than a pixel into a single bar (tracy's
// trick), so a frame costs what is visible, not what is loaded. selectTest() returns the
// item's flat index in a QCPDataSelection, so plottableClick carries it.
class IntervalPlottable : public ScenePlottable
{
    Q_OBJECT
public:
    // One item of the scene: a box (or issue stall) in a sub-row of a track.
    struct ItemRef
    {
        int track = -1;
        int row = -1;
        bool stall = false;
        size_t index = 0;
        bool isValid() const { return track >= 0; }
    };
    // What the last draw() did, for tests and the benchmark.
    struct DrawStats
    {
        size_t boxes = 0;      // boxes drawn one by one
        size_t mergedRuns = 0; // bars standing for several sub-pixel boxes
        size_t mergedItems = 0;
        size_t labels = 0;
    };

    IntervalPlottable(QCPAxis *keyAxis, QCPAxis *valueAxis);

    // Boxes whose ref (operator index) equals `ref` get an outline; -1 for none.
    void setHighlightedRef(int ref) { m_highlightRef = ref; }
    int highlightedRef() const { return m_highlightRef; }

    ItemRef itemAt(const QPointF &pixel, double tolerancePx = 3.0) const;
    ItemRef locate(int flatIndex) const;
    int flatIndex(const ItemRef &item) const;
    const IntervalRow *row(const ItemRef &item) const;
    // The pixel centre of an item (for tests and "scroll to").
    QPointF pixelCentre(const ItemRef &item) const;
    const DrawStats &lastDrawStats() const { return m_stats; }

    double selectTest(const QPointF &pos, bool onlySelectable, QVariant *details = nullptr) const override;

protected:
    void sceneChanged() override;
    void paletteChanged() override;
    void draw(QCPPainter *painter) override;
    void drawLegendIcon(QCPPainter *painter, const QRectF &rect) const override;

private:
    struct RowEntry
    {
        int track;
        int row;
        bool stall;
        size_t base; // flat index of the row's first item
    };
    void drawRow(QCPPainter *painter, const IntervalRow &row, const TimeMapping &map, double y0, double y1,
                 const QRectF &clip);
    QPair<double, double> rowPixels(const ItemRef &item) const;

    std::vector<RowEntry> m_rows;
    std::vector<QColor> m_fillCache; // by style
    int m_highlightRef = -1;
    DrawStats m_stats;
};

} // namespace rl
