// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QDialogButtonBox;
class QListWidget;

namespace rl {

struct Error;

// Offered when a folder holds profiles of several workloads: the user picks the one to open
// (the command line prints the same list and `analyze --list` shows it in full).
class ProfileChooser : public QDialog
{
    Q_OBJECT
public:
    // `error.choices` are the profiles, `error.location` the folder they were found in.
    explicit ProfileChooser(const Error &error, QWidget *parent = nullptr);

    int count() const;
    void setCurrent(int row);
    QString chosen() const; // empty when nothing is selected

private:
    QListWidget *m_list = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace rl
