// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the hardware spec and chip-memory parsers: errors name the JSON field.

#include "core/common/result.h"

#include <QJsonValue>

#include <optional>

namespace rl::specfields {

inline Error fieldError(const QString &location, const QString &field, const QString &what)
{
    return makeError(Error::Kind::Input, field + u": " + what, location);
}

// The value when it is a number above zero.
inline std::optional<double> positiveNumber(const QJsonValue &v)
{
    if (!v.isDouble())
        return std::nullopt;
    const double d = v.toDouble();
    if (!(d > 0.0))
        return std::nullopt;
    return d;
}

} // namespace rl::specfields
