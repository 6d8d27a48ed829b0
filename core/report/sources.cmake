target_sources(rooflens_core PRIVATE
    report/jsonutil.h
    report/analysisjson.h report/analysisjson.cpp
    report/textsummary.h report/textsummary.cpp
    report/analysiscsv.h report/analysiscsv.cpp
)
