target_sources(rooflens_core PRIVATE
    analysis/category.h analysis/category.cpp
    analysis/thresholds.h
    analysis/operatorresult.h analysis/operatorresult.cpp
    analysis/pipelinestats.h analysis/pipelinestats.cpp
    analysis/analysis.h
    analysis/componentmodel.h analysis/componentmodel.cpp
    analysis/componentpeaks.h analysis/componentpeaks.cpp
    analysis/chipmemorymodel.h analysis/chipmemorymodel.cpp
    analysis/classifier.h analysis/classifier.cpp
    analysis/metriccontext.h analysis/metriccontext.cpp
    analysis/fixedmetricreader.h analysis/fixedmetricreader.cpp
    analysis/corepaths.h analysis/corepaths.cpp
    analysis/operatorfamily.h analysis/operatorfamily.cpp
    analysis/advicecatalog.h analysis/advicecatalog.cpp
    analysis/advicewording.h analysis/advicewording.cpp
    analysis/workestimator.h analysis/workestimator.cpp
    analysis/gainestimator.h analysis/gainestimator.cpp
    analysis/implausibleutilisation.h analysis/implausibleutilisation.cpp
    analysis/analyzer.h analysis/analyzer.cpp
    analysis/workingsetcache.h analysis/workingsetcache.cpp
    analysis/crossrankgroups.h analysis/crossrankgroups.cpp
    analysis/operatorgroup.h
    analysis/operatorgroups.h analysis/operatorgroups.cpp
    analysis/unjudged.h analysis/unjudged.cpp
)
# Work estimates from shapes, one file per kind of kernel.
include(analysis/estimates/sources.cmake)
