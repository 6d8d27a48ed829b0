// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

namespace rl {

class SelectionModel;

// The status bar's word on the grouping switch (View ▸ Group calls by kernel): the choice is
// remembered into the next launch, so a reopened run says why it looks as it does. Shown
// while the analysis has a kernel called more than once, where the switch acts.
class GroupingStatus : public QLabel
{
    Q_OBJECT
public:
    explicit GroupingStatus(SelectionModel *selection, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void update();

    SelectionModel *m_selection;
};

} // namespace rl
