// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/rankpicker.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QSignalBlocker>
#include <QStandardItemModel>

namespace rl {

RankPicker::RankPicker(QWidget *parent)
    : QWidget(parent), m_label(new QLabel(this)), m_combo(new QComboBox(this)), m_menu(new QMenu(this)),
      m_group(new QActionGroup(this)), m_next(new QAction(this)), m_previous(new QAction(this))
{
    setObjectName(u"RankPicker"_qs);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 0, 6, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_combo);
    m_label->setBuddy(m_combo); // Alt+R reaches it from the keyboard
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_next->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    m_previous->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageUp));
    connect(m_combo, &QComboBox::activated, this, [this](int index) {
        if (index >= 0 && index < m_ranks.size() && m_ranks[index] != m_shown)
            Q_EMIT rankChosen(m_ranks[index]);
    });
    connect(m_next, &QAction::triggered, this, [this] { step(+1); });
    connect(m_previous, &QAction::triggered, this, [this] { step(-1); });
    retranslate();
}

bool RankPicker::canShow(int rank) const
{
    const RankBreakdown *r = m_run ? m_run->rank(rank) : nullptr;
    return r && r->hasKernels;
}

void RankPicker::setJob(const std::shared_ptr<const RunBreakdown> &run, int shown)
{
    m_run = run;
    m_shown = shown;
    m_ranks.clear();
    if (run) {
        for (const RankBreakdown &r : run->ranks)
            m_ranks << r.rank;
    }
    rebuild();
}

void RankPicker::rebuild()
{
    const QSignalBlocker blocker(m_combo);
    m_combo->clear();
    m_menu->clear();
    for (QAction *a : m_group->actions())
        m_group->removeAction(a);
    auto *items = qobject_cast<QStandardItemModel *>(m_combo->model());
    for (int i = 0; i < m_ranks.size(); ++i) {
        const int rank = m_ranks[i];
        const bool showable = canShow(rank);
        const QString text = showable ? tr("Rank %1").arg(rank) : tr("Rank %1 (no kernels)").arg(rank);
        const QString why = showable ? tr("Show the operators, timeline and details of rank %1").arg(rank)
                                     : tr("Rank %1 has no kernel table or profiler database: only its step figures "
                                          "are on the run page")
                                           .arg(rank);
        m_combo->addItem(text, rank);
        m_combo->setItemData(i, why, Qt::ToolTipRole);
        if (items && !showable)
            items->item(i)->setEnabled(false);
        QAction *action = m_menu->addAction(text);
        action->setCheckable(true);
        action->setChecked(rank == m_shown);
        action->setEnabled(showable);
        action->setToolTip(why);
        m_group->addAction(action);
        connect(action, &QAction::triggered, this, [this, rank] {
            if (rank != m_shown)
                Q_EMIT rankChosen(rank);
        });
        if (rank == m_shown)
            m_combo->setCurrentIndex(i);
    }
    m_menu->addSeparator();
    m_menu->addAction(m_next);
    m_menu->addAction(m_previous);
    const bool job = isJob();
    m_menu->setEnabled(job);
    m_next->setEnabled(job);
    m_previous->setEnabled(job);
}

void RankPicker::step(int direction)
{
    const int at = m_ranks.indexOf(m_shown);
    for (int i = at + direction; at >= 0 && i >= 0 && i < m_ranks.size(); i += direction) {
        if (canShow(m_ranks[i])) {
            Q_EMIT rankChosen(m_ranks[i]);
            return;
        }
    }
}

void RankPicker::retranslate()
{
    m_label->setText(tr("&Rank:"));
    m_combo->setToolTip(tr("Which rank of the job the operator view, timeline and details show"));
    m_menu->setTitle(tr("&Rank"));
    m_next->setText(tr("&Next rank"));
    m_previous->setText(tr("&Previous rank"));
    if (isJob())
        rebuild();
}

void RankPicker::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

} // namespace rl
