// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace rl {

// Where an msprof op run keeps what names its operator, seen from a file inside it.
struct OpprofNaming
{
    QString opprofDir; // the enclosing OPPROF_* directory, or empty
    QString name;      // OpBasicInfo.csv "Op Name", else visualize_data.bin 0x05 name, else the directory name
    QString chip;      // visualize_data.bin 0x05 "soc", when found
};

// Looks upwards from `path` (a file or directory) for the OPPROF_* directory of the run.
OpprofNaming findOpprofNaming(const QString &path);

// The first data row of an OpBasicInfo.csv as column → value (simple CSV, quotes allowed).
std::optional<QString> opBasicInfoName(const QString &csvPath);

} // namespace rl
