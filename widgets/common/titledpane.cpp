// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/titledpane.h"

#include <QLabel>
#include <QVBoxLayout>

namespace rl {

QWidget *titledPane(const QString &title, QWidget *content)
{
    auto *pane = new QWidget;
    auto *layout = new QVBoxLayout(pane);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *label = new QLabel(title);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    layout->addWidget(label);
    layout->addWidget(content, 1);
    return pane;
}

} // namespace rl
