# SPDX-License-Identifier: GPL-3.0-or-later
# Operator table, details, bottleneck list and the selection that links them.
foreach(_test tst_operatortablemodel tst_bottleneckmodel tst_detailspanel tst_selectionsync tst_kernelgroups
              tst_componenttablewidth)
    rooflens_add_test(${_test} SOURCES ${_test}.cpp LIBS rooflens::widgets)
endforeach()
# The main window's views against the one selection, and the bottleneck list at the window's size.
foreach(_test tst_selectionacrossswitches tst_bottlenecknames)
    rooflens_add_test(${_test} SOURCES ${_test}.cpp LIBS rooflens_app)
endforeach()
