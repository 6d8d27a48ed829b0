// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringView>

#include <string>

namespace rl {

// Appends `text` as UTF-8, the bytes QString::toUtf8 gives (a lone surrogate becomes '?'),
// without making a QByteArray: the writers put every name of a long run through it.
void appendUtf8(std::string &out, QStringView text);

} // namespace rl
