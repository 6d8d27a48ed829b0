# SPDX-License-Identifier: GPL-3.0-or-later
# Shared widgets (message bar, plot style) and the main window that puts everything together.
rooflens_add_test(tst_messagebar SOURCES tst_messagebar.cpp LIBS rooflens::widgets)
rooflens_add_test(tst_messagegroups SOURCES tst_messagegroups.cpp LIBS rooflens::widgets)
rooflens_add_test(tst_diagnosticgroups SOURCES tst_diagnosticgroups.cpp LIBS rooflens::widgets)
rooflens_add_test(tst_buildwhenshown SOURCES tst_buildwhenshown.cpp LIBS rooflens::widgets)
rooflens_add_test(tst_palettecontrast SOURCES tst_palettecontrast.cpp LIBS rooflens_app)
rooflens_add_test(tst_mainwindow SOURCES tst_mainwindow.cpp LIBS rooflens_app)
rooflens_add_test(tst_relayout SOURCES tst_relayout.cpp LIBS rooflens_app)
rooflens_add_test(tst_runpage SOURCES tst_runpage.cpp LIBS rooflens::widgets)
rooflens_add_test(tst_runpagebuttons SOURCES tst_runpagebuttons.cpp LIBS rooflens::widgets)
rooflens_add_test(tst_rankpicker SOURCES tst_rankpicker.cpp LIBS rooflens_app)
rooflens_add_test(tst_smallscreen SOURCES tst_smallscreen.cpp LIBS rooflens_app)
