// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rl::bench {

// Writes a job of `ranks` torch_npu rank folders, each with an ASCEND_PROFILER_OUTPUT/
// communication.json of `collectives` all-reduces in the layout torch_npu 2.x writes (times,
// ratios, HCCS/RDMA/PCIE/SDMA/SIO figures, size distributions; core/comm/README.md §1.1), the
// figures varied per rank and op, rank 3 arriving late. Returns the bytes written, or -1.
qint64 writeCommunicationJob(const QString &dir, int ranks, int collectives);

} // namespace rl::bench
