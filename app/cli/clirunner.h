// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/clioptions.h"
#include "core/common/result.h"

#include <QTextStream>

#include <functional>

class QIODevice;

namespace rl::cli {

// Runs a headless sub-command and returns its exit code (app/README.md §2.3). Output goes to `out`
// (results, `--json -`) and `err` (diagnostics and errors).
int run(const CliOptions &options, QTextStream &out, QTextStream &err);

// The sub-commands, one file each.
int runAnalyze(const CliOptions &options, QTextStream &out, QTextStream &err);
int runList(const CliOptions &options, QTextStream &out, QTextStream &err);
int runListRanks(const CliOptions &options, QTextStream &out, QTextStream &err);
int runHardware(const CliOptions &options, QTextStream &out, QTextStream &err);
int runCompare(const CliOptions &options, QTextStream &out, QTextStream &err);
int runReduce(const CliOptions &options, QTextStream &out, QTextStream &err);
int runDemo(const CliOptions &options, QTextStream &out, QTextStream &err);
int runMcp(const CliOptions &options, QTextStream &out, QTextStream &err);

// Writes `data` to `path` atomically ("-" = `out`); reports failures on `err`.
bool writeOutput(const QString &path, const QByteArray &data, QTextStream &out, QTextStream &err);
// The same for output `produce` writes to a device as it goes (false: a write failed), so a
// long run's file is not held whole in memory first.
bool writeOutput(const QString &path, const std::function<bool(QIODevice &)> &produce, QTextStream &out,
                 QTextStream &err);
// Exit code for an error from core.
int exitCodeFor(const rl::Error &error);

} // namespace rl::cli
