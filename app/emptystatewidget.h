// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace rl {

// What the window shows before anything is loaded: what RoofLens reads, and buttons to open
// a file, a directory or the demo, or to compare two runs (the demo's before and after).
class EmptyStateWidget : public QWidget
{
    Q_OBJECT
public:
    explicit EmptyStateWidget(QWidget *parent = nullptr);

    QPushButton *demoButton() const { return m_demo; }
    QPushButton *compareDemoButton() const { return m_compareDemo; }
    void setDemoAvailable(bool available, const QString &reason);

Q_SIGNALS:
    void openFileRequested();
    void openDirectoryRequested();
    void openDemoRequested();
    void compareRequested();
    void compareDemoRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_title;
    QLabel *m_text;
    QPushButton *m_openFile;
    QPushButton *m_openDirectory;
    QPushButton *m_demo;
    QPushButton *m_compare;
    QPushButton *m_compareDemo;
    QLabel *m_demoText;
};

} // namespace rl
