// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/reportwriter.h"

#include "widgets/common/messagebar.h"
#include "widgets/export/exportdialog.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFutureWatcher>
#include <QPointer>
#include <QProgressDialog>
#include <QSaveFile>
#include <QtConcurrent>

#include <atomic>
#include <memory>

namespace rl {

namespace {

// Gives the strings of this file their translation context.
struct ReportWriter
{
    Q_DECLARE_TR_FUNCTIONS(ReportWriter)
};

// Empty on success, else what went wrong (naming the file).
QString writeReport(const QString &path, const std::function<QByteArray()> &generate,
                    const std::atomic_bool &cancelled)
{
    const QByteArray html = generate();
    if (cancelled)
        return {};
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return ReportWriter::tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    file.write(html);
    if (cancelled) {
        file.cancelWriting();
        return {};
    }
    if (!file.commit())
        return ReportWriter::tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    return {};
}

} // namespace

void saveHtmlReportWithDialog(QWidget *parent, MessageBar *messages, const QString &suggestedName,
                              std::function<QByteArray()> generate)
{
    const QString start = QDir(ExportDialog::defaultFolder()).filePath(suggestedName);
    const QString path = QFileDialog::getSaveFileName(parent, ReportWriter::tr("Save HTML report"), start,
                                                      ReportWriter::tr("HTML report (*.html)"));
    if (path.isEmpty())
        return;
    ExportDialog::rememberFolder(path);

    auto cancelled = std::make_shared<std::atomic_bool>(false);
    auto *dialog = new QProgressDialog(ReportWriter::tr("Writing the report…"), ReportWriter::tr("Cancel"), 0, 0, parent);
    dialog->setWindowModality(Qt::WindowModal);
    dialog->setMinimumDuration(400);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    auto *watcher = new QFutureWatcher<QString>(dialog);
    QObject::connect(dialog, &QProgressDialog::canceled, dialog, [cancelled] { *cancelled = true; });
    QPointer<MessageBar> bar(messages);
    QObject::connect(watcher, &QFutureWatcherBase::finished, dialog, [watcher, dialog, bar, path, cancelled] {
        const QString error = watcher->result();
        if (bar) {
            if (*cancelled)
                bar->showMessage(Diagnostic::Severity::Info, ReportWriter::tr("The report was not written (cancelled)."));
            else if (!error.isEmpty())
                bar->showMessage(Diagnostic::Severity::Error, error, path);
            else
                bar->showMessage(Diagnostic::Severity::Info, ReportWriter::tr("Report written: %1").arg(QDir::toNativeSeparators(path)),
                                 path);
        }
        dialog->close();
    });
    watcher->setFuture(QtConcurrent::run([path, generate = std::move(generate), cancelled] {
        return writeReport(path, generate, *cancelled);
    }));
}

} // namespace rl
