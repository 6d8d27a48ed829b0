# SPDX-License-Identifier: GPL-3.0-or-later
# rooflens_clusterbench: a generated job through the cluster map and reduce on one machine
# (core/cluster/README.md §6), against `cat` of the summaries (run by hand).
add_executable(rooflens_clusterbench
    cluster/main.cpp
    kernels/processmeter.h kernels/processmeter.cpp)
target_link_libraries(rooflens_clusterbench PRIVATE Qt6::Core)
target_include_directories(rooflens_clusterbench PRIVATE ${PROJECT_SOURCE_DIR})
rooflens_set_project_options(rooflens_clusterbench)
add_dependencies(rooflens_clusterbench rooflens)
