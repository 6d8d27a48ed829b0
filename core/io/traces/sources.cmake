target_sources(rooflens_core PRIVATE io/traces/traceimporters.cpp io/traces/chrometracereader.h io/traces/chrometracereader.cpp)
