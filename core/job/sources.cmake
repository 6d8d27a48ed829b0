# A job's ranks: listed from the folders, read lazily, completed in the background.
target_sources(rooflens_core PRIVATE
    job/jobranks.h job/jobranks.cpp
    job/jobrun.h job/jobrun.cpp
)
