// SPDX-License-Identifier: GPL-3.0-or-later
// `list_profiles`: what `rooflens analyze --list PATH` finds, as JSON.
#include "app/mcp/toolcontext.h"

#include "core/io/discovery/profilelisting.h"
#include "core/workflow/workflow.h"

namespace rl::mcp {

namespace {

json::Json profileJson(const ListedProfile &p)
{
    json::Json item = json::Json::object();
    item["path"] = json::str(p.path);
    item["kind"] = json::str(p.kind);
    item["rank"] = json::opt(p.rank);
    item["metric_groups"] = json::strings(p.metricGroups);
    item["operator_count"] = p.operators ? json::Json(qint64(*p.operators)) : json::Json();
    if (!p.problem.isEmpty())
        item["problem"] = json::str(p.problem);
    return item;
}

} // namespace

ToolResult listProfilesTool(ToolContext &context, const json::Json &arguments)
{
    ToolArguments args(arguments);
    args.allowOnly({"path"});
    const auto path = args.requiredString("path");
    if (args.failed())
        return ToolResult::fail(args.error());
    auto listing = listProfiles(Workflow::builtin().importers(), *path, context.progress);
    if (!listing)
        return toolError(listing.error());
    if (context.progress.cancelled())
        return ToolResult::dropped();

    // A folder of thousands of ranks: as many as fit in the bound, and how many were left out.
    const size_t budget = kMaxStructuredBytes - kEnvelopeBytes;
    json::Json notes = json::Json::array();
    size_t bytes = 0;
    for (const Diagnostic &d : listing->notes) {
        const json::Json note = json::str(d.toString());
        const size_t noteBytes = note.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace).size() + 1;
        if (bytes + noteBytes > budget / 4)
            break;
        bytes += noteBytes;
        notes.push_back(note);
    }
    json::Json profiles = json::Json::array();
    qint64 leftOut = 0;
    for (const ListedProfile &p : listing->profiles) {
        json::Json item = profileJson(p);
        const size_t itemBytes = item.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace).size() + 1;
        if (leftOut > 0 || bytes + itemBytes > budget) {
            ++leftOut;
            continue;
        }
        bytes += itemBytes;
        profiles.push_back(std::move(item));
    }
    json::Json answer = json::Json::object();
    answer["profiles"] = std::move(profiles);
    if (!notes.empty())
        answer["notes"] = std::move(notes);
    if (leftOut > 0)
        answer["truncated"] = leftOut;
    return ToolResult::ok(std::move(answer));
}

} // namespace rl::mcp
