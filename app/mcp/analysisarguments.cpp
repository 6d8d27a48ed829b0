// SPDX-License-Identifier: GPL-3.0-or-later
// The arguments every tool over one analysis shares (path, hardware, rank, hbm) and the way a
// core error becomes a tool result.
#include "app/mcp/toolcontext.h"

#include "core/common/tr.h"

namespace rl::mcp {

ToolResult toolError(const Error &error)
{
    if (error.kind == Error::Kind::Cancelled)
        return ToolResult::dropped();
    QString message = error.toString();
    if (!error.choices.isEmpty())
        message += u"\n" + Tr::tr("Profiles found (pass one as path; list_profiles says more):") + u"\n  "
            + error.choices.join(u"\n  ");
    return ToolResult::fail(message);
}

std::optional<AnalysisCache::Entry> analysisFor(ToolContext &context, ToolArguments &arguments, ToolResult &failure)
{
    AnalysisRequest request;
    const auto path = arguments.requiredString("path");
    const auto hardware = arguments.optionalString("hardware");
    const auto rank = arguments.optionalInt("rank", 0, 1 << 20);
    const auto hbm = arguments.optionalString("hbm");
    if (arguments.failed()) {
        failure = ToolResult::fail(arguments.error());
        return std::nullopt;
    }
    request.paths = QStringList{*path};
    request.hardware = hardware.value_or(QString());
    request.hbmVariant = hbm ? hbm->trimmed().toLower() : QString();
    request.load.rank = rank.value_or(-1);
    auto entry = context.cache.get(request, context.progress);
    if (!entry) {
        failure = toolError(entry.error());
        return std::nullopt;
    }
    if (context.progress.cancelled()) {
        failure = ToolResult::dropped();
        return std::nullopt;
    }
    return std::move(entry).value();
}

} // namespace rl::mcp
