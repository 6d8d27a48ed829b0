// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QCheckBox;
class QLabel;
class QToolButton;

namespace rl {

// The swimlane's toolbar: zoom back and forward, fit, back to the whole run, the title, and
// the switches for links, derived lanes, counters, folded lanes and relative time. It holds no state of
// the view: TimelineView tells it what to show and acts on its signals. The setters do not
// emit, so the view may mirror its own state into it without loops.
class TimelineToolbar : public QWidget
{
    Q_OBJECT
public:
    explicit TimelineToolbar(QWidget *parent = nullptr);

    void setTitle(const QString &title);
    QString title() const;
    void setHistory(bool canGoBack, bool canGoForward);
    // Which controls the scene has a use for: a switch for what it lacks is hidden.
    void setAvailable(bool links, bool derivedLanes, bool counters, bool wholeRun);
    // The switch that unfolds every folding lane, for scenes that have some.
    void setFoldsAvailable(bool available);
    void setFoldsChecked(bool checked);
    bool foldsChecked() const;

    void setLinksChecked(bool checked);
    void setDerivedLanesChecked(bool checked);
    void setCountersChecked(bool checked);
    void setRelativeTimeChecked(bool checked);

Q_SIGNALS:
    void backClicked();
    void forwardClicked();
    void fitClicked();
    void wholeRunClicked();
    void linksToggled(bool on);
    void derivedLanesToggled(bool on);
    void countersToggled(bool on);
    void foldsToggled(bool on);
    void relativeTimeToggled(bool on);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QToolButton *m_back = nullptr;
    QToolButton *m_forward = nullptr;
    QToolButton *m_fit = nullptr;
    QToolButton *m_wholeRun = nullptr;
    QLabel *m_title = nullptr;
    QCheckBox *m_links = nullptr;
    QCheckBox *m_derived = nullptr;
    QCheckBox *m_counters = nullptr;
    QCheckBox *m_unfoldAll = nullptr;
    QCheckBox *m_relative = nullptr;
};

} // namespace rl
