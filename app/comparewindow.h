// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/compare/comparison.h"

#include <QMainWindow>

#include <memory>

class QAction;
class QLabel;
class QMenu;
class QStackedWidget;

namespace rl {

class CompareController;
class CompareView;
class MessageBar;
class StatusProgress;

// Compare mode: a baseline and a candidate run loaded and matched in the background
// (CompareController), shown in a CompareView — summary, delta table, Roofline overlays of
// every component pair, swimlanes side by side. Its File menu saves the comparison as an
// HTML report and exports every chart.
class CompareWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit CompareWindow(QWidget *parent = nullptr);
    ~CompareWindow() override;

    void compare(const QString &baseline, const QString &candidate, const QString &hardware = {});

    CompareView *view() const { return m_view; }
    CompareController *controller() const { return m_controller; }
    MessageBar *messageBar() const { return m_messages; }

Q_SIGNALS:
    void comparisonShown();

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override; // two paths: baseline, candidate

private:
    void createMenus();
    void retranslate();
    void chooseRuns();
    void saveReport();
    void exportCharts();
    void openRun(const QString &path);
    void onStarted();
    void onEnded();
    void onFinished(std::shared_ptr<Comparison> comparison);
    void onFailed(const Error &error);

    CompareController *m_controller;
    MessageBar *m_messages = nullptr;
    QStackedWidget *m_stack = nullptr;
    QLabel *m_placeholder = nullptr;
    CompareView *m_view = nullptr;
    StatusProgress *m_status = nullptr;
    QMenu *m_fileMenu = nullptr;
    QAction *m_chooseRuns = nullptr;
    QAction *m_saveReport = nullptr;
    QAction *m_exportCharts = nullptr;
    QAction *m_openBaseline = nullptr;
    QAction *m_openCandidate = nullptr;
    QAction *m_close = nullptr;
    QString m_baseline;
    QString m_candidate;
};

} // namespace rl
