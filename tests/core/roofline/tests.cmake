# SPDX-License-Identifier: GPL-3.0-or-later
# Roofline chart geometry (core/roofline), GUI-less. Paths are relative to tests/core.
foreach(_test tst_rooflinegeometry tst_componentpairs tst_componentoverview tst_logclip tst_memorylevelgeometry)
    rooflens_add_test(${_test} SOURCES roofline/${_test}.cpp LIBS rooflens::core)
endforeach()
