// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/profilechooser.h"

#include "core/common/result.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace rl {

ProfileChooser::ProfileChooser(const Error &error, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Choose a profile"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        tr("%1 holds profiles of %n different workload(s). Open one of them:", nullptr, int(error.choices.size()))
            .arg(QDir::toNativeSeparators(error.location)),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_list = new QListWidget(this);
    const QDir folder(QFileInfo(error.location).absoluteFilePath());
    for (const QString &path : error.choices) {
        auto *item = new QListWidgetItem(
            QDir::toNativeSeparators(folder.relativeFilePath(QFileInfo(path).absoluteFilePath())), m_list);
        item->setData(Qt::UserRole, path);
        item->setToolTip(QDir::toNativeSeparators(path));
    }
    layout->addWidget(m_list);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::itemDoubleClicked, this, &QDialog::accept);
    connect(m_list, &QListWidget::currentRowChanged, this,
            [this](int row) { m_buttons->button(QDialogButtonBox::Open)->setEnabled(row >= 0); });
    setCurrent(0);
    resize(640, 320);
}

int ProfileChooser::count() const
{
    return m_list->count();
}

void ProfileChooser::setCurrent(int row)
{
    m_list->setCurrentRow(row);
    m_buttons->button(QDialogButtonBox::Open)->setEnabled(m_list->currentRow() >= 0);
}

QString ProfileChooser::chosen() const
{
    const QListWidgetItem *item = m_list->currentItem();
    return item ? item->data(Qt::UserRole).toString() : QString();
}

} // namespace rl
