# SPDX-License-Identifier: GPL-3.0-or-later
# Compare mode widgets: delta table models, overlays, summary, the composed view.
foreach(_test tst_deltatablemodel tst_compareview tst_comparekernels)
    rooflens_add_test(${_test} SOURCES ${_test}.cpp LIBS rooflens::widgets)
endforeach()
