// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/statusprogress.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>

namespace rl {

StatusProgress::StatusProgress(QWidget *parent)
    : QWidget(parent), m_text(new QLabel(this)), m_bar(new QProgressBar(this)), m_cancel(new QPushButton(this))
{
    m_bar->setRange(0, 1000);
    m_bar->setMaximumWidth(240);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_bar);
    layout->addWidget(m_cancel);
    m_bar->hide();
    m_cancel->hide();
    m_cancel->setText(tr("Cancel"));
    connect(m_cancel, &QPushButton::clicked, this, &StatusProgress::cancelRequested);
}

void StatusProgress::begin(const QString &text)
{
    m_bar->setValue(0);
    m_bar->show();
    m_cancel->show();
    m_text->setText(text);
}

void StatusProgress::step(int permille, const QString &stage)
{
    m_bar->setValue(permille);
    if (!stage.isEmpty())
        m_text->setText(stage);
}

void StatusProgress::end()
{
    m_bar->hide();
    m_cancel->hide();
    m_text->clear();
}

QString StatusProgress::text() const
{
    return m_text->text();
}

void StatusProgress::setText(const QString &text)
{
    m_text->setText(text);
}

void StatusProgress::setTextToolTip(const QString &toolTip)
{
    m_text->setToolTip(toolTip);
}

void StatusProgress::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        m_cancel->setText(tr("Cancel"));
}

} // namespace rl
