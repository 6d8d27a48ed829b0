# Widget tests of the swimlane timeline; paths relative to tests/widgets.
foreach(_test tst_timelineplottables tst_timelineview)
    rooflens_add_test(${_test} SOURCES ${_test}.cpp LIBS rooflens::widgets)
endforeach()
# The dock in the main window at its default size.
rooflens_add_test(tst_timelinedockfit SOURCES tst_timelinedockfit.cpp LIBS rooflens_app)
# Communication planes folded into one lane, in the view and in the main window's dock.
rooflens_add_test(tst_timelineplanes SOURCES tst_timelineplanes.cpp LIBS rooflens_app)
# Host threads, counters and a stream's overlapping rows folded; the real jobs in the dock.
rooflens_add_test(tst_timelinefolds SOURCES tst_timelinefolds.cpp LIBS rooflens_app)
