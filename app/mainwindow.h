// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

class QTextBrowser;

namespace rl {

class SelectionModel;

// Minimal main window (issue #2): loads the paths given and shows the analysis summary.
// The full window (table, charts, bottleneck list, timeline) replaces it in issue #4.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    void openPaths(const QStringList &paths, const QString &hardware = {});

private:
    SelectionModel *m_selection = nullptr;
    QTextBrowser *m_summary = nullptr;
};

} // namespace rl
