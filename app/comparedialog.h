// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QDialogButtonBox;
class QFormLayout;
class QLineEdit;

namespace rl {

// Asks for the two runs to compare: a baseline and a candidate, each a profiler output
// directory or file. OK stays disabled until both name something that exists.
class CompareDialog : public QDialog
{
    Q_OBJECT
public:
    explicit CompareDialog(QWidget *parent = nullptr);

    QString baseline() const;
    QString candidate() const;
    void setPaths(const QString &baseline, const QString &candidate);

private:
    QLineEdit *addPathRow(QFormLayout *form, const QString &label);
    void updateOk();

    QLineEdit *m_baseline = nullptr;
    QLineEdit *m_candidate = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace rl
