# Run-level breakdown: step traces, communication files, the timeline-derived breakdown.
target_sources(rooflens_core PRIVATE
    run/runbreakdown.h run/runbreakdown.cpp
    run/steptracefiles.h run/steptracefiles.cpp
    run/communicationfile.h run/communicationfile.cpp
    run/timelinebreakdown.h run/timelinebreakdown.cpp
    run/runsummary.h run/runsummary.cpp
    run/runloader.h run/runloader.cpp
)
