# files of widgets/export
target_sources(rooflens_widgets PRIVATE
    export/printstyle.h export/printstyle.cpp
    export/chartexporter.h export/chartexporter.cpp
    export/chartbatch.h export/chartbatch.cpp
    export/chartset.h export/chartset.cpp
    export/analysischarts.h export/analysischarts.cpp
    export/exportdialog.h export/exportdialog.cpp
    export/chartexportmenu.h export/chartexportmenu.cpp
)
