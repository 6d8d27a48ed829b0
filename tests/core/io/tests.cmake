include(${CMAKE_CURRENT_LIST_DIR}/tables.cmake OPTIONAL)
include(${CMAKE_CURRENT_LIST_DIR}/traces.cmake OPTIONAL)
