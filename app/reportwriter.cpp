// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/reportwriter.h"

#include "core/common/outputfile.h"
#include "widgets/common/latestonlyrunner.h"
#include "widgets/common/messagebar.h"
#include "widgets/export/exportdialog.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QPointer>
#include <QProgressDialog>

#include <memory>

namespace rl {

namespace {

// Gives the strings of this file their translation context.
struct ReportWriter
{
    Q_DECLARE_TR_FUNCTIONS(ReportWriter)
};

// Empty on success, else what went wrong (naming the file). A cancelled job leaves no file.
QString writeReport(const QString &path, const std::function<QByteArray()> &generate, const Progress &progress)
{
    const QByteArray html = generate();
    if (progress.cancelled())
        return {};
    OutputFile file(path);
    if (!file.open())
        return ReportWriter::tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    file.device().write(html);
    if (progress.cancelled()) {
        file.cancel();
        return {};
    }
    if (!file.commit())
        return ReportWriter::tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    return {};
}

// The job of one report, owned by its progress dialog: it goes when the dialog goes.
class ReportJob : public QObject
{
public:
    ReportJob(QProgressDialog *dialog, MessageBar *messages, const QString &path)
        : QObject(dialog),
          m_runner(this, nullptr, [dialog, bar = QPointer<MessageBar>(messages), path](std::optional<QString> error) {
              if (bar && error) {
                  if (!error->isEmpty())
                      bar->showMessage(Diagnostic::Severity::Error, *error, path);
                  else
                      bar->showMessage(Diagnostic::Severity::Info,
                                       ReportWriter::tr("Report written: %1").arg(QDir::toNativeSeparators(path)),
                                       path);
              }
              dialog->close();
          })
    { }

    LatestOnlyRunner<QString> &runner() { return m_runner; }

private:
    LatestOnlyRunner<QString> m_runner;
};

} // namespace

void writeHtmlReportInBackground(QWidget *parent, MessageBar *messages, const QString &path,
                                 std::function<QByteArray()> generate)
{
    auto *dialog = new QProgressDialog(ReportWriter::tr("Writing the report…"), ReportWriter::tr("Cancel"), 0, 0,
                                       parent);
    dialog->setWindowModality(Qt::WindowModal);
    dialog->setMinimumDuration(400);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    auto *job = new ReportJob(dialog, messages, path);
    QPointer<MessageBar> bar(messages);
    QObject::connect(dialog, &QProgressDialog::canceled, job, [job, dialog, bar] {
        // Closing the dialog emits canceled() too: after the job ended, that is not a cancel.
        if (!job->runner().abandon()) // the worker sees the cancel and writes nothing
            return;
        if (bar)
            bar->showMessage(Diagnostic::Severity::Info, ReportWriter::tr("The report was not written (cancelled)."));
        dialog->close();
    });
    job->runner().start(
        [path, generate = std::move(generate)](Progress &progress) { return writeReport(path, generate, progress); });
}

void saveHtmlReportWithDialog(QWidget *parent, MessageBar *messages, const QString &suggestedName,
                              std::function<QByteArray()> generate)
{
    const QString start = QDir(ExportDialog::defaultFolder()).filePath(suggestedName);
    const QString path = QFileDialog::getSaveFileName(parent, ReportWriter::tr("Save HTML report"), start,
                                                      ReportWriter::tr("HTML report (*.html)"));
    if (path.isEmpty())
        return;
    ExportDialog::rememberFolder(path);
    writeHtmlReportInBackground(parent, messages, path, std::move(generate));
}

} // namespace rl
