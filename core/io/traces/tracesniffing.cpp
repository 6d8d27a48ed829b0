// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/traces/tracesniffing.h"

#include "core/common/tr.h"

#include <QRegularExpression>

namespace rl {

namespace {

qsizetype firstNonSpace(const QByteArray &head)
{
    qsizetype i = head.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    while (i < head.size() && (head[i] == ' ' || head[i] == '\n' || head[i] == '\r' || head[i] == '\t'))
        ++i;
    return i;
}

} // namespace

TraceJsonKind sniffTraceJson(const QByteArray &head)
{
    const qsizetype i = firstNonSpace(head);
    if (i >= head.size())
        return TraceJsonKind::None;
    if (head[i] == '[') {
        qsizetype j = i + 1;
        while (j < head.size() && (head[j] == ' ' || head[j] == '\n' || head[j] == '\r' || head[j] == '\t'))
            ++j;
        // An array of objects that look like trace events ("ph" within the first event).
        if (j < head.size() && head[j] == '{' && head.indexOf("\"ph\"", j) > 0)
            return TraceJsonKind::EventArray;
        return TraceJsonKind::None;
    }
    if (head[i] != '{' || !head.contains("\"traceEvents\""))
        return TraceJsonKind::None;
    static const QRegularExpression opProfiling(QStringLiteral("\"profilingType\"\\s*:\\s*\"op\""));
    // The simulator names units in "pid" ("core0.cubecore0"), should "profilingType" come last.
    static const QRegularExpression unitPid(QStringLiteral("\"pid\"\\s*:\\s*\"core\\d+\\.(cube|vec)core"));
    const QString text = QString::fromLatin1(head);
    if (opProfiling.match(text).hasMatch() || unitPid.match(text).hasMatch())
        return TraceJsonKind::OpProfilingObject;
    static const QRegularExpression pipeState(QStringLiteral("\"name\"\\s*:\\s*\"[A-Z]+\\d+/PIPE_[A-Z0-9_]+/status\""));
    if (pipeState.match(text).hasMatch())
        return TraceJsonKind::PipeStateObject;
    return TraceJsonKind::TraceEventsObject;
}

QString pipeStateTraceMessage()
{
    return Tr::tr("a pipe-state trace (threads named like \"AIV0/PIPE_MTE2/status\") written by a third-party tool, "
                  "not by msprof, msprof op or its simulator: not supported; the msprof op CSVs of the same run are");
}

} // namespace rl
