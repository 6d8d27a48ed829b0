# SPDX-License-Identifier: GPL-3.0-or-later
# rooflens_commbench: a generated job of many ranks' communication.json through `rooflens analyze`,
# against reading the same files with python3's json module (run by hand; see README "Performance").
add_executable(rooflens_commbench
    comm/main.cpp
    comm/generatedjob.h comm/generatedjob.cpp
    kernels/processmeter.h kernels/processmeter.cpp)
target_link_libraries(rooflens_commbench PRIVATE Qt6::Core)
target_include_directories(rooflens_commbench PRIVATE ${PROJECT_SOURCE_DIR})
rooflens_set_project_options(rooflens_commbench)
add_dependencies(rooflens_commbench rooflens)
