target_sources(rooflens_core PRIVATE
    analysis/estimates/datatype.h analysis/estimates/datatype.cpp
    analysis/estimates/tensor.h analysis/estimates/tensor.cpp
    analysis/estimates/typenames.h
    analysis/estimates/attentionestimate.h analysis/estimates/attentionestimate.cpp
    analysis/estimates/attentionpairing.h analysis/estimates/attentionpairing.cpp
    analysis/estimates/matmulestimate.h analysis/estimates/matmulestimate.cpp
    analysis/estimates/convestimate.h analysis/estimates/convestimate.cpp
    analysis/estimates/memoryestimate.h analysis/estimates/memoryestimate.cpp
    analysis/estimates/vectorestimate.h analysis/estimates/vectorestimate.cpp
)
