// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/diagnostics.h"

#include <QList>

namespace rl {

// Diagnostics of one kind and cause (the same Diagnostic::group) as one entry, so the message
// bar shows one line with a count instead of one line per operator.
struct DiagnosticGroup
{
    QString key;   // Diagnostic::group, empty for a diagnostic that stands alone
    QString title; // Diagnostic::groupTitle (or the message of one alone)
    Diagnostic::Severity severity = Diagnostic::Severity::Info; // the worst of its items
    Diagnostics items;

    bool isGroup() const { return !key.isEmpty(); }
    // How many of the items name an operator (the count the line says "operators" of).
    int operatorCount() const;
};

// The groups of `diagnostics`, worst severity first, else in the order of their first item;
// diagnostics without a group stay one entry each.
QList<DiagnosticGroup> groupDiagnostics(const Diagnostics &diagnostics);

} // namespace rl
