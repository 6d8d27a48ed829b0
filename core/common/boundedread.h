// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/result.h"

#include <QByteArray>
#include <QString>

namespace rl {

// The whole content of a file that is small by nature (a JSON settings or spec file, a
// profiler's info file), or an Input error when it is larger than `limit`: a damaged or
// hostile file of gigabytes must not be read into memory to find out it is wrong.
Result<QByteArray> readBoundedFile(const QString &path, qint64 limit);

inline constexpr qint64 kSmallFileLimit = qint64(64) << 20; // 64 MiB: specs, info and settings files

} // namespace rl
