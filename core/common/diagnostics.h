// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace rl {

// A note about the input that did not stop the load (a skipped row, a missing group...).
struct Diagnostic
{
    enum class Severity { Info, Warning, Error };
    Severity severity = Severity::Warning;
    QString message;
    QString location; // "file:line", "file@offset" or empty

    QString toString() const { return location.isEmpty() ? message : location + u": " + message; }
};

using Diagnostics = QList<Diagnostic>;

QString severityName(Diagnostic::Severity severity); // "info", "warning", "error"

inline Diagnostic warning(QString message, QString location = {})
{
    return Diagnostic{Diagnostic::Severity::Warning, std::move(message), std::move(location)};
}
inline Diagnostic info(QString message, QString location = {})
{
    return Diagnostic{Diagnostic::Severity::Info, std::move(message), std::move(location)};
}

} // namespace rl
