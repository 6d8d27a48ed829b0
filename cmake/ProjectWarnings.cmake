# SPDX-License-Identifier: GPL-3.0-or-later
# rooflens_set_project_options(target [CORE])
# Per-target warnings and Qt safety defines. CORE adds the keyword bans that would break
# qcustomplot.h (which uses `signals:` and `foreach`), so only core gets them.
function(rooflens_set_project_options target)
    cmake_parse_arguments(ARG "CORE" "" "" ${ARGN})
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic $<IF:$<CXX_COMPILER_ID:GNU>,-Wshadow=local,-Wshadow-uncaptured-local>
                                             -Wnon-virtual-dtor -Wcast-qual -Wformat=2)
    if(ROOFLENS_WERROR)
        target_compile_options(${target} PRIVATE -Werror)
    endif()
    target_compile_definitions(${target} PRIVATE
        QT_NO_CAST_FROM_ASCII QT_NO_CAST_TO_ASCII QT_NO_CAST_FROM_BYTEARRAY
        QT_USE_QSTRINGBUILDER QT_NO_URL_CAST_FROM_STRING
        QT_NO_NARROWING_CONVERSIONS_IN_CONNECT QT_STRICT_ITERATORS)
    if(ARG_CORE)
        target_compile_definitions(${target} PRIVATE QT_NO_KEYWORDS QT_NO_FOREACH)
    endif()
endfunction()
