# SPDX-License-Identifier: GPL-3.0-or-later
# Communication between devices: the collectives' files read, judged against link roofs
# (core/comm/README.md).
target_sources(rooflens_core PRIVATE
    comm/communicationdata.h comm/communicationdata.cpp
    comm/jsondocument.h comm/jsondocument.cpp
    comm/collectivejson.h comm/collectivejson.cpp
    comm/communicationjsonfiles.h comm/communicationjsonfiles.cpp
    comm/communicationdbreader.h comm/analysisdbcommunication.cpp comm/profilerdbcommunication.cpp
    comm/tablerows.h comm/tablerows.cpp
    comm/hcclenums.h comm/hcclenums.cpp
    comm/hccltimelinereader.h comm/hccltimelinereader.cpp
    comm/communicationloader.h comm/communicationloader.cpp
    comm/communicationreport.h comm/communicationreport.cpp
    comm/communicationadvice.h comm/communicationadvice.cpp
    comm/communicationverdict.h comm/communicationverdict.cpp
    comm/communicationmatrix.h comm/communicationmatrix.cpp
    comm/waitingcause.h comm/waitingcause.cpp
    comm/communicationsummary.h comm/communicationsummary.cpp
    comm/matrixbinning.h comm/matrixbinning.cpp
    comm/communicationjudge.h comm/communicationjudge.cpp
    comm/databasereading.h
)
