# SPDX-License-Identifier: GPL-3.0-or-later
# `rooflens analyze` end to end over every real profiler output.
rooflens_add_test(tst_analyzerealdata SOURCES tst_analyzerealdata.cpp LIBS rooflens::core)
target_compile_definitions(tst_analyzerealdata PRIVATE ROOFLENS_EXE="$<TARGET_FILE:rooflens>")
add_dependencies(tst_analyzerealdata rooflens)
# Nothing is written beside the data: the CLI and the GUI's loader on read-only copies.
rooflens_add_test(tst_readonlyinputs SOURCES tst_readonlyinputs.cpp LIBS rooflens_app)
target_compile_definitions(tst_readonlyinputs PRIVATE ROOFLENS_EXE="$<TARGET_FILE:rooflens>")
add_dependencies(tst_readonlyinputs rooflens)
# No verdict on an impossible figure, on every real set (core/hierarchy/README.md).
rooflens_add_test(tst_memorylevelrealdata SOURCES tst_memorylevelrealdata.cpp LIBS rooflens::core)
target_compile_definitions(tst_memorylevelrealdata PRIVATE ROOFLENS_EXE="$<TARGET_FILE:rooflens>")
add_dependencies(tst_memorylevelrealdata rooflens)
