# SPDX-License-Identifier: GPL-3.0-or-later
# Device memory: the readers of every table and CSV, the loader, the §7c figures, the real sets.
# Paths relative to tests/core.
rooflens_add_test(tst_memorydb SOURCES memory/tst_memorydb.cpp LIBS rooflens::core Qt6::Sql)
rooflens_add_test(tst_memorycsv SOURCES memory/tst_memorycsv.cpp LIBS rooflens::core Qt6::Sql)
rooflens_add_test(tst_memoryrealdata SOURCES memory/tst_memoryrealdata.cpp LIBS rooflens::core)
