# files of core/sim
# SPDX-License-Identifier: GPL-3.0-or-later
target_sources(rooflens_core PRIVATE
    sim/pipe.h sim/pipe.cpp
    sim/instruction.h
    sim/corespec.h sim/corespec.cpp
    sim/kernelbuilder.h sim/kernelbuilder.cpp
    sim/aicoresim.h sim/aicoresim.cpp
    sim/kernelknobs.h
    sim/kernellaunch.h sim/kernellaunch.cpp
    sim/kernelsteps.h sim/kernelsteps.cpp
    sim/elementwisekernel.h sim/elementwisekernel.cpp
    sim/poolkernel.h sim/poolkernel.cpp
    sim/gemmkernel.h sim/gemmkernel.cpp
    sim/modelgraph.h sim/modelgraph.cpp
    sim/mobilenetv3.h sim/mobilenetv3.cpp
    sim/mobilenetv3study.h sim/mobilenetv3study.cpp
    sim/simulatedoperator.h sim/simulatedoperator.cpp
)
target_sources(rooflens_core PRIVATE
    sim/simulatedworkload.h sim/simulatedworkload.cpp
    sim/textformat.h
    sim/opsummarywriter.h sim/opsummarywriter.cpp
    sim/torchnpurunwriter.h sim/torchnpurunwriter.cpp
    sim/simtracewriter.h sim/simtracewriter.cpp
    sim/demoworkspace.h sim/demoworkspace.cpp
    sim/generatedjob.h sim/generatedjob.cpp
)
