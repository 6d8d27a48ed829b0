// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/demoprovider.h"

#include "app/cli/clirunner.h"

#include "widgets/common/latestonlyrunner.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>

namespace rl {

namespace {

const QString kCompleteMarker = QStringLiteral(".rooflens-demo-complete");

// Runs the demo sub-command in-process, exactly as `rooflens demo DIR` would; the error, or
// nothing when the workspace is complete.
QString generate(const QString &directory)
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
    if (code != cli::ExitOk) {
        const QString message = errText.trimmed().remove(QStringLiteral("rooflens: "));
        return message.isEmpty() ? DemoProvider::tr("the demo generator failed") : message;
    }
    QFile marker(directory + u'/' + kCompleteMarker);
    if (!marker.open(QIODevice::WriteOnly))
        return DemoProvider::tr("cannot write to %1").arg(directory);
    return {};
}

} // namespace

DemoProvider::DemoProvider(QObject *parent) : QObject(parent)
{
    m_directory = QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + u"/demo-"
        + QStringLiteral(ROOFLENS_VERSION);
    m_reason = tr("Preparing the demo workspace…");
    m_generation = std::make_unique<LatestOnlyRunner<QString>>(this, nullptr, [this](std::optional<QString> error) {
        if (error && error->isEmpty())
            setReady();
        else
            setState(false, tr("The demo is not available in this build: %1").arg(error.value_or(tr("cancelled"))));
    });
}

DemoProvider::~DemoProvider() = default;

void DemoProvider::prepare()
{
    if (m_available || m_generation->isRunning())
        return;
    if (QFile::exists(m_directory + u'/' + kCompleteMarker)) {
        setReady();
        return;
    }
    m_generation->start([directory = m_directory](Progress &) { return generate(directory); });
}

void DemoProvider::setReady()
{
    setState(true, tr("Open the built-in demo workspace (%1)").arg(QDir::toNativeSeparators(m_directory)));
}

void DemoProvider::setState(bool available, const QString &reason)
{
    m_available = available;
    m_reason = reason;
    Q_EMIT availabilityChanged(available, reason);
}

} // namespace rl
