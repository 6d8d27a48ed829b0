# SPDX-License-Identifier: GPL-3.0-or-later
# rooflens_hostilebench: hostile input sizes against `rooflens analyze` (run by hand: it writes
# 200-300 MB files and 10 GB sparse ones into a temporary folder).
add_executable(rooflens_hostilebench hostile/main.cpp hostile/hostilefiles.h hostile/hostilefiles.cpp)
target_link_libraries(rooflens_hostilebench PRIVATE Qt6::Core Qt6::Sql)
rooflens_set_project_options(rooflens_hostilebench)
