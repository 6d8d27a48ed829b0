// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/diagnostics.h"
#include "widgets/common/diagnosticgroups.h"

#include <QFrame>
#include <QPointer>

class QLabel;
class QListWidget;
class QListWidgetItem;
class QScrollArea;
class QToolButton;

namespace rl {

class SelectionModel;

// A non-modal strip above the content for warnings and errors of a load: never blocks the
// user, names the file and line as a link (locationActivated), and can be dismissed.
// Opens the file of a location the bar shows ("file:line" or "file@offset") with the desktop's
// viewer; the message itself names the spot. Windows connect locationActivated to it.
void openLocationInDesktop(const QString &location);

// Diagnostics of one kind and cause (Diagnostic::group) read as one line with a count and a
// "details" link; the details are a list whose rows select their operator in the shared
// SelectionModel. The bar never takes more than kMaxHeightShare of its window's height: what
// does not fit scrolls inside it. Text and links are coloured to read on the bar's tint in
// either theme (at least 4.5:1).
class MessageBar : public QFrame
{
    Q_OBJECT
public:
    static constexpr double kMaxHeightShare = 0.25;

    explicit MessageBar(QWidget *parent = nullptr);

    // Rows of the details list select their operator here (none: the rows only show).
    void setSelectionModel(SelectionModel *selection);

    void showMessage(Diagnostic::Severity severity, const QString &message, const QString &location = {});
    // The first few lines of a load (one per group of diagnostics, one per diagnostic alone),
    // worst first, with a link that shows the rest. Each names its file by its file name and
    // line; the whole path is the link's tooltip.
    void showDiagnostics(const Diagnostics &diagnostics, int maxShown = 4);
    void dismiss();

    Diagnostic::Severity severity() const { return m_severity; }
    QString plainText() const; // what is shown, without markup (tests, clipboard)
    QString richText() const;  // the same with its links (tests)
    const QList<DiagnosticGroup> &groups() const { return m_groups; }
    // Shows (or hides again) the list of the group's diagnostics, as its "details" link does.
    void toggleDetails(int group);
    QListWidget *detailsList() const { return m_details; }
    QColor background() const; // the tint the text is drawn on
    QColor textColor() const;
    QColor linkColor() const;

Q_SIGNALS:
    void locationActivated(const QString &location); // "file:line" or "file@offset"
    void dismissed();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void render();
    void applyColours();
    void fillDetails();
    void fitHeights();
    int heightCap() const;
    QString lineOf(int group) const;
    void onLinkActivated(const QString &link);
    void onDetailClicked(QListWidgetItem *item);

    Diagnostics m_items; // all of them, worst first
    QList<DiagnosticGroup> m_groups;
    int m_maxShown = 4;
    bool m_expanded = false; // the user asked for all of them
    int m_openGroup = -1;    // the group whose details are listed
    bool m_rendering = false;
    Diagnostic::Severity m_severity = Diagnostic::Severity::Info;
    QPointer<SelectionModel> m_selection;
    QPointer<QWidget> m_watchedWindow;
    QLabel *m_icon = nullptr;
    QScrollArea *m_scroll = nullptr;
    QLabel *m_text = nullptr;
    QListWidget *m_details = nullptr;
    QToolButton *m_close = nullptr;
};

} // namespace rl
