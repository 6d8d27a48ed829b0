# SPDX-License-Identifier: GPL-3.0-or-later
# files of widgets/comm: the run page's communication between devices
target_sources(rooflens_widgets PRIVATE
    comm/communicationstyle.h comm/communicationstyle.cpp
    comm/heatmapgrid.h comm/heatmapgrid.cpp
    comm/labelspread.h comm/labelspread.cpp
    comm/rooflabellayout.h comm/rooflabellayout.cpp
    comm/collectivesmodel.h comm/collectivesmodel.cpp
    comm/collectivesproxymodel.h comm/collectivesproxymodel.cpp
    comm/collectivewindow.h comm/collectivewindow.cpp
    comm/utilizationbardelegate.h comm/utilizationbardelegate.cpp
    comm/wheelpassthrough.h comm/wheelpassthrough.cpp
    comm/communicationheatmap.h comm/communicationheatmap.cpp
    comm/communicationroofline.h comm/communicationroofline.cpp
    comm/communicationpanel.h comm/communicationpanel.cpp
)
