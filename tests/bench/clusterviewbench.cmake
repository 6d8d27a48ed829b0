# SPDX-License-Identifier: GPL-3.0-or-later
# rooflens_clusterviewbench: the cluster view (widgets/cluster/) built for 10,000 ranks, a zoom and
# a hover timed offscreen; --write FILE writes the generated cluster for a look by hand.
add_executable(rooflens_clusterviewbench clusterview/main.cpp)
target_link_libraries(rooflens_clusterviewbench PRIVATE rooflens::widgets)
target_include_directories(rooflens_clusterviewbench PRIVATE ${PROJECT_SOURCE_DIR} ${PROJECT_SOURCE_DIR}/tests/widgets)
rooflens_set_project_options(rooflens_clusterviewbench)
