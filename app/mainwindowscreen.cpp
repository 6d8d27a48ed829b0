// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's dock sizes on first start, and the window kept inside a small screen's
// width (1280 × 800).
#include "app/mainwindow.h"

#include <QDockWidget>
#include <QResizeEvent>
#include <QScreen>
#include <QTimer>

#include <algorithm>

namespace rl {

// No saved layout: the docks get sizes that suit the charts and lists.
void MainWindow::sizeDocksForFirstStart()
{
    // 440 and 360 pixels beside the centre; on a narrower window (a 1280 × 800 screen)
    // in the same proportion, never below what each dock needs, so the window is not
    // pushed past the screen's edge.
    int leftWidth = 440, rightWidth = 360;
    const int room = width() - centralWidget()->minimumSizeHint().width() - 16;
    if (leftWidth + rightWidth > room) {
        leftWidth = std::max(m_docks[0]->minimumSizeHint().width(), room * 440 / 800);
        rightWidth = std::max(
            {m_docks[1]->minimumSizeHint().width(), m_docks[2]->minimumSizeHint().width(), room - leftWidth});
    }
    resizeDocks({m_docks[0], m_docks[1]}, {leftWidth, rightWidth}, Qt::Horizontal);
    // The timeline a little over a third of the height (324 px of a 900 px window, 288 of
    // 800): a job's streams, folded lanes and derived lanes fit it without scrolling.
    resizeDocks({m_docks[3]}, {std::clamp(height() * 36 / 100, 240, 360)}, Qt::Vertical);
    // The component chart needs the height for its names and bars; Details scrolls.
    // Once the sizes above are laid out:
    QTimer::singleShot(0, this, [this] {
        const int right = std::max(400, m_docks[1]->height() + m_docks[2]->height());
        resizeDocks({m_docks[1], m_docks[2]}, {right * 2 / 5, right * 3 / 5}, Qt::Vertical);
    });
}

// New data can make a page or list need more width than the docks leave it, and Qt then grows
// the window past a small screen's edge (1280 × 800): the side docks give way first.
void MainWindow::fitToScreen()
{
    const QScreen *screen = this->screen();
    if (!screen || isMaximized() || isFullScreen())
        return;
    const int available = screen->availableGeometry().width();
    if (width() <= available || minimumSizeHint().width() > available)
        return; // fits, or cannot: then the window stays as wide as it must be
    const int excess = width() - available;
    const int left = m_docks[0]->isVisible() ? m_docks[0]->width() : 0;
    const int right = m_docks[1]->isVisible() ? m_docks[1]->width() : 0;
    if (left + right > 0) {
        const int fromLeft = excess * left / (left + right);
        resizeDocks({m_docks[0], m_docks[1]}, {left - fromLeft, right - (excess - fromLeft)}, Qt::Horizontal);
    }
    resize(available, height());
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    if (screen() && width() > screen()->availableGeometry().width())
        QTimer::singleShot(0, this, &MainWindow::fitToScreen);
}

} // namespace rl
