# SPDX-License-Identifier: GPL-3.0-or-later
# Tests of core/cluster, the map and the reduce of a job too large for one process; paths
# relative to tests/core.
foreach(_test
        tst_ranksummary
        tst_clusterreduce
        tst_clusterjson
        tst_ranksummaryreader)
    rooflens_add_test(${_test} SOURCES cluster/${_test}.cpp LIBS rooflens::core)
endforeach()
