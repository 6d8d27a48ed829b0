// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <functional>
#include <vector>

namespace rl::bench {

// One hostile input: how to write it under a folder, and the path to hand to `rooflens analyze`.
struct HostileCase
{
    QString name;
    QString description;
    std::function<QString(const QString &folder)> write; // returns the input path, empty on failure
};

// The sizes a damaged or hostile file can have (200 MB of '[' nesting, a 300 MB CSV line, a
// header of a million columns, a .db claiming a billion rows or 2^31 pages, 10 GB sparse files).
std::vector<HostileCase> hostileCases();

} // namespace rl::bench
