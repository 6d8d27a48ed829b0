# SPDX-License-Identifier: GPL-3.0-or-later
# Communication: readers of every source, the judge, the matrix. Paths relative to tests/core.
rooflens_add_test(tst_communicationdb SOURCES comm/tst_communicationdb.cpp LIBS rooflens::core Qt6::Sql)
rooflens_add_test(tst_communicationreaders SOURCES comm/tst_communicationreaders.cpp LIBS rooflens::core)
rooflens_add_test(tst_communicationjudge SOURCES comm/tst_communicationjudge.cpp LIBS rooflens::core)
rooflens_add_test(tst_communicationrealdata SOURCES comm/tst_communicationrealdata.cpp LIBS rooflens::core)
rooflens_add_test(tst_communicationcompare SOURCES comm/tst_communicationcompare.cpp LIBS rooflens::core)
