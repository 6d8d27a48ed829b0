# SPDX-License-Identifier: GPL-3.0-or-later
# ctest mcp_client: a Python MCP client drives `rooflens mcp` over pipes through every tool and
# error path and validates every result against its outputSchema (python3-jsonschema), on the
# demo, a generated run of 20,000 kernels (ROOFLENS_MCP_BIG_ROWS for more) and, with ../shared,
# every real set.
# ctest mcp_sdk_client: the official MCP TypeScript SDK client does the same when
# ROOFLENS_MCP_SDK_DIR names a folder where @modelcontextprotocol/sdk is installed; skipped
# otherwise (./test.sh needs no npm).
find_package(Python3 COMPONENTS Interpreter)
if(Python3_Interpreter_FOUND)
    add_test(NAME mcp_client
        COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/mcp_client.py
            --rooflens $<TARGET_FILE:rooflens>
            --schemas ${PROJECT_SOURCE_DIR}/resources/schema
            --realdata ${ROOFLENS_REALDATA_DIR})
    set_tests_properties(mcp_client PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 1200)
endif()
find_program(ROOFLENS_NODE node)
if(ROOFLENS_NODE)
    add_test(NAME mcp_sdk_client
        COMMAND sh -c "d=$(mktemp -d) && \"$1\" demo \"$d/demo\" >/dev/null && \"$2\" \"$3\" \"$1\" \"$d/demo\"; r=$?; rm -rf \"$d\"; exit $r"
            sh $<TARGET_FILE:rooflens> ${ROOFLENS_NODE} ${CMAKE_CURRENT_LIST_DIR}/mcp_sdk_check.mjs)
    set_tests_properties(mcp_sdk_client PROPERTIES SKIP_RETURN_CODE 77 ENVIRONMENT QT_QPA_PLATFORM=offscreen)
endif()
