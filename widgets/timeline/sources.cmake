# files of widgets/timeline (the swimlane view and its plottables)
target_sources(rooflens_widgets PRIVATE
    timeline/timelinepalette.h timeline/timelinepalette.cpp
    timeline/timeaxisticker.h timeline/timeaxisticker.cpp
    timeline/sceneplottable.h timeline/sceneplottable.cpp
    timeline/intervalplottable.h timeline/intervalplottable.cpp
    timeline/parallelismribbon.h timeline/parallelismribbon.cpp
    timeline/counterplottable.h timeline/counterplottable.cpp
    timeline/linkplottable.h timeline/linkplottable.cpp
    timeline/timelinetooltip.h timeline/timelinetooltip.cpp
    timeline/timelinetoolbar.h timeline/timelinetoolbar.cpp
    timeline/timenavigator.h timeline/timenavigator.cpp
    timeline/kernelscenerequests.h timeline/kernelscenerequests.cpp
    timeline/timelineview.h timeline/timelineview.cpp
    timeline/timelineviewlayout.cpp timeline/timelineviewinput.cpp timeline/timelineviewtext.cpp
    timeline/timelineviewfolds.cpp
)
