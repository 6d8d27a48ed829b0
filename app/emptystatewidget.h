// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace rl {

// What the window shows before anything is loaded: what RoofLens reads, and buttons to open
// a file, a directory or the demo.
class EmptyStateWidget : public QWidget
{
    Q_OBJECT
public:
    explicit EmptyStateWidget(QWidget *parent = nullptr);

    QPushButton *demoButton() const { return m_demo; }
    void setDemoAvailable(bool available, const QString &reason);

Q_SIGNALS:
    void openFileRequested();
    void openDirectoryRequested();
    void openDemoRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_title;
    QLabel *m_text;
    QPushButton *m_openFile;
    QPushButton *m_openDirectory;
    QPushButton *m_demo;
};

} // namespace rl
