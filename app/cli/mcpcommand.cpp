// SPDX-License-Identifier: GPL-3.0-or-later
// `rooflens mcp`: the Model Context Protocol server on stdin/stdout (app/mcp/README.md). It
// writes the protocol straight to the descriptors; `out` stays unused so nothing but protocol
// reaches stdout, and diagnostics go to `err` (stderr).
#include "app/cli/clirunner.h"

#include "app/mcp/analysiscache.h"
#include "app/mcp/mcpsession.h"
#include "app/mcp/stdioserver.h"

#include <unistd.h>

namespace rl::cli {

int runMcp(const CliOptions &, QTextStream &, QTextStream &err)
{
    err << QStringView(u"rooflens mcp: serving the Model Context Protocol on stdin/stdout") << u'\n';
    err.flush();
    mcp::AnalysisCache cache;
    mcp::McpSession session(cache);
    mcp::StdioServer server(session, STDIN_FILENO, STDOUT_FILENO);
    return server.run();
}

} // namespace rl::cli
