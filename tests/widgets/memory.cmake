# SPDX-License-Identifier: GPL-3.0-or-later
# Device memory (issue 39): the memory lanes of the kernel timeline, the alive-at-peak list, the
# run page's peaks.
foreach(_test tst_memorylanes tst_aliveatpeakmodel tst_memorypanel)
    rooflens_add_test(${_test} SOURCES ${_test}.cpp LIBS rooflens::widgets)
endforeach()
