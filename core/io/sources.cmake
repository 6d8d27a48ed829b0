target_sources(rooflens_core PRIVATE
    io/importer.h
    io/importerregistry.h io/importerregistry.cpp
    io/builtinimporters.h io/builtinimporters.cpp
    io/workloadloader.cpp
    io/metricgroupmerge.h io/metricgroupmerge.cpp
    io/profilejsonimporter.h io/profilejsonimporter.cpp
)
