// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/diagnostics.h"

namespace rl {

QString severityName(Diagnostic::Severity severity)
{
    switch (severity) {
    case Diagnostic::Severity::Info:
        return QStringLiteral("info");
    case Diagnostic::Severity::Warning:
        return QStringLiteral("warning");
    case Diagnostic::Severity::Error:
        return QStringLiteral("error");
    }
    return QStringLiteral("warning");
}

} // namespace rl
