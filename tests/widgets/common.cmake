# SPDX-License-Identifier: GPL-3.0-or-later
# Shared widgets (message bar, plot style) and the main window that puts everything together.
rooflens_add_test(tst_messagebar SOURCES tst_messagebar.cpp LIBS rooflens::widgets)
rooflens_add_test(tst_mainwindow SOURCES tst_mainwindow.cpp LIBS rooflens_app)
rooflens_add_test(tst_relayout SOURCES tst_relayout.cpp LIBS rooflens_app)
rooflens_add_test(tst_runpage SOURCES tst_runpage.cpp LIBS rooflens::widgets)
