// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <functional>

class QCustomPlot;
class QWidget;

namespace rl {

// A chart's content built when it can be seen (README.md, long runs in the GUI): a change that
// comes while the chart is off screen (hidden, behind another page, scrolled out of a list)
// waits until the chart's plot paints or something asks for what it draws (ensure()). The
// chart routes every change through request() and calls ensure() before reading its data; its
// build ends with a replot of the plot.
//
// A plot that waits takes a new size without replotting: QCustomPlot replots everything at each
// resize, and a long run's list of charts, laid out as the analysis arrives, resized each chart
// several times (those out of view too) before any was built, on the GUI thread while the
// window waited for its first paint. The build replots at the size then.
class BuildWhenShown : public QObject
{
public:
    // `deferring` false builds on every request, as a chart for an export must.
    BuildWhenShown(QWidget *chart, QCustomPlot *plot, std::function<void()> build, bool deferring);

    void request(); // now when the chart is on screen or this does not defer, else when seen
    void ensure();  // builds a change that waits; nothing otherwise
    bool isWaiting() const { return m_waiting; }
    // Shown and not clipped away by its parents: a dock behind another tab stays visible, moved
    // out of the window; a chart scrolled out of a list stays visible, out of the viewport.
    static bool isOnScreen(const QWidget *widget);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_chart;
    QCustomPlot *m_plot;
    std::function<void()> m_build;
    bool m_deferring;
    bool m_waiting = false;
    bool m_resizedWhileWaiting = false; // the plot's buffers are not its size
};

} // namespace rl
