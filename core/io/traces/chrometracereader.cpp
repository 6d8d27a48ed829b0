// SPDX-License-Identifier: GPL-3.0-or-later
// Placeholder until the streaming reader lands (issue #3, traces part).
#include "core/io/traces/chrometracereader.h"

#include "core/common/tr.h"

namespace rl {

Result<ChromeTraceContent> readChromeTrace(const QString &path, Progress &)
{
    return makeError(Error::Kind::Unsupported, Tr::tr("trace JSON reading is not built yet"), path);
}

} // namespace rl
