// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/demoprovider.h"

#include "app/cli/clirunner.h"

#include <QDir>
#include <QFile>
#include <QFutureWatcher>
#include <QStandardPaths>
#include <QtConcurrent>

namespace rl {

namespace {

const QString kCompleteMarker = QStringLiteral(".rooflens-demo-complete");

struct DemoResult
{
    bool ok = false;
    QString message;
};

// Runs the demo sub-command in-process, exactly as `rooflens demo DIR` would.
DemoResult generate(const QString &directory)
{
    QDir().mkpath(directory);
    cli::CliOptions options;
    options.command = cli::Command::Demo;
    options.paths = {directory};
    QString outText;
    QString errText;
    QTextStream out(&outText);
    QTextStream err(&errText);
    const int code = cli::runDemo(options, out, err);
    out.flush();
    err.flush();
    if (code != cli::ExitOk)
        return {false, errText.trimmed().remove(QStringLiteral("rooflens: "))};
    QFile marker(directory + u'/' + kCompleteMarker);
    if (!marker.open(QIODevice::WriteOnly))
        return {false, DemoProvider::tr("cannot write to %1").arg(directory)};
    return {true, {}};
}

} // namespace

DemoProvider::DemoProvider(QObject *parent) : QObject(parent)
{
    m_directory = QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + u"/demo-"
        + QStringLiteral(ROOFLENS_VERSION);
    m_reason = tr("Preparing the demo workspace…");
}

void DemoProvider::prepare()
{
    if (m_available || m_preparing)
        return;
    if (QFile::exists(m_directory + u'/' + kCompleteMarker)) {
        setState(true, tr("Open the built-in demo workspace (%1)").arg(QDir::toNativeSeparators(m_directory)));
        return;
    }
    m_preparing = true;
    auto *watcher = new QFutureWatcher<DemoResult>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        watcher->deleteLater();
        m_preparing = false;
        const DemoResult result = watcher->result();
        if (result.ok)
            setState(true, tr("Open the built-in demo workspace (%1)").arg(QDir::toNativeSeparators(m_directory)));
        else
            setState(false, tr("The demo is not available in this build: %1").arg(result.message));
    });
    watcher->setFuture(QtConcurrent::run(generate, m_directory));
}

void DemoProvider::setState(bool available, const QString &reason)
{
    m_available = available;
    m_reason = reason;
    Q_EMIT availabilityChanged(available, reason);
}

} // namespace rl
