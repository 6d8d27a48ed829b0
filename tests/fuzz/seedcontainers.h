// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Binary and structured containers: visualize_data.bin blocks, profile JSON (with and
// without inline hardware) and SQLite exports.

#include <QByteArray>
#include <QString>

namespace rl::fuzzseed {

QByteArray block(quint8 type, const QByteArray &payload, const QByteArray &path = {});
QByteArray visualizeBasic();
QByteArray visualizeData(bool withTrace);
QByteArray profileJson();
QByteArray profileJsonInlineHardware(const QByteArray &hardware);
QByteArray makeDb(const QString &scratch, const QString &name, bool separated, bool blockNum);

} // namespace rl::fuzzseed
