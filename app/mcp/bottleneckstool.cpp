// SPDX-License-Identifier: GPL-3.0-or-later
// `bottlenecks`: one page of the bottleneck list, by operator type or by kernel, with a cursor
// bound to the run and the filters it pages over (app/mcp/README.md §6).
#include "app/mcp/toolcontext.h"

#include "app/mcp/cursorcodec.h"
#include "core/agent/bottleneckpage.h"
#include "core/common/tr.h"

namespace rl::mcp {

ToolResult bottlenecksTool(ToolContext &context, const json::Json &arguments)
{
    ToolArguments args(arguments);
    args.allowOnly({"path", "limit", "cursor", "category", "group_by", "hardware", "rank", "hbm"});
    BottleneckQuery query;
    query.limit = args.optionalInt("limit", 1, 100).value_or(20);
    const auto cursor = args.optionalString("cursor");
    const auto categoryText = args.optionalString("category");
    if (categoryText) {
        query.category = parseCategory(*categoryText);
        if (!query.category) {
            QStringList ids;
            for (Category c : kAllCategories)
                ids << categoryId(c);
            args.fail("category", Tr::tr("unknown category \"%1\"; one of %2").arg(*categoryText, ids.join(u", ")));
        }
    }
    const QString groupBy = args.optionalString("group_by").value_or(u"type"_qs);
    if (groupBy == u"operator")
        query.groupBy = BottleneckGrouping::Operator;
    else if (groupBy != u"type")
        args.fail("group_by", Tr::tr("expected \"type\" or \"operator\", got \"%1\"").arg(groupBy));
    if (args.failed())
        return ToolResult::fail(args.error());

    ToolResult failure;
    const auto entry = analysisFor(context, args, failure);
    if (!entry)
        return failure;
    // The cursor holds the offset for exactly this run (its key) and these filters.
    const QString binding = entry->key + u"\ncategory=" + categoryText.value_or(QString()) + u"\ngroup_by=" + groupBy;
    if (cursor) {
        const auto offset = CursorCodec::decode(*cursor, binding);
        if (!offset || entry->key.isEmpty()) {
            return ToolResult::fail(Tr::tr("argument `cursor`: not a cursor of this list; pass next_cursor from the "
                                           "previous page with the same path, options, category and group_by, or "
                                           "leave it out to start again"));
        }
        query.offset = *offset;
    }
    const BottleneckPage page = bottleneckPage(*entry->analysis, query, kMaxStructuredBytes - kEnvelopeBytes);
    if (query.offset > page.total)
        return ToolResult::fail(Tr::tr("argument `cursor`: past the end of the list"));
    json::Json answer = json::Json::object();
    answer["items"] = page.items;
    answer["next_cursor"] = page.nextOffset && !entry->key.isEmpty()
        ? json::str(CursorCodec::encode(*page.nextOffset, binding))
        : json::Json();
    answer["total"] = qint64(page.total);
    return ToolResult::ok(std::move(answer));
}

} // namespace rl::mcp
