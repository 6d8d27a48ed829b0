// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/comparedialog.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace rl {

CompareDialog::CompareDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Compare two runs"));
    auto *intro = new QLabel(tr("Operators are matched by name, type and input shapes, then by order within a "
                                "type. Pairs can be re-matched by hand in the delta table."),
                             this);
    intro->setWordWrap(true);
    auto *form = new QFormLayout;
    m_baseline = addPathRow(form, tr("Baseline (before):"));
    m_candidate = addPathRow(form, tr("Candidate (after):"));
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Compare"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    resize(640, sizeHint().height());
    updateOk();
}

QLineEdit *CompareDialog::addPathRow(QFormLayout *form, const QString &label)
{
    auto *edit = new QLineEdit(this);
    edit->setPlaceholderText(tr("A profiler output directory or file"));
    auto *directory = new QPushButton(tr("Directory…"), this);
    auto *file = new QPushButton(tr("File…"), this);
    connect(directory, &QPushButton::clicked, this, [this, edit] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Choose a run"), edit->text());
        if (!dir.isEmpty())
            edit->setText(dir);
    });
    connect(file, &QPushButton::clicked, this, [this, edit] {
        const QString f = QFileDialog::getOpenFileName(this, tr("Choose a run"), edit->text(),
                                                       tr("Profiler output (*.csv *.json *.db *.bin);;All files (*)"));
        if (!f.isEmpty())
            edit->setText(f);
    });
    connect(edit, &QLineEdit::textChanged, this, &CompareDialog::updateOk);
    auto *row = new QHBoxLayout;
    row->addWidget(edit, 1);
    row->addWidget(directory);
    row->addWidget(file);
    form->addRow(label, row);
    return edit;
}

QString CompareDialog::baseline() const
{
    return m_baseline->text().trimmed();
}

QString CompareDialog::candidate() const
{
    return m_candidate->text().trimmed();
}

void CompareDialog::setPaths(const QString &baseline, const QString &candidate)
{
    m_baseline->setText(baseline);
    m_candidate->setText(candidate);
}

void CompareDialog::updateOk()
{
    const bool ok = QFileInfo::exists(baseline()) && QFileInfo::exists(candidate());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(ok);
}

} // namespace rl
