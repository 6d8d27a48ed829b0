target_sources(rooflens_core PRIVATE
    hierarchy/servedfrom.h hierarchy/servedfrom.cpp
    hierarchy/workingset.h hierarchy/workingset.cpp
    hierarchy/l2hitrate.h hierarchy/l2hitrate.cpp
    hierarchy/memorylevel.h hierarchy/memorylevel.cpp
    hierarchy/memorylevelwording.h hierarchy/memorylevelwording.cpp
    hierarchy/llcwindow.h hierarchy/llcwindow.cpp
)
