target_sources(rooflens_core PRIVATE
    workflow/requests.h
    workflow/workflow.h workflow/workflow.cpp workflow/workflowjob.cpp
)
