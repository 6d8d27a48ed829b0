# Timeline benchmark and the screenshot tool: built with the project, run by hand.
#   QT_QPA_PLATFORM=offscreen build/<dir>/tests/bench/timelinebench
#   xvfb-run -a -s "-screen 0 1600x900x24" build/<dir>/tests/bench/timelineshot
foreach(_tool timelinebench timelineshot)
    add_executable(${_tool} ${_tool}/main.cpp)
    target_link_libraries(${_tool} PRIVATE rooflens::widgets)
    target_include_directories(${_tool} PRIVATE ${PROJECT_SOURCE_DIR} ${PROJECT_SOURCE_DIR}/tests)
    rooflens_set_project_options(${_tool})
endforeach()
