// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <utility>

namespace rl {

// A note about the input that did not stop the load (a skipped row, a missing group...).
struct Diagnostic
{
    enum class Severity { Info, Warning, Error };

    // Not an aggregate, so that fields can be added without touching every brace initialiser.
    Diagnostic(Severity severity = Severity::Warning, QString message = {}, QString location = {})
        : severity(severity), message(std::move(message)), location(std::move(location))
    { }

    Severity severity = Severity::Warning;
    QString message;
    QString location; // "file:line", "file@offset" or empty
    // Diagnostics of one kind and cause share `group` (a key that does not depend on the
    // language; empty for none), so the GUI can show them as one line with a count;
    // `groupTitle` words the group in one phrase. Neither is written by the CLI or JSON.
    QString group;
    QString groupTitle;
    int operatorIndex = -1; // the operator it is about (index into Profile::operators), -1 for none

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
