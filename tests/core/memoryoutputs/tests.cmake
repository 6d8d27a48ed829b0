# SPDX-License-Identifier: GPL-3.0-or-later
# Device memory in every output but the GUI (contract §7c): the analysis JSON, the text summary,
# FILE.memory.csv, the HTML section, the comparison. Paths relative to tests/core.
foreach(_test
        tst_memoryjson
        tst_memorysummaries
        tst_memoryhtml
        tst_memorycomparison
        tst_memoryoutputsrealdata)
    rooflens_add_test(${_test} SOURCES memoryoutputs/${_test}.cpp LIBS rooflens::core)
endforeach()
