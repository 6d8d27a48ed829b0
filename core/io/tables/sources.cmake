target_sources(rooflens_core PRIVATE io/tables/tableimporters.cpp)
