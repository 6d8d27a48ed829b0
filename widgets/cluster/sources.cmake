# SPDX-License-Identifier: GPL-3.0-or-later
# files of widgets/cluster: the run page at cluster scale (rooflens.cluster/1)
target_sources(rooflens_widgets PRIVATE
    cluster/clustergrid.h cluster/clustergrid.cpp
    cluster/clusterpaths.h cluster/clusterpaths.cpp
    cluster/clusterheatmap.h cluster/clusterheatmap.cpp
    cluster/clustergroupsmodel.h cluster/clustergroupsmodel.cpp
    cluster/clusterpage.h cluster/clusterpage.cpp
)
