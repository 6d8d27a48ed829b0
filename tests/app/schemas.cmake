# SPDX-License-Identifier: GPL-3.0-or-later
# ctest json_schemas: resources/schema/ holds for the built-in chip specs, a profile example,
# the demo's analysis and comparison, and real profiler output when ../shared is there.
find_package(Python3 COMPONENTS Interpreter)
if(Python3_Interpreter_FOUND)
    add_test(NAME json_schemas
        COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/validate_schemas.py
            --rooflens $<TARGET_FILE:rooflens>
            --schemas ${PROJECT_SOURCE_DIR}/resources/schema
            --hardware ${PROJECT_SOURCE_DIR}/resources/hardware
            --realdata ${ROOFLENS_REALDATA_DIR})
    set_tests_properties(json_schemas PROPERTIES SKIP_RETURN_CODE 77 ENVIRONMENT QT_QPA_PLATFORM=offscreen)
endif()
