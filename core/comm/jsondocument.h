// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/common/result.h"

#include <nlohmann/json.hpp>

#include <QString>

namespace rl {

// A communication JSON file read whole (they are small by nature: a 16-rank job's largest is a
// few MB; the limit keeps a hostile file of gigabytes out of memory). A malformed file is an
// Input error naming the byte offset ("file@1234"); `what` names the kind of file in it.
Result<nlohmann::json> readJsonDocument(const QString &path, const QString &what);

// A number member of `object`, when it is there and finite.
std::optional<double> jsonNumber(const nlohmann::json &object, const char *key);

} // namespace rl
