// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rl {

// A coarse family of an AI Core instruction mnemonic, so boxes on one pipe can be told apart:
// on VECTOR arithmetic vs transcendental vs reduction vs conversion; on the MTEs the transfer
// path; on CUBE the precision when the mnemonic names it. `variant` (0..3) picks the shade.
struct InstructionFamily
{
    QString name; // translated, for tooltips ("transcendental", "GM → UB")
    int variant = 0;
};

InstructionFamily instructionFamily(const QString &pipe, QStringView mnemonic);

} // namespace rl
