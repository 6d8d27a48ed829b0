// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/cluster/jsonfields.h"

#include "core/cluster/stepfields.h"
#include "core/common/tr.h"

namespace rl {

using json::Json;

QString fieldPath(const QString &at, std::string_view key)
{
    const QString name = QString::fromUtf8(key.data(), qsizetype(key.size()));
    return at.isEmpty() ? name : at + u'.' + name;
}

QString fieldError(const QString &field, const char *expected)
{
    return Tr::tr("%1: %2 was expected").arg(field, Tr::tr(expected));
}

void JsonFields::fail(const QString &field, const char *expected)
{
    if (m_error.isEmpty())
        m_error = fieldError(field, expected);
}

const Json *JsonFields::member(const Json &object, const char *key, const QString &at, const char *expected)
{
    if (!object.is_object()) {
        fail(at, expected::kObject);
        return nullptr;
    }
    const auto it = object.find(key);
    if (it == object.end()) {
        fail(fieldPath(at, key), expected);
        return nullptr;
    }
    return &*it;
}

double JsonFields::number(const Json &object, const char *key, const QString &at)
{
    const Json *v = member(object, key, at, expected::kNumber);
    if (v && v->is_number())
        return v->get<double>();
    if (v)
        fail(fieldPath(at, key), expected::kNumber);
    return 0.0;
}

std::optional<double> JsonFields::optionalNumber(const Json &object, const char *key, const QString &at)
{
    if (!object.is_object() || !object.contains(key) || object[key].is_null())
        return std::nullopt;
    return number(object, key, at);
}

qint64 JsonFields::integer(const Json &object, const char *key, const QString &at)
{
    const Json *v = member(object, key, at, expected::kWholeNumber);
    if (v && v->is_number_integer())
        return v->get<qint64>();
    if (v)
        fail(fieldPath(at, key), expected::kWholeNumber);
    return 0;
}

std::optional<qint64> JsonFields::optionalInteger(const Json &object, const char *key, const QString &at)
{
    if (!object.is_object() || !object.contains(key) || object[key].is_null())
        return std::nullopt;
    return integer(object, key, at);
}

QString JsonFields::text(const Json &object, const char *key, const QString &at)
{
    const Json *v = member(object, key, at, expected::kString);
    if (v && v->is_string())
        return QString::fromStdString(v->get_ref<const std::string &>());
    if (v && !v->is_null())
        fail(fieldPath(at, key), expected::kString);
    return {};
}

bool JsonFields::boolean(const Json &object, const char *key, const QString &at)
{
    const Json *v = member(object, key, at, expected::kBoolean);
    if (v && v->is_boolean())
        return v->get<bool>();
    if (v)
        fail(fieldPath(at, key), expected::kBoolean);
    return false;
}

const Json *JsonFields::array(const Json &object, const char *key, const QString &at, bool nullable)
{
    const Json *v = member(object, key, at, expected::kArray);
    if (v && v->is_array())
        return v;
    if (v && !(nullable && v->is_null()))
        fail(fieldPath(at, key), expected::kArray);
    return nullptr;
}

const Json *JsonFields::object(const Json &parent, const char *key, const QString &at, bool nullable)
{
    const Json *v = member(parent, key, at, expected::kObject);
    if (v && v->is_object())
        return v;
    if (v && !(nullable && v->is_null()))
        fail(fieldPath(at, key), expected::kObject);
    return nullptr;
}

StepBreakdown JsonFields::step(const Json &o, const QString &at)
{
    return stepFields(*this, o, at, o.is_object() && o.contains("step"));
}

GroupAcrossRanks JsonFields::groupAcrossRanks(const Json &o, const QString &at)
{
    GroupAcrossRanks g;
    g.group = text(o, "group", at);
    g.spread = number(o, "spread", at);
    g.slowestRank = int(integer(o, "slowest_rank", at));
    if (const Json *ranks = array(o, "ranks", at)) {
        for (size_t i = 0; i < ranks->size(); ++i) {
            const Json &r = (*ranks)[i];
            const QString here = fieldPath(at, "ranks") + u'[' + QString::number(i) + u']';
            RankGroupFigures f;
            f.rank = int(integer(r, "rank", here));
            f.calls = int(integer(r, "calls", here));
            f.totalUs = number(r, "total_us", here);
            f.minUs = number(r, "min_us", here);
            f.maxUs = number(r, "max_us", here);
            f.category = text(r, "category", here);
            g.ranks.push_back(std::move(f));
        }
    }
    return g;
}

Result<Json> parseJsonText(const QByteArray &text, const QString &file)
{
    try {
        return Json::parse(text.constBegin(), text.constEnd());
    } catch (const Json::parse_error &e) {
        return makeError(
            Error::Kind::Input,
            Tr::tr("not valid JSON at byte %1: %2").arg(qulonglong(e.byte)).arg(QString::fromUtf8(e.what())), file);
    } catch (const Json::exception &e) {
        return makeError(Error::Kind::Input, Tr::tr("not valid JSON: %1").arg(QString::fromUtf8(e.what())), file);
    }
}

} // namespace rl
