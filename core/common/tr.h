// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace rl {

// Translation context for code that is not a QObject (core values, reports, the CLI).
// Use Tr::tr("...") exactly like QObject::tr; lupdate picks it up.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(RoofLens)
};

} // namespace rl
