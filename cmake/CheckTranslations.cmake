# SPDX-License-Identifier: GPL-3.0-or-later
# ctest translations_complete: runs lupdate over the sources into a copy of the catalogue and
# fails, naming them, when any entry is unfinished (a string added or changed in the code and
# not yet translated). Fix with: cmake --build --preset ci --target update_translations, then
# translate the entries marked unfinished in translations/rooflens_zh_CN.ts.
foreach(_var LUPDATE TS_FILE SOURCES_LIST INCLUDE_DIR WORK_DIR)
    if(NOT DEFINED ${_var})
        message(FATAL_ERROR "CheckTranslations.cmake needs -D${_var}=...")
    endif()
endforeach()
file(MAKE_DIRECTORY "${WORK_DIR}")
set(_copy "${WORK_DIR}/check.ts")
configure_file("${TS_FILE}" "${_copy}" COPYONLY)
# -I: lupdate reads the headers for the namespaces that make the contexts ("rl::MainWindow").
execute_process(COMMAND "${LUPDATE}" -silent -no-obsolete -locations none -I "${INCLUDE_DIR}" "@${SOURCES_LIST}"
                        -ts "${_copy}"
                RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "lupdate failed (${_rc}): ${_out}${_err}")
endif()
cmake_policy(SET CMP0007 NEW)
file(READ "${_copy}" _ts)
string(REGEX MATCHALL "<source>[^<]*</source>[ \n\r\t]*(<comment>[^<]*</comment>[ \n\r\t]*)?<translation type=\"unfinished\"" _missing "${_ts}")
list(LENGTH _missing _count)
if(_count GREATER 0)
    set(_names "")
    foreach(_entry IN LISTS _missing)
        string(REGEX REPLACE "^<source>([^<]*)</source>.*" "\\1" _source "${_entry}")
        string(APPEND _names "\n  ${_source}")
    endforeach()
    message(FATAL_ERROR "${_count} string(s) without a Chinese translation:${_names}")
endif()
message(STATUS "every string of the sources is translated")
