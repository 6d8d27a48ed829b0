// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/cluster/domfields.h"

#include "core/cluster/jsonfields.h"
#include "core/cluster/stepfields.h"

namespace rl {

using simdjson::SUCCESS;

void DomFields::fail(const QString &field, const char *expected)
{
    if (m_error.isEmpty())
        m_error = fieldError(field, expected);
}

std::optional<DomFields::Element> DomFields::member(Element object, std::string_view key, const QString &at,
                                                    const char *expected)
{
    if (!object.is_object()) {
        fail(at, expected::kObject);
        return std::nullopt;
    }
    Element value;
    if (object.at_key(key).get(value) != SUCCESS) {
        fail(fieldPath(at, key), expected);
        return std::nullopt;
    }
    return value;
}

bool DomFields::present(Element object, std::string_view key)
{
    Element value;
    return object.is_object() && object.at_key(key).get(value) == SUCCESS && !value.is_null();
}

double DomFields::number(Element object, std::string_view key, const QString &at)
{
    const auto v = member(object, key, at, expected::kNumber);
    double value = 0.0;
    if (v && v->is_number() && v->get_double().get(value) == SUCCESS)
        return value;
    if (v)
        fail(fieldPath(at, key), expected::kNumber);
    return 0.0;
}

std::optional<double> DomFields::optionalNumber(Element object, std::string_view key, const QString &at)
{
    if (!present(object, key))
        return std::nullopt;
    return number(object, key, at);
}

qint64 DomFields::integer(Element object, std::string_view key, const QString &at)
{
    const auto v = member(object, key, at, expected::kWholeNumber);
    int64_t value = 0;
    if (v && v->is_int64() && v->get_int64().get(value) == SUCCESS)
        return qint64(value);
    if (v)
        fail(fieldPath(at, key), expected::kWholeNumber);
    return 0;
}

std::optional<qint64> DomFields::optionalInteger(Element object, std::string_view key, const QString &at)
{
    if (!present(object, key))
        return std::nullopt;
    return integer(object, key, at);
}

QString DomFields::text(Element object, std::string_view key, const QString &at)
{
    const auto v = member(object, key, at, expected::kString);
    std::string_view value;
    if (v && v->get_string().get(value) == SUCCESS)
        return QString::fromUtf8(value.data(), qsizetype(value.size()));
    if (v && !v->is_null())
        fail(fieldPath(at, key), expected::kString);
    return {};
}

bool DomFields::boolean(Element object, std::string_view key, const QString &at)
{
    const auto v = member(object, key, at, expected::kBoolean);
    bool value = false;
    if (v && v->get_bool().get(value) == SUCCESS)
        return value;
    if (v)
        fail(fieldPath(at, key), expected::kBoolean);
    return false;
}

std::optional<DomFields::Element> DomFields::array(Element object, std::string_view key, const QString &at,
                                                   bool nullable)
{
    const auto v = member(object, key, at, expected::kArray);
    if (v && v->is_array())
        return v;
    if (v && !(nullable && v->is_null()))
        fail(fieldPath(at, key), expected::kArray);
    return std::nullopt;
}

std::optional<DomFields::Element> DomFields::object(Element parent, std::string_view key, const QString &at,
                                                    bool nullable)
{
    const auto v = member(parent, key, at, expected::kObject);
    if (v && v->is_object())
        return v;
    if (v && !(nullable && v->is_null()))
        fail(fieldPath(at, key), expected::kObject);
    return std::nullopt;
}

StepBreakdown DomFields::step(Element o, const QString &at)
{
    Element stepName;
    return stepFields(*this, o, at, o.is_object() && o.at_key("step").get(stepName) == SUCCESS);
}

} // namespace rl
