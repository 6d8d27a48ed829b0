// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/diagnostics.h"

#include <QFrame>

class QLabel;
class QToolButton;

namespace rl {

// A non-modal strip above the content for warnings and errors of a load: never blocks the
// user, names the file and line as a link (locationActivated), and can be dismissed.
// Opens the file of a location the bar shows ("file:line" or "file@offset") with the desktop's
// viewer; the message itself names the spot. Windows connect locationActivated to it.
void openLocationInDesktop(const QString &location);

class MessageBar : public QFrame
{
    Q_OBJECT
public:
    explicit MessageBar(QWidget *parent = nullptr);

    void showMessage(Diagnostic::Severity severity, const QString &message, const QString &location = {});
    // The first few diagnostics of a load, worst first, with a link that shows the rest. Each
    // names its file by its file name and line; the whole path is the link's tooltip.
    void showDiagnostics(const Diagnostics &diagnostics, int maxShown = 4);
    void dismiss();

    Diagnostic::Severity severity() const { return m_severity; }
    QString plainText() const; // what is shown, without markup (tests, clipboard)

Q_SIGNALS:
    void locationActivated(const QString &location); // "file:line" or "file@offset"
    void dismissed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void render();
    void onLinkActivated(const QString &link);

    Diagnostics m_items; // all of them, worst first
    int m_maxShown = 4;
    bool m_expanded = false; // the user asked for all of them
    bool m_rendering = false;
    Diagnostic::Severity m_severity = Diagnostic::Severity::Info;
    QLabel *m_icon = nullptr;
    QLabel *m_text = nullptr;
    QToolButton *m_close = nullptr;
};

} // namespace rl
