# files of core/timeline (pure timeline geometry: no Gui, testable headless)
target_sources(rooflens_core PRIVATE
    timeline/swatch.h timeline/swatch.cpp
    timeline/timemapping.h timeline/timemapping.cpp
    timeline/timeformat.h timeline/timeformat.cpp
    timeline/zoomhistory.h timeline/zoomhistory.cpp
    timeline/gallop.h
    timeline/intervalrow.h timeline/intervalrow.cpp
    timeline/rowpacker.h timeline/rowpacker.cpp
    timeline/ribbonsampler.h timeline/ribbonsampler.cpp
    timeline/timelinescene.h timeline/timelinescene.cpp
    timeline/lanelayout.h timeline/lanelayout.cpp
    timeline/instructionfamily.h timeline/instructionfamily.cpp
    timeline/instructionscene.h timeline/instructionscene.cpp
    timeline/memorytracks.h timeline/memorytracks.cpp
    timeline/kernelscene.h timeline/kernelscene.cpp
)
