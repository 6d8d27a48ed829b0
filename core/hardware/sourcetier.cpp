// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/hardware/sourcetier.h"

#include "core/common/tr.h"

namespace rl {

QString sourceTierId(SourceTier tier)
{
    switch (tier) {
    case SourceTier::FirstPartyToolSource:
        return QStringLiteral("first_party_tool_source");
    case SourceTier::VendorPublication:
        return QStringLiteral("vendor_publication");
    case SourceTier::ThirdPartyQuote:
        return QStringLiteral("third_party_quote");
    case SourceTier::Inferred:
        return QStringLiteral("inferred");
    }
    return {};
}

QString sourceTierDisplayName(SourceTier tier)
{
    switch (tier) {
    case SourceTier::FirstPartyToolSource:
        return Tr::tr("first-party tool source");
    case SourceTier::VendorPublication:
        return Tr::tr("vendor publication");
    case SourceTier::ThirdPartyQuote:
        return Tr::tr("third-party quote");
    case SourceTier::Inferred:
        return Tr::tr("inferred");
    }
    return {};
}

std::optional<SourceTier> parseSourceTier(QStringView id)
{
    for (SourceTier t : {SourceTier::FirstPartyToolSource, SourceTier::VendorPublication, SourceTier::ThirdPartyQuote,
                         SourceTier::Inferred}) {
        if (id == sourceTierId(t))
            return t;
    }
    return std::nullopt;
}

} // namespace rl
