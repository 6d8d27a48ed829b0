// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/optionalnumber.h"

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <optional>

namespace rl::json {

// ordered_json keeps the contract's field order and writes int64 exactly.
using Json = nlohmann::ordered_json;

inline Json str(const QString &s)
{
    return s.toStdString();
}

inline Json strOrNull(const QString &s)
{
    return s.isEmpty() ? Json(nullptr) : str(s);
}

template<typename T>
Json opt(const std::optional<T> &v)
{
    return v ? Json(*v) : Json(nullptr);
}

inline Json opt(OptionalNumber v)
{
    return v ? Json(*v) : Json(nullptr);
}

inline Json strings(const QStringList &list)
{
    Json a = Json::array();
    for (const QString &s : list)
        a.push_back(str(s));
    return a;
}

// Numbers are never NaN or infinite here (nlohmann writes them as null); text from the input
// may hold those words ("NaN" in a shape, a cell echoed in a diagnostic). They are written with
// one letter \u-escaped, which decodes to the same text, so a consumer or check that looks for
// the non-JSON literals NaN / Infinity never mistakes a string for a number. NaN first, then
// Infinity: JsonStreamWriter applies the same to each string it writes.
inline void hideNonJsonWords(QByteArray &jsonText)
{
    jsonText.replace("NaN", "N\\u0061N").replace("Infinity", "\\u0049nfinity");
}

// `indent` spaces per level, or -1 for one line (what programs read; people pass an indent).
inline QByteArray dumpFragment(const Json &j, int indent)
{
    const std::string s = j.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
    QByteArray out(s.data(), qsizetype(s.size()));
    hideNonJsonWords(out);
    return out;
}

inline QByteArray dump(const Json &j, int indent = 2)
{
    return dumpFragment(j, indent) + '\n';
}

} // namespace rl::json
