// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/mcp/toolarguments.h"

#include "core/common/tr.h"

#include <cmath>

namespace rl::mcp {

namespace {

QString typeName(const json::Json &value)
{
    return QString::fromUtf8(value.type_name());
}

} // namespace

ToolArguments::ToolArguments(const json::Json &arguments) : m_arguments(arguments) { }

const json::Json *ToolArguments::find(const char *name) const
{
    if (!m_arguments.is_object())
        return nullptr;
    const auto it = m_arguments.find(name);
    return it == m_arguments.end() ? nullptr : &*it;
}

bool ToolArguments::has(const char *name) const
{
    const json::Json *v = find(name);
    return v && !v->is_null();
}

void ToolArguments::fail(const char *name, const QString &problem)
{
    if (m_error.isEmpty())
        m_error = Tr::tr("argument `%1`: %2").arg(QString::fromUtf8(name), problem);
}

void ToolArguments::allowOnly(std::initializer_list<const char *> known)
{
    if (!m_arguments.is_object())
        return;
    for (auto it = m_arguments.begin(); it != m_arguments.end(); ++it) {
        bool isKnown = false;
        for (const char *k : known)
            isKnown = isKnown || it.key() == k;
        if (!isKnown && m_error.isEmpty()) {
            QStringList names;
            for (const char *k : known)
                names << QString::fromUtf8(k);
            m_error = Tr::tr("argument `%1`: not an argument of this tool (it takes %2)")
                          .arg(QString::fromStdString(it.key()), names.join(u", "));
        }
    }
}

std::optional<QString> ToolArguments::requiredString(const char *name)
{
    if (!has(name)) {
        fail(name, Tr::tr("missing; it is required"));
        return std::nullopt;
    }
    return optionalString(name);
}

std::optional<QString> ToolArguments::optionalString(const char *name)
{
    const json::Json *v = find(name);
    if (!v || v->is_null())
        return std::nullopt;
    if (!v->is_string()) {
        fail(name, Tr::tr("expected a string, got %1").arg(typeName(*v)));
        return std::nullopt;
    }
    const QString s = QString::fromStdString(v->get_ref<const std::string &>());
    if (s.isEmpty()) {
        fail(name, Tr::tr("must not be empty"));
        return std::nullopt;
    }
    return s;
}

std::optional<int> ToolArguments::optionalInt(const char *name, int minimum, int maximum)
{
    const json::Json *v = find(name);
    if (!v || v->is_null())
        return std::nullopt;
    const QString range = Tr::tr("expected an integer from %1 to %2").arg(minimum).arg(maximum);
    double d = 0.0;
    if (v->is_number_integer() || v->is_number_unsigned())
        d = v->is_number_unsigned() ? double(v->get<uint64_t>()) : double(v->get<int64_t>());
    else if (v->is_number_float() && std::isfinite(v->get<double>())
             && std::floor(v->get<double>()) == v->get<double>())
        d = v->get<double>(); // 20.0 is 20
    else {
        fail(name, Tr::tr("%1, got %2").arg(range, typeName(*v)));
        return std::nullopt;
    }
    if (d < minimum || d > maximum) {
        fail(name, Tr::tr("%1, got %2").arg(range).arg(d, 0, 'g', 17));
        return std::nullopt;
    }
    return int(d);
}

std::optional<double> ToolArguments::optionalNumber(const char *name, double minimum)
{
    const json::Json *v = find(name);
    if (!v || v->is_null())
        return std::nullopt;
    if (!v->is_number() || !std::isfinite(v->get<double>())) {
        fail(name, Tr::tr("expected a number, got %1").arg(typeName(*v)));
        return std::nullopt;
    }
    const double d = v->get<double>();
    if (d < minimum) {
        fail(name, Tr::tr("expected a number of at least %1, got %2").arg(minimum).arg(d));
        return std::nullopt;
    }
    return d;
}

} // namespace rl::mcp
