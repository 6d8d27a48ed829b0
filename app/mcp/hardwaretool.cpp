// SPDX-License-Identifier: GPL-3.0-or-later
// `hardware`: the chip catalogue, or one chip's spec as rooflens.hardware/1 (what
// `rooflens hardware --list` and `--show ID` print, as JSON).
#include "app/mcp/toolcontext.h"

#include "core/common/tr.h"
#include "core/workflow/workflow.h"

#include <QJsonDocument>

namespace rl::mcp {

ToolResult hardwareTool(ToolContext &, const json::Json &arguments)
{
    ToolArguments args(arguments);
    args.allowOnly({"id"});
    const auto id = args.optionalString("id");
    if (args.failed())
        return ToolResult::fail(args.error());
    const HardwareCatalog &catalog = Workflow::builtin().hardware();
    if (!id) {
        json::Json chips = json::Json::array();
        for (const HardwareSpec &spec : catalog.specs())
            chips.push_back({{"id", json::str(spec.id)}, {"name", json::str(spec.name)}});
        return ToolResult::ok({{"chips", chips}});
    }
    // Only catalogue ids: the server reads no file the model names here.
    const HardwareSpec *spec = catalog.find(*id);
    if (!spec) {
        QStringList ids;
        for (const HardwareSpec &s : catalog.specs())
            ids << s.id;
        args.fail("id", Tr::tr("no chip \"%1\" in the catalogue; one of %2").arg(*id, ids.join(u", ")));
        return ToolResult::fail(args.error());
    }
    const QByteArray text = QJsonDocument(spec->json).toJson(QJsonDocument::Compact);
    json::Json value = json::Json::parse(text.constData(), text.constData() + text.size(), nullptr, false);
    if (value.is_discarded())
        return ToolResult::fail(Tr::tr("the spec of %1 could not be written").arg(*id));
    return ToolResult::ok(std::move(value));
}

} // namespace rl::mcp
