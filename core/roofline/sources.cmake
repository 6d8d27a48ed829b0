# files of core/roofline (pure Roofline chart geometry)
target_sources(rooflens_core PRIVATE
    roofline/componentpair.h roofline/componentpair.cpp
    roofline/logrange.h roofline/logrange.cpp
    roofline/logclip.h roofline/logclip.cpp
    roofline/memoryroof.h roofline/memoryroof.cpp
    roofline/rooflinegeometry.h roofline/rooflinegeometry.cpp roofline/rooflinetexts.cpp
    roofline/kernelroofline.h roofline/kernelroofline.cpp
    roofline/componentoverview.h roofline/componentoverview.cpp
    roofline/memorylevelchart.h roofline/memorylevelchart.cpp
)
