// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/clirunner.h"

#include "app/cli/textstreamdevice.h"
#include "core/common/outputfile.h"
#include "core/common/result.h"
#include "core/common/tr.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace rl::cli {

int exitCodeFor(const Error &error)
{
    return error.kind == Error::Kind::Usage ? ExitUsage : ExitInput;
}

bool writeOutput(const QString &path, const std::function<bool(QIODevice &)> &produce, QTextStream &out,
                 QTextStream &err)
{
    if (path == u"-") {
        TextStreamDevice device(out);
        if (produce(device))
            return true;
        err << QStringView(u"rooflens: ") << Tr::tr("cannot write to the standard output") << u'\n';
        return false;
    }
    const QFileInfo info(path);
    if (!info.absoluteDir().exists() && !QDir().mkpath(info.absolutePath())) {
        err << QStringView(u"rooflens: ") << Tr::tr("cannot create directory %1").arg(info.absolutePath()) << u'\n';
        return false;
    }
    OutputFile file(path);
    if (!file.open() || !produce(file.device()) || !file.commit()) {
        err << QStringView(u"rooflens: ") << path << QStringView(u": ")
            << Tr::tr("cannot write: %1").arg(file.errorString()) << u'\n';
        return false;
    }
    return true;
}

bool writeOutput(const QString &path, const QByteArray &data, QTextStream &out, QTextStream &err)
{
    return writeOutput(
        path, [&data](QIODevice &device) { return device.write(data) == data.size(); }, out, err);
}

int run(const CliOptions &o, QTextStream &out, QTextStream &err)
{
    if (!o.error.isEmpty()) {
        err << QStringView(u"rooflens: ") << o.error << QStringView(u"\n\n") << usageText();
        return ExitUsage;
    }
    switch (o.command) {
    case Command::Help:
        out << usageText();
        return ExitOk;
    case Command::Version:
        out << QStringView(u"rooflens ") << QStringLiteral(ROOFLENS_VERSION) << u'\n';
        return ExitOk;
    case Command::Analyze:
        if (o.listRanks)
            return runListRanks(o, out, err);
        return o.listProfiles ? runList(o, out, err) : runAnalyze(o, out, err);
    case Command::Compare:
        return runCompare(o, out, err);
    case Command::Reduce:
        return runReduce(o, out, err);
    case Command::Demo:
        return runDemo(o, out, err);
    case Command::Hardware:
        return runHardware(o, out, err);
    case Command::Mcp:
        return runMcp(o, out, err);
    case Command::None:
        break;
    }
    err << usageText();
    return ExitUsage;
}

} // namespace rl::cli
