// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/mcp/schemaresources.h"

#include <QFile>

#include <array>

namespace rl::mcp {

namespace {

struct SchemaInfo
{
    const char *name;
    const char *title;
    const char *description;
};

constexpr std::array<SchemaInfo, 5> kSchemas{{
    {"analysis", "rooflens.analysis/1", "The full analysis document `rooflens analyze --json` writes."},
    {"comparison", "rooflens.comparison/1", "The comparison document `rooflens compare --json` writes."},
    {"profile", "rooflens.profile/1", "RoofLens' own profile input format."},
    {"hardware", "rooflens.hardware/1", "A chip spec, as the hardware tool returns one."},
    {"summary", "rooflens.summary/1", "The agent summary the analyze tool returns."},
}};

const char kUriPrefix[] = "rooflens://schema/";

QByteArray schemaText(const QString &name)
{
    QFile file(u":/mcp/schema/"_qs + name + u".schema.json");
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

} // namespace

json::Json SchemaResources::list()
{
    json::Json resources = json::Json::array();
    for (const SchemaInfo &s : kSchemas)
        resources.push_back({{"uri", std::string(kUriPrefix) + s.name},
                             {"name", s.name},
                             {"title", s.title},
                             {"description", s.description},
                             {"mimeType", "application/schema+json"}});
    return resources;
}

json::Json SchemaResources::schema(const QString &name)
{
    for (const SchemaInfo &s : kSchemas) {
        if (name == QLatin1StringView(s.name)) {
            const QByteArray text = schemaText(name);
            json::Json value = json::Json::parse(text.constData(), text.constData() + text.size(), nullptr, false);
            return value.is_discarded() ? json::Json() : value;
        }
    }
    return nullptr;
}

json::Json SchemaResources::embeddable(const QString &name)
{
    json::Json value = schema(name);
    if (value.is_object()) {
        value.erase("$schema");
        value.erase("$id");
    }
    return value;
}

json::Json SchemaResources::read(const QString &uri)
{
    if (!uri.startsWith(QLatin1StringView(kUriPrefix)))
        return nullptr;
    const QString name = uri.mid(qsizetype(sizeof(kUriPrefix) - 1));
    for (const SchemaInfo &s : kSchemas) {
        if (name == QLatin1StringView(s.name)) {
            const QByteArray text = schemaText(name);
            if (text.isEmpty())
                return nullptr;
            return json::Json::array({{{"uri", uri.toStdString()},
                                       {"mimeType", "application/schema+json"},
                                       {"text", std::string(text.constData(), size_t(text.size()))}}});
        }
    }
    return nullptr;
}

} // namespace rl::mcp
