# Tests of core/timeline; paths relative to tests/core.
foreach(_test
        tst_timemapping
        tst_timeformat
        tst_zoomhistory
        tst_intervalrow
        tst_lanelayout
        tst_ribbonsampler
        tst_instructionscene
        tst_kernelscene)
    rooflens_add_test(${_test} SOURCES timeline/${_test}.cpp LIBS rooflens::core)
endforeach()
