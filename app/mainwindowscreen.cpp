// SPDX-License-Identifier: GPL-3.0-or-later
// The main window on a small screen (1280 × 800): it is kept inside the screen's width.
#include "app/mainwindow.h"

#include <QDockWidget>
#include <QResizeEvent>
#include <QScreen>
#include <QTimer>

namespace rl {

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
