// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/pagelabels.h"

#include <QLabel>

namespace rl {

QLabel *makePageTitle(QWidget *parent)
{
    auto *title = new QLabel(parent);
    QFont bigger = title->font();
    bigger.setPointSizeF(bigger.pointSizeF() * 1.3);
    bigger.setBold(true);
    title->setFont(bigger);
    return title;
}

QLabel *makePageSentence(QWidget *parent)
{
    auto *sentence = new QLabel(parent);
    sentence->setWordWrap(true);
    sentence->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return sentence;
}

} // namespace rl
