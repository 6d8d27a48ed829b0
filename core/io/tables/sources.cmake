target_sources(rooflens_core PRIVATE
    io/tables/tableimporters.cpp
    io/tables/csvreader.h io/tables/csvreader.cpp io/tables/csvrawrecord.h
    io/tables/csvvalue.h io/tables/csvvalue.cpp
    io/tables/csvcolumns.h io/tables/csvcolumns.cpp
    io/tables/metricgroups.h io/tables/metricgroups.cpp
    io/tables/pmumapping.h io/tables/pmumapping.cpp
    io/tables/pmukeyplan.h io/tables/pmukeyplan.cpp
    io/tables/kernelrow.h io/tables/kernelrow.cpp
    io/tables/kerneltable.h io/tables/kerneltable.cpp
    io/tables/tablehardware.h io/tables/tablehardware.cpp
    io/tables/kerneltableimporter.h io/tables/kerneltableimporter.cpp
    io/tables/profilerinfo.h io/tables/profilerinfo.cpp
    io/tables/profilerlayout.h io/tables/profilerlayout.cpp
    io/tables/rankfolder.h io/tables/rankfolder.cpp
    io/tables/readonlysqlite.h io/tables/readonlysqlite.cpp
    io/tables/tracejoin.h io/tables/tracejoin.cpp
    io/tables/ascenddb.h io/tables/ascenddb.cpp
    io/tables/llctable.h io/tables/llctable.cpp
    io/tables/dbimporter.h io/tables/dbimporter.cpp
    io/tables/torchnpudirimporter.h io/tables/torchnpudirimporter.cpp
    io/tables/msprofdirimporter.h io/tables/msprofdirimporter.cpp
    io/tables/opprofblockrows.h io/tables/opprofblockrows.cpp
    io/tables/opprofimporter.h io/tables/opprofimporter.cpp
    io/tables/workspaceimporter.h io/tables/workspaceimporter.cpp
)
