# SPDX-License-Identifier: GPL-3.0-or-later
# Roofline charts (widgets/roofline): offscreen, inspecting plottables.
foreach(_test tst_rooflinechart tst_rooflinepanel tst_memorylevelchart tst_rooflinelistnavigation
              tst_labelplacement)
    rooflens_add_test(${_test} SOURCES ${_test}.cpp LIBS rooflens::widgets)
endforeach()
