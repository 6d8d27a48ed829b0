# SPDX-License-Identifier: GPL-3.0-or-later
# Chart export: PNG/SVG/PDF, the print style, batches and the dialog.
rooflens_add_test(tst_chartexporter SOURCES tst_chartexporter.cpp LIBS rooflens::widgets Qt6::Svg)
rooflens_add_test(tst_exportmatchesscreen SOURCES tst_exportmatchesscreen.cpp LIBS rooflens::widgets)
