# files of widgets/roofline
target_sources(rooflens_widgets PRIVATE
    roofline/sizedscattergraph.h roofline/sizedscattergraph.cpp
    roofline/rooflinechartitems.h roofline/rooflinechartitems.cpp
    roofline/rooflinechart.h roofline/rooflinechart.cpp roofline/rooflinechartkernels.cpp
    roofline/rooflinechartpointer.cpp
    roofline/componentoverviewchart.h roofline/componentoverviewchart.cpp
    roofline/memorylevelchart.h roofline/memorylevelchart.cpp roofline/memorylevelchartbuild.cpp
    roofline/rooflinepanel.h roofline/rooflinepanel.cpp
)
