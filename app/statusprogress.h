// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;

namespace rl {

// The status bar line of a window that loads in the background: a text (what is loaded, or
// what is shown), and while work runs a progress bar and a Cancel button.
class StatusProgress : public QWidget
{
    Q_OBJECT
public:
    explicit StatusProgress(QWidget *parent = nullptr);

    void begin(const QString &text);                    // progress at 0, bar and Cancel shown
    void step(int permille, const QString &stage = {}); // the stage replaces the text if given
    void end();                                         // bar and Cancel hidden, text cleared

    QString text() const;
    void setText(const QString &text);
    void setTextToolTip(const QString &toolTip);

Q_SIGNALS:
    void cancelRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    QLabel *m_text;
    QProgressBar *m_bar;
    QPushButton *m_cancel;
};

} // namespace rl
