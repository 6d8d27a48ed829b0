# SPDX-License-Identifier: GPL-3.0-or-later
# Tests of core/format; paths relative to tests/core.
foreach(_test
        tst_numberchars
        tst_utf8text
        tst_texttemplate
        tst_shortestdigits)
    rooflens_add_test(${_test} SOURCES format/${_test}.cpp LIBS rooflens::core)
endforeach()
