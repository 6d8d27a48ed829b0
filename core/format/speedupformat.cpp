// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/format/speedupformat.h"

namespace rl {

QString formatSpeedup(const std::optional<double> &speedup)
{
    return speedup ? QString::number(*speedup, 'f', 2) + u"×" : u"—"_qs;
}

} // namespace rl
