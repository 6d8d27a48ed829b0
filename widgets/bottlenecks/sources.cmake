# files of widgets/bottlenecks
target_sources(rooflens_widgets PRIVATE
    bottlenecks/bottleneckmodel.h bottlenecks/bottleneckmodel.cpp bottlenecks/bottleneckunjudged.cpp
    bottlenecks/bottleneckview.h bottlenecks/bottleneckview.cpp
    bottlenecks/bottlenecktree.h bottlenecks/bottlenecktree.cpp
    bottlenecks/adviceitemdelegate.h bottlenecks/adviceitemdelegate.cpp
)
