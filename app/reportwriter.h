// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <functional>

class QByteArray;
class QWidget;

namespace rl {

class MessageBar;

// Asks where to save an HTML report (starting in the last export folder, never next to the
// input data), then generates and writes it on a worker thread behind a busy progress dialog
// with Cancel; a cancelled report leaves no file. The outcome goes to the message bar, with
// the written file as a clickable location.
void saveHtmlReportWithDialog(QWidget *parent, MessageBar *messages, const QString &suggestedName,
                              std::function<QByteArray()> generate);

// The part after the file dialog: generates and writes `path` through LatestOnlyRunner.
void writeHtmlReportInBackground(QWidget *parent, MessageBar *messages, const QString &path,
                                 std::function<QByteArray()> generate);

} // namespace rl
