# SPDX-License-Identifier: GPL-3.0-or-later
# rooflens_add_test(name SOURCES a.cpp ... LIBS lib ...)
# One Qt Test executable per unit; runs offscreen; knows where the shared real data lives.
function(rooflens_add_test name)
    cmake_parse_arguments(ARG "" "" "SOURCES;LIBS" ${ARGN})
    add_executable(${name} ${ARG_SOURCES})
    target_link_libraries(${name} PRIVATE Qt6::Test ${ARG_LIBS})
    target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR} ${PROJECT_SOURCE_DIR}/tests)
    rooflens_set_project_options(${name})
    rooflens_test_precompiled_header(${name} ${ARG_LIBS})
    target_compile_definitions(${name} PRIVATE
        ROOFLENS_REALDATA_DIR="${ROOFLENS_REALDATA_DIR}"
        ROOFLENS_TEST_DATA_DIR="${PROJECT_SOURCE_DIR}/tests/data")
    add_test(NAME ${name} COMMAND ${name})
    set_tests_properties(${name} PROPERTIES
        ENVIRONMENT "QT_QPA_PLATFORM=offscreen;LC_ALL=C.UTF-8;QT_LOGGING_RULES=qt.qpa.*=false"
        TIMEOUT 300)
endfunction()
