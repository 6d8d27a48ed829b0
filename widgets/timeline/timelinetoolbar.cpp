// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/timeline/timelinetoolbar.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QToolButton>

namespace rl {

namespace {

void setCheckedQuietly(QCheckBox *box, bool checked)
{
    const QSignalBlocker block(box);
    box->setChecked(checked);
}

} // namespace

TimelineToolbar::TimelineToolbar(QWidget *parent) : QWidget(parent)
{
    auto button = [this] {
        auto *b = new QToolButton(this);
        b->setAutoRaise(true);
        return b;
    };
    m_back = button();
    m_forward = button();
    m_fit = button();
    m_wholeRun = button();
    m_title = new QLabel(this);
    m_links = new QCheckBox(this);
    m_derived = new QCheckBox(this);
    m_counters = new QCheckBox(this);
    m_unfoldAll = new QCheckBox(this);
    m_unfoldAll->setVisible(false);
    m_relative = new QCheckBox(this);
    for (QCheckBox *box : {m_links, m_derived, m_counters})
        box->setChecked(true);
    m_back->setEnabled(false);
    m_forward->setEnabled(false);

    connect(m_back, &QToolButton::clicked, this, &TimelineToolbar::backClicked);
    connect(m_forward, &QToolButton::clicked, this, &TimelineToolbar::forwardClicked);
    connect(m_fit, &QToolButton::clicked, this, &TimelineToolbar::fitClicked);
    connect(m_wholeRun, &QToolButton::clicked, this, &TimelineToolbar::wholeRunClicked);
    connect(m_links, &QCheckBox::toggled, this, &TimelineToolbar::linksToggled);
    connect(m_derived, &QCheckBox::toggled, this, &TimelineToolbar::derivedLanesToggled);
    connect(m_counters, &QCheckBox::toggled, this, &TimelineToolbar::countersToggled);
    connect(m_unfoldAll, &QCheckBox::toggled, this, &TimelineToolbar::foldsToggled);
    connect(m_relative, &QCheckBox::toggled, this, &TimelineToolbar::relativeTimeToggled);

    auto *bar = new QHBoxLayout(this);
    bar->setContentsMargins(4, 2, 4, 2);
    for (QWidget *w : {m_back, m_forward, m_fit, m_wholeRun})
        bar->addWidget(w);
    bar->addWidget(m_title, 1);
    for (QWidget *w : {m_links, m_derived, m_counters, m_unfoldAll, m_relative})
        bar->addWidget(w);
    retranslate();
}

void TimelineToolbar::setTitle(const QString &title)
{
    m_title->setText(title);
}

QString TimelineToolbar::title() const
{
    return m_title->text();
}

void TimelineToolbar::setHistory(bool canGoBack, bool canGoForward)
{
    m_back->setEnabled(canGoBack);
    m_forward->setEnabled(canGoForward);
}

void TimelineToolbar::setAvailable(bool links, bool derivedLanes, bool counters, bool wholeRun)
{
    m_links->setVisible(links);
    m_derived->setVisible(derivedLanes);
    m_counters->setVisible(counters);
    m_wholeRun->setVisible(wholeRun);
}

void TimelineToolbar::setFoldsAvailable(bool available)
{
    m_unfoldAll->setVisible(available);
}

void TimelineToolbar::setFoldsChecked(bool checked)
{
    setCheckedQuietly(m_unfoldAll, checked);
}

bool TimelineToolbar::foldsChecked() const
{
    return m_unfoldAll->isChecked();
}

void TimelineToolbar::setLinksChecked(bool checked)
{
    setCheckedQuietly(m_links, checked);
}

void TimelineToolbar::setDerivedLanesChecked(bool checked)
{
    setCheckedQuietly(m_derived, checked);
}

void TimelineToolbar::setCountersChecked(bool checked)
{
    setCheckedQuietly(m_counters, checked);
}

void TimelineToolbar::setRelativeTimeChecked(bool checked)
{
    setCheckedQuietly(m_relative, checked);
}

void TimelineToolbar::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void TimelineToolbar::retranslate()
{
    m_back->setText(tr("◀"));
    m_back->setToolTip(tr("Previous zoom (Alt+Left)"));
    m_forward->setText(tr("▶"));
    m_forward->setToolTip(tr("Next zoom (Alt+Right)"));
    m_fit->setText(tr("Fit"));
    m_fit->setToolTip(tr("Show everything (Home)"));
    m_wholeRun->setText(tr("Whole run"));
    m_wholeRun->setToolTip(tr("Back to the kernel level of the run"));
    m_links->setText(tr("Links"));
    m_links->setToolTip(tr("SET_FLAG/WAIT_FLAG pairs and dependency flows"));
    m_derived->setText(tr("Derived lanes"));
    m_derived->setToolTip(tr("Component lanes drawn from each operator's pipe ratios (R × duration)"));
    m_counters->setText(tr("Counters"));
    m_unfoldAll->setText(tr("All lanes"));
    m_unfoldAll->setToolTip(tr("Every communication plane, host thread and counter on a lane of its own, and every "
                               "row of a stream's overlapping tasks; off, they fold (E; or click a lane's name)"));
    m_relative->setText(tr("Relative time"));
    m_relative->setToolTip(tr("Times relative to the selected operator's start"));
}

} // namespace rl
