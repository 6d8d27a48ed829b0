# SPDX-License-Identifier: GPL-3.0-or-later
# Comparison of two runs and its reports; paths are relative to tests/core.
foreach(_test tst_matcher tst_comparison tst_comparisonreports tst_htmlreport)
    rooflens_add_test(${_test} SOURCES compare/${_test}.cpp LIBS rooflens::core)
endforeach()
