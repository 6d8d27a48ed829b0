# SPDX-License-Identifier: GPL-3.0-or-later
# The cluster view (widgets/cluster/): its columns, the heatmap, the page, the window's routing.
foreach(_test tst_clustergrid tst_clusterheatmap tst_clusterpage)
    rooflens_add_test(${_test} SOURCES ${_test}.cpp clusterfixture.h LIBS rooflens::widgets)
endforeach()
rooflens_add_test(tst_clusterwindow SOURCES tst_clusterwindow.cpp clusterfixture.h LIBS rooflens_app)
