# files of core/cluster
# SPDX-License-Identifier: GPL-3.0-or-later
target_sources(rooflens_core PRIVATE
    cluster/clusterresult.h
    cluster/nodename.h cluster/nodename.cpp
    cluster/ranksummary.h cluster/ranksummary.cpp
    cluster/jsonfields.h cluster/jsonfields.cpp
    cluster/stepfields.h
    cluster/domfields.h cluster/domfields.cpp
    cluster/ranksummaryreader.h cluster/ranksummaryreader.cpp
    cluster/clusterreducer.h cluster/clusterreducer.cpp
    cluster/clusterjson.h cluster/clusterjson.cpp
    cluster/clusterreader.cpp
)
