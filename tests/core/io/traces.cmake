# SPDX-License-Identifier: GPL-3.0-or-later
# Trace importers (core/io/traces); paths relative to tests/core.
rooflens_add_test(tst_eventarrayscanner SOURCES io/tst_eventarrayscanner.cpp LIBS rooflens::core)
rooflens_add_test(tst_chrometracereader SOURCES io/tst_chrometracereader.cpp LIBS rooflens::core)
rooflens_add_test(tst_chrometracebatching SOURCES io/tst_chrometracebatching.cpp LIBS rooflens::core)
rooflens_add_test(tst_mappedfile SOURCES io/tst_mappedfile.cpp LIBS rooflens::core)
rooflens_add_test(tst_tracejsonimporter SOURCES io/tst_tracejsonimporter.cpp LIBS rooflens::core)
rooflens_add_test(tst_simulatortrace SOURCES io/tst_simulatortrace.cpp LIBS rooflens::core)
rooflens_add_test(tst_visualizedata SOURCES io/tst_visualizedata.cpp LIBS rooflens::core)
rooflens_add_test(tst_generatedtorchnpu SOURCES io/tst_generatedtorchnpu.cpp LIBS rooflens::core)
