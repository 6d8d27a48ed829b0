// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/comm/jsondocument.h"

#include "core/common/tr.h"

#include <nlohmann/json.hpp>

#include <QFile>

#include <cmath>

namespace rl {

namespace {

constexpr qint64 kCommunicationFileLimit = qint64(1) << 30;

// The byte offset of the first error, from nlohmann's parser: simdjson says what is wrong,
// not where (the file is bad: speed does not matter).
QString errorLocation(const QString &path, const QByteArray &bytes)
{
    try {
        [[maybe_unused]] const nlohmann::json again = nlohmann::json::parse(bytes.cbegin(), bytes.cend());
    } catch (const nlohmann::json::parse_error &e) {
        return path + u'@' + QString::number(qulonglong(e.byte));
    } catch (const nlohmann::json::exception &) {
        // A number too large for a double is an out_of_range error that carries no offset.
    }
    return path;
}

} // namespace

Result<simdjson::dom::element> readJsonDocument(const QString &path, const QString &what, JsonScratch &scratch)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return makeError(Error::Kind::Input, Tr::tr("cannot read the %1: %2").arg(what, file.errorString()), path);
    const qint64 size = file.size();
    if (size > kCommunicationFileLimit)
        return makeError(Error::Kind::Input,
                         Tr::tr("the %1 is %2 MB, larger than the %3 MB a communication file can be")
                             .arg(what)
                             .arg(size >> 20)
                             .arg(kCommunicationFileLimit >> 20),
                         path);
    scratch.bytes.resize(size_t(size) + simdjson::SIMDJSON_PADDING);
    qint64 read = 0;
    while (read < size) {
        const qint64 n = file.read(scratch.bytes.data() + read, size - read);
        if (n <= 0)
            return makeError(Error::Kind::Input, Tr::tr("cannot read the %1: %2").arg(what, file.errorString()), path);
        read += n;
    }
    simdjson::dom::element doc;
    if (scratch.parser.parse(scratch.bytes.data(), size_t(size), false).get(doc) != simdjson::SUCCESS)
        return makeError(Error::Kind::Input, Tr::tr("invalid JSON in the %1").arg(what),
                         errorLocation(path, QByteArray(scratch.bytes.data(), qsizetype(size))));
    return doc;
}

std::optional<double> jsonNumber(simdjson::dom::element object, std::string_view key)
{
    double value = 0.0;
    if (object.at_key(key).get_double().get(value) != simdjson::SUCCESS || !std::isfinite(value))
        return std::nullopt;
    return value;
}

bool jsonHas(simdjson::dom::element object, std::string_view key)
{
    return object.at_key(key).error() == simdjson::SUCCESS;
}

QString jsonString(simdjson::dom::element object, std::string_view key)
{
    std::string_view text;
    if (object.at_key(key).get_string().get(text) != simdjson::SUCCESS)
        return {};
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

} // namespace rl
