# SPDX-License-Identifier: GPL-3.0-or-later
# The run page's communication between devices: collectives table, heatmap, Roofline, the page.
foreach(_test tst_collectivesmodel tst_communicationheatmap tst_communicationroofline tst_runpagecommunication)
    rooflens_add_test(${_test} SOURCES ${_test}.cpp LIBS rooflens::widgets)
endforeach()
