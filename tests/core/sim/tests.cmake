# SPDX-License-Identifier: GPL-3.0-or-later
# Tests of core/sim (the AI Core simulator and the demo workspace); paths relative to tests/core.
foreach(_test tst_aicoresim tst_simstrategies tst_mobilenetv3sim tst_demoworkspace)
    rooflens_add_test(${_test} SOURCES sim/${_test}.cpp LIBS rooflens::core)
endforeach()
