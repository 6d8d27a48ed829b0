// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace rl::mcp {

// The `cursor` of a paged answer (app/mcp/README.md §6): an opaque string holding where the
// next page starts and a digest of what it pages over (the run's paths, their size and time,
// the options and filters). A cursor given back with anything else, edited, or from another
// version of the file is refused, so a page is never taken from the wrong list.
class CursorCodec
{
public:
    static QString encode(qsizetype offset, const QString &binding);
    // The offset, or nullopt when the text is not a cursor of this binding.
    static std::optional<qsizetype> decode(const QString &cursor, const QString &binding);
};

} // namespace rl::mcp
