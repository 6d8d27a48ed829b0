// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to core/comm: the simdjson DOM of a communication file (simdjson stays private to core).

#include "core/common/result.h"

#include <simdjson.h>

#include <QString>

#include <optional>
#include <string_view>
#include <vector>

namespace rl {

// What parsing one file needs, kept from file to file by one worker: the bytes and the parser's
// document, so a job of many ranks' files touches their memory once, not once per file.
struct JsonScratch
{
    simdjson::dom::parser parser;
    std::vector<char> bytes; // the file, padded as simdjson reads it
};

// A communication JSON file parsed whole with simdjson (a 64-rank job's files are hundreds of
// MB: the DOM parser reads them at memory speed; the limit keeps a hostile file of gigabytes
// out). The element lives as long as `parser`. A malformed file is an Input error naming the
// byte offset ("file@1234"); `what` names the kind of file in it.
Result<simdjson::dom::element> readJsonDocument(const QString &path, const QString &what, JsonScratch &scratch);

// A number member of `object`, when it is there, numeric and finite.
std::optional<double> jsonNumber(simdjson::dom::element object, std::string_view key);
// Whether `object` has the member at all (to tell a bad figure from an absent one).
bool jsonHas(simdjson::dom::element object, std::string_view key);
// A string member, empty when absent or not a string.
QString jsonString(simdjson::dom::element object, std::string_view key);

} // namespace rl
