# SPDX-License-Identifier: GPL-3.0-or-later
# Tests of core/agent, the answers for an AI assistant; paths relative to tests/core.
foreach(_test
        tst_agentsummary
        tst_typegroups
        tst_bottleneckpage
        tst_operatoranswer
        tst_runanswer
        tst_compareanswer)
    rooflens_add_test(${_test} SOURCES agent/${_test}.cpp LIBS rooflens::core)
endforeach()
