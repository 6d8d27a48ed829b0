// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/groupingstatus.h"

#include "widgets/common/selectionmodel.h"

#include <QEvent>

namespace rl {

GroupingStatus::GroupingStatus(SelectionModel *selection, QWidget *parent) : QLabel(parent), m_selection(selection)
{
    connect(selection, &SelectionModel::analysisChanged, this, &GroupingStatus::update);
    connect(selection, &SelectionModel::groupingChanged, this, &GroupingStatus::update);
    update();
}

void GroupingStatus::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        update();
}

void GroupingStatus::update()
{
    const auto analysis = m_selection->analysis();
    const bool repeats = analysis && analysis->groups.size() < analysis->operators.size();
    setVisible(repeats);
    setText(m_selection->groupsCalls() ? tr("calls grouped by kernel") : tr("every call on its own"));
    setToolTip(tr("View ▸ Group calls by kernel (Ctrl+G) switches this; the choice is kept for the next launch."));
}

} // namespace rl
