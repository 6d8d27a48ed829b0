# SPDX-License-Identifier: GPL-3.0-or-later
# rooflens_memorybench: a generated operator_memory.csv of 10 M allocations through loadMemory in
# fresh processes, against `wc -l` and python3's csv module on the same file (run by hand; see
# core/memory/README.md §4).
add_executable(rooflens_memorybench
    memory/main.cpp
    memory/generatedallocations.h memory/generatedallocations.cpp
    kernels/processmeter.h kernels/processmeter.cpp)
target_link_libraries(rooflens_memorybench PRIVATE rooflens::core Qt6::Core)
target_include_directories(rooflens_memorybench PRIVATE ${PROJECT_SOURCE_DIR})
rooflens_set_project_options(rooflens_memorybench)
