// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/report/jsonutil.h"

#include <QString>

#include <initializer_list>
#include <optional>

namespace rl::mcp {

// Reads a tools/call `arguments` object, checking each argument's type and range. The first
// problem is kept as a message naming the argument ("argument `limit`: …"), which the tool
// returns as its error (app/mcp/README.md §5). Absent optional arguments are nullopt.
class ToolArguments
{
public:
    explicit ToolArguments(const json::Json &arguments);

    // Arguments outside `known` are an error: a misspelt name is better said than ignored.
    void allowOnly(std::initializer_list<const char *> known);

    bool has(const char *name) const;
    std::optional<QString> requiredString(const char *name);
    std::optional<QString> optionalString(const char *name);
    std::optional<int> optionalInt(const char *name, int minimum, int maximum);
    std::optional<double> optionalNumber(const char *name, double minimum);

    bool failed() const { return !m_error.isEmpty(); }
    const QString &error() const { return m_error; }
    void fail(const char *name, const QString &problem);

private:
    const json::Json *find(const char *name) const;

    const json::Json &m_arguments;
    QString m_error;
};

} // namespace rl::mcp
