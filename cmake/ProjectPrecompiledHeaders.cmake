# SPDX-License-Identifier: GPL-3.0-or-later
# Precompiled headers: every translation unit of RoofLens parses the same Qt, standard library
# and nlohmann/json headers, about 3 s of a core file's compile and 6 s of a widget test's (GCC
# 12, measured on the CI machine's two cores). Precompiling them once per library, and once for
# all tests of a kind, takes a large share off the sanitizer and fuzz builds, which build
# everything from scratch in every CI run.
#
# ROOFLENS_PCH: OFF (the default, and the dev preset) compiles every file on its own includes;
# TESTS precompiles for the tests only (the ci preset: the libraries and clang-tidy still see
# each file's own includes, so a missing #include in core, widgets or app fails in CI, not
# only on a user's machine); ALL adds the libraries (the asan and fuzz presets).
set(ROOFLENS_PCH OFF CACHE STRING "Precompiled headers: OFF, TESTS or ALL")
set_property(CACHE ROOFLENS_PCH PROPERTY STRINGS OFF TESTS ALL)
if(NOT ROOFLENS_PCH MATCHES "^(OFF|TESTS|ALL)$")
    message(FATAL_ERROR "ROOFLENS_PCH is ${ROOFLENS_PCH}; it takes OFF, TESTS or ALL")
endif()

set(_rooflens_pch_core
    <algorithm> <cmath> <cstdint> <functional> <map> <memory> <optional> <string>
    <string_view> <unordered_map> <utility> <vector>
    <QByteArray> <QDir> <QFile> <QFileInfo> <QHash> <QList> <QMap> <QObject> <QSet> <QString>
    <QStringList> <QVector>
    <nlohmann/json.hpp>)
set(_rooflens_pch_gui ${_rooflens_pch_core} <QtWidgets> <qcustomplot.h>)
set(_rooflens_pch_test <QTest> <QSignalSpy> <QTemporaryDir> <QJsonArray> <QJsonDocument> <QJsonObject>)

# rooflens_precompile_headers(target CORE|GUI): a library's own precompiled header.
function(rooflens_precompile_headers target kind)
    if(NOT ROOFLENS_PCH STREQUAL "ALL")
        return()
    endif()
    if(kind STREQUAL "CORE")
        target_precompile_headers(${target} PRIVATE ${_rooflens_pch_core})
    else()
        target_precompile_headers(${target} PRIVATE ${_rooflens_pch_gui})
    endif()
endfunction()

# rooflens_test_precompiled_header(test LIBS...): tests are one file each, so a header of
# their own would cost what it saves; they reuse one built by a holder target that has their
# compile options and links what they link (GCC refuses a header built with other macros).
# One holder per kind and test folder: Qt Test defines QT_TESTCASE_SOURCEDIR per folder.
function(rooflens_test_precompiled_header test)
    if(ROOFLENS_PCH STREQUAL "OFF")
        return()
    endif()
    set(kind CORE)
    foreach(lib IN LISTS ARGN)
        if(lib MATCHES "^rooflens(_app|_widgets|::widgets)$")
            set(kind GUI)
        endif()
    endforeach()
    file(RELATIVE_PATH folder "${PROJECT_SOURCE_DIR}" "${CMAKE_CURRENT_SOURCE_DIR}")
    string(MAKE_C_IDENTIFIER "${folder}" folder)
    set(holder rooflens_pch_${folder}_${kind})
    if(NOT TARGET ${holder})
        set(stub "${CMAKE_CURRENT_BINARY_DIR}/${holder}.cpp")
        file(CONFIGURE OUTPUT "${stub}" CONTENT "// Holder of the tests' precompiled header.\n")
        add_library(${holder} OBJECT "${stub}")
        if(kind STREQUAL "CORE")
            target_link_libraries(${holder} PRIVATE Qt6::Test rooflens::core)
            target_precompile_headers(${holder} PRIVATE ${_rooflens_pch_core} ${_rooflens_pch_test})
        else()
            target_link_libraries(${holder} PRIVATE Qt6::Test rooflens_app)
            target_precompile_headers(${holder} PRIVATE ${_rooflens_pch_gui} ${_rooflens_pch_test})
        endif()
        target_include_directories(${holder} PRIVATE ${PROJECT_SOURCE_DIR} ${PROJECT_SOURCE_DIR}/tests)
        rooflens_set_project_options(${holder})
    endif()
    target_precompile_headers(${test} REUSE_FROM ${holder})
    # A test's moc output is included by its .cpp; the generated mocs_compilation.cpp is empty,
    # and loading the header would cost it more than a second.
    set_source_files_properties("${CMAKE_CURRENT_BINARY_DIR}/${test}_autogen/mocs_compilation.cpp"
                                TARGET_DIRECTORY ${test} PROPERTIES SKIP_PRECOMPILE_HEADERS ON)
endfunction()
