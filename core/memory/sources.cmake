# SPDX-License-Identifier: GPL-3.0-or-later
# Device memory: the allocators' records, the allocations, the sampled HBM and L2, read per rank
# and summed as contract §7c says (core/memory/README.md).
target_sources(rooflens_core PRIVATE
    memory/memorydata.h memory/memorydata.cpp
    memory/memoryreport.h memory/memoryreport.cpp
    memory/memoryloader.h memory/memoryloader.cpp
    memory/memoryrankbuilder.h memory/memoryrankbuilder.cpp
    memory/memorydatabase.h memory/memorydatabase.cpp
    memory/memorydbtables.h memory/memoryrecorddb.cpp memory/operatormemorydb.cpp memory/memorysamplesdb.cpp
    memory/memorydbreader.h memory/memorydbreader.cpp
    memory/memorycsvcells.h memory/memorycsvcells.cpp
    memory/memorycsvreader.h memory/memorycsvreader.cpp memory/operatormemorycsv.cpp
)
