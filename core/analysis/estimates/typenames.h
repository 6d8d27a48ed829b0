// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

#include <initializer_list>

namespace rl::estimates {

// Whether a normalised kernel type ("zeroslike", "add") is one of `names`.
inline bool oneOf(const QString &type, std::initializer_list<const char16_t *> names)
{
    for (const char16_t *n : names) {
        if (type == QStringView(n))
            return true;
    }
    return false;
}

} // namespace rl::estimates
