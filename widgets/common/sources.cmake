# files of widgets/common beyond the selection model and the QCustomPlot wrapper
target_sources(rooflens_widgets PRIVATE
    common/categorystyle.h common/categorystyle.cpp
    common/swatchicon.h common/swatchicon.cpp
    common/lazytreemodel.h common/lazytreemodel.cpp
    common/plotstyle.h common/plotstyle.cpp
    common/formatting.h common/formatting.cpp
    common/messagebar.h common/messagebar.cpp
    common/diagnosticgroups.h common/diagnosticgroups.cpp
    common/titledpane.h common/titledpane.cpp
    common/nameelision.h common/nameelision.cpp
    common/contrast.h common/contrast.cpp
    common/legendfit.h common/legendfit.cpp
    common/labelplacer.h common/labelplacer.cpp
    common/operatorpicking.h common/operatorpicking.cpp
    common/nameelidedelegate.h common/nameelidedelegate.cpp
    common/groupingstatus.h common/groupingstatus.cpp
    common/advicetext.h common/advicetext.cpp
    common/pagelabels.h common/pagelabels.cpp
    common/latestonlyrunner.h
    common/buildwhenshown.h common/buildwhenshown.cpp
    common/windowpaintedplot.h common/windowpaintedplot.cpp
)
