// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/category.h"

#include <QString>

#include <optional>

namespace rl {

// What the operator table's filter bar asks for: text in the name or the type
// (case-insensitive) and exact category, core type and bound component, combined with AND.
struct OperatorFilter
{
    QString search;                   // trimmed; empty = any
    std::optional<Category> category; // nullopt = any
    QString coreType;                 // as the source writes it; empty = any
    QString bound;                    // contract id of the bound component ("mte2"); empty = any

    // Nothing asked: every row passes without being looked at.
    bool acceptsAll() const { return search.isEmpty() && !category && coreType.isEmpty() && bound.isEmpty(); }
    // The exact filters: category, core type and bound component.
    bool acceptsFacets(Category rowCategory, const QString &rowCoreType, const QString &rowBound) const
    {
        return (!category || rowCategory == *category) && (coreType.isEmpty() || rowCoreType == coreType)
            && (bound.isEmpty() || rowBound == bound);
    }
    // The text, in the name or the type.
    bool matchesText(const QString &name, const QString &type) const
    {
        return search.isEmpty() || name.contains(search, Qt::CaseInsensitive)
            || type.contains(search, Qt::CaseInsensitive);
    }
    bool accepts(const QString &name, const QString &type, Category rowCategory, const QString &rowCoreType,
                 const QString &rowBound) const
    {
        return acceptsFacets(rowCategory, rowCoreType, rowBound) && matchesText(name, type);
    }
};

} // namespace rl
