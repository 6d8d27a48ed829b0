// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/traces/chrometracereader.h"

#include "core/io/traces/chrometracebuilder.h"
#include "core/io/traces/mappedfile.h"
#include "core/io/traces/traceeventstream.h"

namespace rl {

Result<ChromeTraceContent> readChromeTrace(const QString &path, Progress &progress)
{
    auto file = MappedFile::open(path);
    if (!file)
        return file.error();
    ChromeTraceBuilder builder;
    TraceStreamOptions options;
    options.progressTo = 0.95; // the rest is ordering lanes and events
    if (auto streamed = streamTraceEvents((*file)->data(), (*file)->size(), path, builder, progress, options);
        !streamed)
        return streamed.error();
    ChromeTraceContent content = builder.finish(path);
    progress.report(1.0);
    return content;
}

} // namespace rl
