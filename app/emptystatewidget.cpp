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
      m_openDirectory(new QPushButton(this)), m_demo(new QPushButton(this)), m_compare(new QPushButton(this)),
      m_compareDemo(new QPushButton(this)), m_demoText(new QLabel(this))
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
    buttons->addWidget(m_compare);
    buttons->addStretch();
    auto *demoButtons = new QHBoxLayout;
    demoButtons->addStretch();
    demoButtons->addWidget(m_demo);
    demoButtons->addWidget(m_compareDemo);
    demoButtons->addStretch();
    m_demoText->setAlignment(Qt::AlignCenter);
    m_demoText->setWordWrap(true);
    m_demoText->setFixedWidth(620);
    m_compare->setIcon(style()->standardIcon(QStyle::SP_FileDialogContentsView));
    m_compareDemo->setIcon(style()->standardIcon(QStyle::SP_MediaSeekForward));
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
    layout->addSpacing(28);
    auto *demoRow = new QHBoxLayout;
    demoRow->addStretch();
    demoRow->addWidget(m_demoText);
    demoRow->addStretch();
    layout->addLayout(demoRow);
    layout->addSpacing(8);
    layout->addLayout(demoButtons);
    layout->addStretch(3);
    connect(m_openFile, &QPushButton::clicked, this, &EmptyStateWidget::openFileRequested);
    connect(m_openDirectory, &QPushButton::clicked, this, &EmptyStateWidget::openDirectoryRequested);
    connect(m_demo, &QPushButton::clicked, this, &EmptyStateWidget::openDemoRequested);
    connect(m_compare, &QPushButton::clicked, this, &EmptyStateWidget::compareRequested);
    connect(m_compareDemo, &QPushButton::clicked, this, &EmptyStateWidget::compareDemoRequested);
    retranslate();
}

void EmptyStateWidget::setDemoAvailable(bool available, const QString &reason)
{
    for (QPushButton *demo : {m_demo, m_compareDemo}) {
        demo->setEnabled(available);
        demo->setToolTip(reason);
    }
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
    m_compare->setText(tr("Compare two runs…"));
    m_demoText->setText(tr("No Ascend profile at hand? The demo is MobileNetV3 on a simulated Ascend 310, profiled "
                           "before and after applying the paper's optimisation strategies."));
    m_demo->setText(tr("Open demo"));
    m_compareDemo->setText(tr("Compare demo before/after"));
}

} // namespace rl
