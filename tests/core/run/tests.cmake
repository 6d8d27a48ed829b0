# Tests of core/run; paths relative to tests/core.
foreach(_test
        tst_runbreakdown
        tst_runrealdata)
    rooflens_add_test(${_test} SOURCES run/${_test}.cpp LIBS rooflens::core)
endforeach()
