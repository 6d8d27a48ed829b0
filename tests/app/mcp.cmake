# SPDX-License-Identifier: GPL-3.0-or-later
# `rooflens mcp` (app/mcp/): the message handling without threads, its parts, and the real
# server over pipes.
rooflens_add_test(tst_mcpsession SOURCES tst_mcpsession.cpp LIBS rooflens_mcp)
rooflens_add_test(tst_mcpparts SOURCES tst_mcpparts.cpp LIBS rooflens_mcp)
rooflens_add_test(tst_mcpserver SOURCES tst_mcpserver.cpp LIBS rooflens_mcp)
target_compile_definitions(tst_mcpserver PRIVATE ROOFLENS_EXE="$<TARGET_FILE:rooflens>")
add_dependencies(tst_mcpserver rooflens)
