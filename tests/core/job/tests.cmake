# SPDX-License-Identifier: GPL-3.0-or-later
# A job is its ranks: listing, pending ranks, completion, another rank shown. Paths relative to tests/core.
rooflens_add_test(tst_jobranks SOURCES job/tst_jobranks.cpp LIBS rooflens::core)
