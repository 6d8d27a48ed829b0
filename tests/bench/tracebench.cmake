# SPDX-License-Identifier: GPL-3.0-or-later
# rooflens_tracebench: writes a ~1 GB torch_npu-shaped trace_view.json into a temporary
# directory and measures readChromeTrace() against a plain simdjson pass (run by hand).
add_executable(rooflens_tracebench
    trace/main.cpp
    trace/measurement.h trace/measurement.cpp
    trace/allocationmeter.h trace/allocationmeter.cpp
    trace/synthetictrace.h trace/synthetictrace.cpp
    trace/referencepass.h trace/referencepass.cpp
    kernels/processmeter.h kernels/processmeter.cpp)
target_link_libraries(rooflens_tracebench PRIVATE rooflens::core simdjson::simdjson Qt6::Core)
target_include_directories(rooflens_tracebench PRIVATE ${PROJECT_SOURCE_DIR})
target_compile_definitions(rooflens_tracebench PRIVATE ROOFLENS_REALDATA_DIR="${ROOFLENS_REALDATA_DIR}")
rooflens_set_project_options(rooflens_tracebench)
