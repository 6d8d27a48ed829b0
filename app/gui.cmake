# GUI sources of rooflens_app beyond the minimal window
target_sources(rooflens_app PRIVATE
    loadcontroller.h loadcontroller.cpp
    mainwindowcluster.cpp
    mainwindowfiles.cpp
    rankpicker.h rankpicker.cpp
    hardwareselector.h hardwareselector.cpp
    hbmselector.h hbmselector.cpp
    thresholdeditor.h thresholdeditor.cpp
    emptystatewidget.h emptystatewidget.cpp
    recentfiles.h recentfiles.cpp
    languagemanager.h languagemanager.cpp
    demoprovider.h demoprovider.cpp
)
target_sources(rooflens_app PRIVATE
    comparecontroller.h comparecontroller.cpp
    comparedialog.h comparedialog.cpp
    profilechooser.h profilechooser.cpp
    comparewindow.h comparewindow.cpp
    reportwriter.h reportwriter.cpp
)
target_sources(rooflens_app PRIVATE thememanager.h thememanager.cpp)
target_sources(rooflens_app PRIVATE statusprogress.h statusprogress.cpp)
