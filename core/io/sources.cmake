target_sources(rooflens_core PRIVATE
    io/importer.h
    io/importerregistry.h io/importerregistry.cpp
    io/builtinimporters.h io/builtinimporters.cpp
    io/workloadloader.h io/workloadloader.cpp
    io/impossiblevalues.h io/impossiblevalues.cpp
    io/ratiocolumncheck.h io/ratiocolumncheck.cpp
    io/metricgroupmerge.h io/metricgroupmerge.cpp
    io/operatorfill.h io/operatorfill.cpp
    io/kernelnamejoin.h io/kernelnamejoin.cpp
    io/followupjoin.h io/followupjoin.cpp
    io/profilejsonimporter.h io/profilejsonimporter.cpp
    io/discovery/profilesearch.h io/discovery/profilesearch.cpp
    io/discovery/profilelisting.h io/discovery/profilelisting.cpp
    io/discovery/runfilesearch.h io/discovery/runfilesearch.cpp
)
# Table formats (CSV, DB, profiler directories) and trace formats (trace JSON, simulator,
# visualize_data.bin) each keep their own file list.
include(io/tables/sources.cmake)
include(io/traces/sources.cmake)
