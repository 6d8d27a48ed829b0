// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/runbreakdown.h"

#include <QWidget>

#include <memory>

class QAction;
class QActionGroup;
class QComboBox;
class QLabel;
class QMenu;

namespace rl {

// Which rank of a job the operator view, timeline and details show (core/job/README.md): a
// "Rank" combo box for the toolbar and a View → Rank menu with every rank and Next/Previous
// rank (Ctrl+Page Down / Ctrl+Page Up). Ranks without a kernel table are listed, disabled,
// with the reason in their tooltip. With one rank there is nothing to pick: isJob() is false
// and the window hides the picker.
class RankPicker : public QWidget
{
    Q_OBJECT
public:
    explicit RankPicker(QWidget *parent = nullptr);

    // The job's ranks and the one shown; an empty or one-rank run hides the picker.
    void setJob(const std::shared_ptr<const RunBreakdown> &run, int shown);
    QMenu *menu() const { return m_menu; }
    QComboBox *combo() const { return m_combo; }
    QAction *nextAction() const { return m_next; }
    QAction *previousAction() const { return m_previous; }
    // The ranks listed (with or without kernels), and the one shown; -1 when none.
    QList<int> ranks() const { return m_ranks; }
    int shownRank() const { return m_shown; }
    bool isJob() const { return m_ranks.size() > 1; }

Q_SIGNALS:
    void rankChosen(int rank);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void retranslate();
    void step(int direction);
    bool canShow(int rank) const;

    std::shared_ptr<const RunBreakdown> m_run;
    QList<int> m_ranks;
    int m_shown = -1;
    QLabel *m_label;
    QComboBox *m_combo;
    QMenu *m_menu;
    QActionGroup *m_group;
    QAction *m_next;
    QAction *m_previous;
};

} // namespace rl
