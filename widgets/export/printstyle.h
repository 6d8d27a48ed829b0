// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>

#include <functional>
#include <vector>

class QCustomPlot;

namespace rl {

// The light "print" look of exported charts: white paper, dark ink, legible labels, whatever
// the screen theme. While a PrintStyleScope lives, the plot's background, axes, grids,
// legend, text and any light (dark-theme) pens and brushes are swapped for print colours;
// the destructor puts every value back, so the screen never sees the print style.
class PrintStyleScope
{
public:
    explicit PrintStyleScope(QCustomPlot *plot, bool enabled = true);
    ~PrintStyleScope();
    PrintStyleScope(const PrintStyleScope &) = delete;
    PrintStyleScope &operator=(const PrintStyleScope &) = delete;

    // The print colour for a screen colour: on a dark theme light colours turn dark (hue
    // kept, lightness mirrored); colours already dark enough stay.
    static QColor printColor(const QColor &screen, bool darkTheme);
    // Whether a plot is drawn for a dark theme (its background is dark).
    static bool isDarkTheme(QCustomPlot *plot);
    // Smallest point size of text in an export.
    static constexpr double kMinimumPointSize = 8.0;

private:
    void apply(bool darkTheme);

    QCustomPlot *m_plot;
    std::vector<std::function<void()>> m_restore; // undo steps, applied in reverse
};

} // namespace rl
