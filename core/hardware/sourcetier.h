// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

#include <optional>

namespace rl {

// How far a figure of a hardware spec can be trusted, from the spec's `tiers` (same keys as
// `sources`): Huawei's own tool source, a vendor publication, a third-party quote, or inferred.
enum class SourceTier : quint8 { FirstPartyToolSource, VendorPublication, ThirdPartyQuote, Inferred };

QString sourceTierId(SourceTier tier);          // "first_party_tool_source", ...
QString sourceTierDisplayName(SourceTier tier); // "first-party tool source", translated
std::optional<SourceTier> parseSourceTier(QStringView id);

} // namespace rl
