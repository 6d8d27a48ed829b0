# files of widgets/operators
target_sources(rooflens_widgets PRIVATE
    operators/operatortablemodel.h operators/operatortablemodel.cpp
    operators/operatorfilter.h operators/operatorrows.h
    operators/operatorfilterproxy.h operators/operatorfilterproxy.cpp
    operators/kernelgroupmodel.h operators/kernelgroupmodel.cpp
    operators/operatortableview.h operators/operatortableview.cpp
    operators/detailspanel.h operators/detailspanel.cpp
)
