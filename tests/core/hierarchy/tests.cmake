# SPDX-License-Identifier: GPL-3.0-or-later
# Memory hierarchy: which level served a kernel's bytes. Paths relative to tests/core.
rooflens_add_test(tst_llcwindow SOURCES hierarchy/tst_llcwindow.cpp LIBS rooflens::core Qt6::Sql)
