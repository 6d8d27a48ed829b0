// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Runs the built `rooflens` executable (ROOFLENS_EXE, set by the test's CMake) as a user
// would, for the end-to-end command-line tests.
#include <QByteArray>
#include <QProcess>
#include <QStringList>

namespace rl::test {

struct Run
{
    int code = -1;
    QByteArray out;
    QByteArray err;
};

inline Run rooflens(const QStringList &args, int timeoutMs = 240000)
{
    QProcess p;
    p.start(QStringLiteral(ROOFLENS_EXE), args);
    p.waitForFinished(timeoutMs);
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

} // namespace rl::test
