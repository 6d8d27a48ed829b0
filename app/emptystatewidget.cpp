// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/emptystatewidget.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>

namespace rl {

EmptyStateWidget::EmptyStateWidget(QWidget *parent)
    : QWidget(parent), m_title(new QLabel(this)), m_text(new QLabel(this)), m_openFile(new QPushButton(this)),
      m_openDirectory(new QPushButton(this)), m_demo(new QPushButton(this))
{
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    m_title->setFont(big);
    m_title->setAlignment(Qt::AlignCenter);
    m_text->setAlignment(Qt::AlignCenter);
    m_text->setWordWrap(true);
    // A fixed width lets the wrapped label compute its height (an aligned, width-limited
    // label in a box layout gets clipped).
    m_text->setFixedWidth(620);
    m_openFile->setIcon(style()->standardIcon(QStyle::SP_DialogOpenButton));
    m_openDirectory->setIcon(style()->standardIcon(QStyle::SP_DirOpenIcon));
    m_demo->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_openFile);
    buttons->addWidget(m_openDirectory);
    buttons->addWidget(m_demo);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addStretch(2);
    layout->addWidget(m_title);
    auto *textRow = new QHBoxLayout;
    textRow->addStretch();
    textRow->addWidget(m_text);
    textRow->addStretch();
    layout->addLayout(textRow);
    layout->addSpacing(16);
    layout->addLayout(buttons);
    layout->addStretch(3);
    connect(m_openFile, &QPushButton::clicked, this, &EmptyStateWidget::openFileRequested);
    connect(m_openDirectory, &QPushButton::clicked, this, &EmptyStateWidget::openDirectoryRequested);
    connect(m_demo, &QPushButton::clicked, this, &EmptyStateWidget::openDemoRequested);
    retranslate();
}

void EmptyStateWidget::setDemoAvailable(bool available, const QString &reason)
{
    m_demo->setEnabled(available);
    m_demo->setToolTip(reason);
}

void EmptyStateWidget::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void EmptyStateWidget::retranslate()
{
    m_title->setText(tr("Why is this operator slow?"));
    m_text->setText(tr("Open profiler output — a torch_npu *_ascend_pt directory, an msprof PROF_* or "
                       "msprof op OPPROF_* directory, kernel_details.csv, op_summary_*.csv, a .db export, "
                       "visualize_data.bin or a RoofLens profile JSON — or drop it on this window. Several "
                       "files of one workload are merged."));
    m_openFile->setText(tr("Open file…"));
    m_openDirectory->setText(tr("Open directory…"));
    m_demo->setText(tr("Open demo"));
}

} // namespace rl
