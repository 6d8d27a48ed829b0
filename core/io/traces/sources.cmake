target_sources(rooflens_core PRIVATE
    io/traces/traceimporters.cpp
    io/traces/decimaltime.h io/traces/decimaltime.cpp
    io/traces/mappedfile.h io/traces/mappedfile.cpp
    io/traces/eventarrayscanner.h io/traces/eventarrayscanner.cpp
    io/traces/eventarrayscanloop.h io/traces/eventarrayscanavx2.cpp
    io/traces/traceeventstream.h io/traces/traceeventstream.cpp
    io/traces/traceeventfields.h io/traces/traceeventfields.cpp
    io/traces/tracesniffing.h io/traces/tracesniffing.cpp
    io/traces/chrometracebatch.h io/traces/chrometracebatchparser.cpp
    io/traces/chrometracebuilder.h io/traces/chrometracebuilder.cpp io/traces/chrometracebuilderfinish.cpp
    io/traces/chrometracereader.h io/traces/chrometracereader.cpp
    io/traces/kernelclock.h io/traces/kernelclock.cpp
    io/traces/devicetaskoperators.h io/traces/devicetaskoperators.cpp
    io/traces/tracejsonimporter.h io/traces/tracejsonimporter.cpp
    io/traces/simulatormnemonics.h io/traces/simulatormnemonics.cpp
    io/traces/simulatortracebuilder.h io/traces/simulatortracebuilder.cpp
    io/traces/simulatortracereader.h io/traces/simulatortracereader.cpp
    io/traces/pipelineoperator.h io/traces/pipelineoperator.cpp
    io/traces/opprofdirectory.h io/traces/opprofdirectory.cpp
    io/traces/simulatorimporter.h io/traces/simulatorimporter.cpp
    io/traces/visualizecontainer.h io/traces/visualizecontainer.cpp
    io/traces/visualizeoperator.h io/traces/visualizeoperator.cpp
    io/traces/visualizeimporter.h io/traces/visualizeimporter.cpp
)
# The scanner, field readers and batch parser are the hot loop of gigabyte trace loads: -O3
# lets GCC vectorise them in every optimised build (RelWithDebInfo's -O2 does not).
set_source_files_properties(
    io/traces/eventarrayscanner.cpp io/traces/eventarrayscanavx2.cpp io/traces/traceeventstream.cpp io/traces/traceeventfields.cpp
    io/traces/decimaltime.cpp io/traces/chrometracebatchparser.cpp io/traces/chrometracebuilder.cpp
    io/traces/chrometracebuilderfinish.cpp
    PROPERTIES COMPILE_OPTIONS "$<$<NOT:$<CONFIG:Debug>>:-O3>")
