# files of widgets/memory (device memory on the run page)
target_sources(rooflens_widgets PRIVATE
    memory/aliveatpeakmodel.h memory/aliveatpeakmodel.cpp
    memory/allocationoperator.h memory/allocationoperator.cpp
    memory/memorypanel.h memory/memorypanel.cpp
)
