# files of widgets/compare
target_sources(rooflens_widgets PRIVATE
    compare/verdictstyle.h compare/verdictstyle.cpp
    compare/kerneldeltamodel.h compare/kerneldeltamodel.cpp
    compare/categorysharechart.h compare/categorysharechart.cpp
    compare/comparerooflinechart.h compare/comparerooflinechart.cpp
    compare/comparisoncharts.h compare/comparisoncharts.cpp
    compare/deltatablemodel.h compare/deltatablemodel.cpp
    compare/deltafilterproxymodel.h compare/deltafilterproxymodel.cpp
    compare/comparesummarywidget.h compare/comparesummarywidget.cpp
    compare/compareselection.h compare/compareselection.cpp
    compare/synchronizedtimelines.h compare/synchronizedtimelines.cpp
    compare/compareview.h compare/compareview.cpp
)
