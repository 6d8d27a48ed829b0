// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to core/cluster: rank summaries read with simdjson (simdjson stays private to core;
// include this from .cpp files only).

#include "core/run/runbreakdown.h"

#include <simdjson.h>

#include <QString>

#include <optional>
#include <string_view>

namespace rl {

// JsonFields (jsonfields.h) over a simdjson DOM: the same reads, the same first wrong field named
// with the same words, so a summary reads alike through either. The reduce parses rank summaries
// with it: 1,000 summaries at the 256 KiB bound are 250 MB of JSON, which nlohmann's DOM parses
// at about 50 MB/s and simdjson's at memory speed (core/cluster/README.md §3).
class DomFields
{
public:
    using Element = simdjson::dom::element;

    double number(Element object, std::string_view key, const QString &at);
    std::optional<double> optionalNumber(Element object, std::string_view key, const QString &at);
    qint64 integer(Element object, std::string_view key, const QString &at);
    std::optional<qint64> optionalInteger(Element object, std::string_view key, const QString &at);
    QString text(Element object, std::string_view key, const QString &at); // null reads as empty
    bool boolean(Element object, std::string_view key, const QString &at);
    // The array or object at `key`; nothing (and an error unless `nullable`) when absent or another kind.
    std::optional<Element> array(Element object, std::string_view key, const QString &at, bool nullable = false);
    std::optional<Element> object(Element parent, std::string_view key, const QString &at, bool nullable = false);

    // The parts of a step or of the totals as runjson.cpp writes them.
    StepBreakdown step(Element object, const QString &at);

    bool ok() const { return m_error.isEmpty(); }
    const QString &error() const { return m_error; } // "FIELD: what was expected"

private:
    std::optional<Element> member(Element object, std::string_view key, const QString &at, const char *expected);
    // A member that is there and not null (optionalNumber's and optionalInteger's test).
    static bool present(Element object, std::string_view key);
    void fail(const QString &field, const char *expected);
    QString m_error;
};

} // namespace rl
