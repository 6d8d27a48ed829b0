# SPDX-License-Identifier: GPL-3.0-or-later
# rooflens_guibench: the main window on a long run's kernel table (a real one repeated), its
# usable time, memory and interaction times against `rooflens analyze` (run by hand; see README
# "Performance").
add_executable(rooflens_guibench gui/main.cpp kernels/processmeter.h kernels/processmeter.cpp kernels/repeatedtable.h
                                 kernels/repeatedtable.cpp)
target_link_libraries(rooflens_guibench PRIVATE rooflens_app)
target_include_directories(rooflens_guibench PRIVATE ${PROJECT_SOURCE_DIR})
target_compile_definitions(rooflens_guibench PRIVATE ROOFLENS_REALDATA_DIR="${ROOFLENS_REALDATA_DIR}")
rooflens_set_project_options(rooflens_guibench)
add_dependencies(rooflens_guibench rooflens)
