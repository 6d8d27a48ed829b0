# files of widgets/run: the run-level breakdown page
target_sources(rooflens_widgets PRIVATE
    run/runbreakdownchart.h run/runbreakdownchart.cpp
    run/runpage.h run/runpage.cpp
    run/rankgroupsmodel.h run/rankgroupsmodel.cpp
)
