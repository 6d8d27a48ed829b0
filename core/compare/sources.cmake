# files of core/compare
target_sources(rooflens_core PRIVATE
    compare/matcher.h compare/matcher.cpp
    compare/comparison.h compare/comparison.cpp
    compare/regressiongate.h compare/regressiongate.cpp
    compare/kerneldeltas.h compare/kerneldeltas.cpp
    compare/communicationdeltas.h compare/communicationdeltas.cpp
)
