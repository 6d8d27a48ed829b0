// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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

inline Json strings(const QStringList &list)
{
    Json a = Json::array();
    for (const QString &s : list)
        a.push_back(str(s));
    return a;
}

inline QByteArray dump(const Json &j)
{
    const std::string s = j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
    return QByteArray(s.data(), qsizetype(s.size())) + '\n';
}

} // namespace rl::json
