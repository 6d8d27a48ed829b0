// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// CSV tables and small JSON side files as the profilers write them: kernel_details
// variants, op_summary, profiler_info, device info, msprof op per-block metric groups.

#include <QByteArray>
#include <QList>

namespace rl::fuzzseed {

QByteArray kernelDetailsLevel0();
QByteArray kernelDetailsPipe(bool deviceId, bool blockNum);
QByteArray kernelDetailsArith2023();
QByteArray opSummaryMemoryAccess();
QByteArray profilerInfo();
QByteArray deviceInfo(int platform, int cores, const char *mhz);
QByteArray opBasicInfo(const char *type, const char *name);
QByteArray perBlockCsv(const QByteArray &columns, const QList<QByteArray> &rows);
QByteArray pipeA2();
QByteArray arithA2();
QByteArray memoryA2();
QByteArray l2A2();
QByteArray pipe310P();

} // namespace rl::fuzzseed
