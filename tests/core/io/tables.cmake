# SPDX-License-Identifier: GPL-3.0-or-later
# Table importers: paths are relative to tests/core.
foreach(_test
        tst_csvreader
        tst_kerneltable
        tst_profilerdirs
        tst_opprof
        tst_opprofgroups
        tst_followupjoin
        tst_metricmerge
        tst_impossiblevalues
        tst_pmukeyplan)
    rooflens_add_test(${_test} SOURCES io/${_test}.cpp LIBS rooflens::core)
endforeach()
rooflens_add_test(tst_profilediscovery SOURCES io/tst_profilediscovery.cpp LIBS rooflens::core)
