// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/comm/communicationdata.h"
#include "core/common/result.h"

namespace rl {

struct JsonScratch; // core/comm/jsondocument.h: a worker's buffers, kept from file to file

// The JSON files of communication (core/comm/README.md §1). Each returns what it read with
// warnings for what it dropped; a file that is not JSON, or not the expected object, is an
// Input error naming the file (and byte offset).

// torch_npu `communication.json` of one rank: step -> p2p/collective -> op (Total Op Info skipped).
Result<CommunicationData> readCommunicationJson(const QString &path, int rank);
Result<CommunicationData> readCommunicationJson(const QString &path, int rank, JsonScratch &scratch);

// torch_npu `communication_matrix.json` of one rank, either layout: the 2025 aggregate rows
// ("<type>-total@<hash>" only) or the 2023 per-op rows (never their Total Op Info sum).
Result<CommunicationData> readCommunicationMatrixJson(const QString &path);
Result<CommunicationData> readCommunicationMatrixJson(const QString &path, JsonScratch &scratch);

// msprof-analyze `cluster_communication.json`: group -> step -> op -> rank -> figures.
Result<CommunicationData> readClusterCommunicationJson(const QString &path);

// msprof-analyze `cluster_communication_matrix.json`: group -> step -> op -> "src-dst" -> figures.
Result<CommunicationData> readClusterCommunicationMatrixJson(const QString &path);

} // namespace rl
