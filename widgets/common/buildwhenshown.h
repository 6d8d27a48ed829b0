// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <functional>

class QWidget;

namespace rl {

// A chart's content built when it can be seen (README.md, long runs in the GUI): a change that
// comes while the chart is off screen (hidden, behind another page, scrolled out of a list)
// waits until the chart's plot paints or something asks for what it draws (ensure()). The
// chart routes every change through request() and calls ensure() before reading its data.
class BuildWhenShown : public QObject
{
public:
    // `deferring` false builds on every request, as a chart for an export must.
    BuildWhenShown(QWidget *chart, QWidget *plot, std::function<void()> build, bool deferring);

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
    QWidget *m_plot;
    std::function<void()> m_build;
    bool m_deferring;
    bool m_waiting = false;
};

} // namespace rl
