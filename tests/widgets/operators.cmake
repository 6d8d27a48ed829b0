# SPDX-License-Identifier: GPL-3.0-or-later
# Operator table, details, bottleneck list and the selection that links them.
foreach(_test tst_operatortablemodel tst_bottleneckmodel tst_detailspanel tst_selectionsync tst_kernelgroups)
    rooflens_add_test(${_test} SOURCES ${_test}.cpp LIBS rooflens::widgets)
endforeach()
