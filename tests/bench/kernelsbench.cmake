# SPDX-License-Identifier: GPL-3.0-or-later
# rooflens_kernelbench: a long run's kernel table (a real one repeated) through `rooflens analyze`
# against pandas.read_csv of the same file (run by hand; see README "Performance").
add_executable(rooflens_kernelbench
    kernels/main.cpp
    kernels/processmeter.h kernels/processmeter.cpp
    kernels/repeatedtable.h kernels/repeatedtable.cpp)
target_link_libraries(rooflens_kernelbench PRIVATE rooflens::core Qt6::Core)
target_include_directories(rooflens_kernelbench PRIVATE ${PROJECT_SOURCE_DIR})
target_compile_definitions(rooflens_kernelbench PRIVATE ROOFLENS_REALDATA_DIR="${ROOFLENS_REALDATA_DIR}")
rooflens_set_project_options(rooflens_kernelbench)
add_dependencies(rooflens_kernelbench rooflens)
