# SPDX-License-Identifier: GPL-3.0-or-later
# `rooflens compare`, the regression gate and the report outputs end to end.
rooflens_add_test(tst_comparecli SOURCES tst_comparecli.cpp LIBS rooflens_app Qt6::Svg)
target_compile_definitions(tst_comparecli PRIVATE ROOFLENS_EXE="$<TARGET_FILE:rooflens>")
add_dependencies(tst_comparecli rooflens)
