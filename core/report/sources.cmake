target_sources(rooflens_core PRIVATE
    report/jsonutil.h
    report/inmemoryoutput.h
    report/stagedoutput.h
    report/jsonstreamwriter.h report/jsonstreamwriter.cpp
    report/jsonarraystream.h report/jsonarraystream.cpp
    report/analysisjson.h report/analysisjson.cpp
    report/runjson.h report/runjson.cpp
    report/communicationjson.h report/communicationjson.cpp
    report/communicationtext.h report/communicationtext.cpp
    report/communicationcsv.h report/communicationcsv.cpp
    report/communicationhtml.h report/communicationhtml.cpp
    report/communicationcomparison.h report/communicationcomparison.cpp
    report/memoryjson.h report/memoryjson.cpp
    report/memorytext.h report/memorytext.cpp
    report/memorycsv.h report/memorycsv.cpp
    report/memoryhtml.h report/memoryhtml.cpp
    report/memorycomparison.h report/memorycomparison.cpp
    report/runreport.h report/runreport.cpp
    report/runcomparison.h report/runcomparison.cpp
    report/textsummary.h report/textsummary.cpp
    report/csvrow.h report/csvrow.cpp
    report/analysiscsv.h report/analysiscsv.cpp
    report/comparisonjson.h report/comparisonjson.cpp
    report/comparisoncsv.h report/comparisoncsv.cpp
    report/comparisontext.h report/comparisontext.cpp
    report/reportpalette.h report/reportpalette.cpp
    report/svgcanvas.h report/svgcanvas.cpp
    report/svgaxes.h report/svgaxes.cpp
    report/barsvg.h report/barsvg.cpp
    report/rooflinesvg.h report/rooflinesvg.cpp
    report/memorylevelsvg.h report/memorylevelsvg.cpp
    report/htmldocument.h report/htmldocument.cpp
    report/htmlsections.h report/htmlsections.cpp
    report/htmlreport.h report/htmlreport.cpp report/comparisonhtml.cpp
)
