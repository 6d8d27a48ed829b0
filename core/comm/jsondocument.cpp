// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/comm/jsondocument.h"

#include "core/common/boundedread.h"
#include "core/common/tr.h"

#include <cmath>

namespace rl {

namespace {

constexpr qint64 kCommunicationFileLimit = qint64(512) << 20;

} // namespace

Result<nlohmann::json> readJsonDocument(const QString &path, const QString &what)
{
    auto bytes = readBoundedFile(path, kCommunicationFileLimit);
    if (!bytes)
        return bytes.error();
    nlohmann::json doc = nlohmann::json::parse(bytes->cbegin(), bytes->cend(), nullptr, false);
    if (!doc.is_discarded())
        return doc;
    // Parse again with exceptions for the offset (the file is bad: speed does not matter).
    QString where = path;
    try {
        [[maybe_unused]] const nlohmann::json again = nlohmann::json::parse(bytes->cbegin(), bytes->cend());
    } catch (const nlohmann::json::parse_error &e) {
        where = path + u'@' + QString::number(qulonglong(e.byte));
    } catch (const nlohmann::json::exception &) {
        // A number too large for a double is an out_of_range error that carries no offset.
    }
    return makeError(Error::Kind::Input, Tr::tr("invalid JSON in the %1").arg(what), where);
}

std::optional<double> jsonNumber(const nlohmann::json &object, const char *key)
{
    if (!object.is_object())
        return std::nullopt;
    const auto it = object.find(key);
    if (it == object.end() || !it->is_number())
        return std::nullopt;
    const double value = it->get<double>();
    return std::isfinite(value) ? std::optional<double>(value) : std::nullopt;
}

} // namespace rl
