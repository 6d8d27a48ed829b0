target_sources(rooflens_core PRIVATE io/traces/traceimporters.cpp)
