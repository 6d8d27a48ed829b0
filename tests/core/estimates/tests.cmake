# SPDX-License-Identifier: GPL-3.0-or-later
# Work estimates from shapes (core/analysis/estimates); paths relative to tests/core.
foreach(_test
        tst_attentionestimate
        tst_matmulestimate
        tst_memoryestimate
        tst_vectorestimate
        tst_realdataestimates)
    rooflens_add_test(${_test} SOURCES estimates/${_test}.cpp LIBS rooflens::core)
endforeach()
