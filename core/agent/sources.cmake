# files of core/agent: answers for an AI assistant over an Analysis (core/agent/README.md)
target_sources(rooflens_core PRIVATE
    agent/agentsummary.h agent/agentsummary.cpp
    agent/typegroups.h agent/typegroups.cpp
    agent/bottleneckpage.h agent/bottleneckpage.cpp
    agent/operatoranswer.h agent/operatoranswer.cpp
    agent/runanswer.h agent/runanswer.cpp
    agent/compareanswer.h agent/compareanswer.cpp
)
