// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/pagelabels.h"

#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

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

QVBoxLayout *makeScrollingPageLayout(QWidget *page)
{
    auto *content = new QWidget(page);
    auto *scroll = new QScrollArea(page);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(content);
    auto *outer = new QVBoxLayout(page);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
    return new QVBoxLayout(content);
}

} // namespace rl
