// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/mcp/toolcatalogue.h"

#include "app/mcp/schemaresources.h"

#include <QFile>

namespace rl::mcp {

namespace {

// {"$rooflens": "NAME"} anywhere in the catalogue becomes resources/schema/NAME.schema.json.
void substituteSchemas(json::Json &value)
{
    if (value.is_object()) {
        const auto marker = value.find("$rooflens");
        if (marker != value.end() && marker->is_string()) {
            value = SchemaResources::embeddable(QString::fromStdString(marker->get<std::string>()));
            return;
        }
        for (auto &member : value)
            substituteSchemas(member);
    } else if (value.is_array()) {
        for (auto &element : value)
            substituteSchemas(element);
    }
}

} // namespace

const ToolCatalogue &ToolCatalogue::instance()
{
    static const ToolCatalogue catalogue;
    return catalogue;
}

ToolCatalogue::ToolCatalogue()
{
    QFile file(u":/mcp/toolcatalogue.json"_qs);
    if (!file.open(QIODevice::ReadOnly))
        return;
    const QByteArray text = file.readAll();
    json::Json document = json::Json::parse(text.constData(), text.constData() + text.size(), nullptr, false);
    if (document.is_discarded() || !document.contains("tools"))
        return;
    m_tools = std::move(document["tools"]);
    substituteSchemas(m_tools);
}

bool ToolCatalogue::contains(const QString &name) const
{
    const std::string n = name.toStdString();
    for (const json::Json &tool : m_tools) {
        if (tool.value("name", std::string()) == n)
            return true;
    }
    return false;
}

} // namespace rl::mcp
