# SPDX-License-Identifier: GPL-3.0-or-later
# `rooflens analyze` end to end over every real profiler output (issue #3).
rooflens_add_test(tst_analyzerealdata SOURCES tst_analyzerealdata.cpp LIBS rooflens::core)
target_compile_definitions(tst_analyzerealdata PRIVATE ROOFLENS_EXE="$<TARGET_FILE:rooflens>")
add_dependencies(tst_analyzerealdata rooflens)
