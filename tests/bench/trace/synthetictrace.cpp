// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/bench/trace/synthetictrace.h"

#include "core/io/traces/decimaltime.h"
#include "core/io/traces/eventarrayscanner.h"

#include <QFile>

#include <algorithm>
#include <limits>
#include <vector>

namespace rl::bench {

namespace {

// One real event, cut around the text of its "ts" value so the value can be replaced.
struct EventTemplate
{
    QByteArray before;
    QByteArray after;
    qint64 tsNs = 0;
    bool hasTs = false;
    bool quoted = false;
    bool metadata = false;
};

EventTemplate makeTemplate(const QByteArray &event)
{
    EventTemplate t;
    t.metadata = event.contains("\"ph\": \"M\"") || event.contains("\"ph\":\"M\"");
    // Strings inside the event escape their quotes, so the first `"ts":` is the field.
    qsizetype key = event.indexOf("\"ts\":");
    if (key < 0) {
        t.before = event;
        return t;
    }
    qsizetype v = key + 5;
    while (v < event.size() && event[v] == ' ')
        ++v;
    t.quoted = event[v] == '"';
    const qsizetype start = t.quoted ? v + 1 : v;
    qsizetype end = start;
    while (end < event.size() && (std::isdigit(uchar(event[end])) || event[end] == '.' || event[end] == '-'))
        ++end;
    const auto ns = microsTextToNanos(std::string_view(event.constData() + start, size_t(end - start)));
    if (!ns) {
        t.before = event;
        return t;
    }
    t.hasTs = true;
    t.tsNs = *ns;
    t.before = event.left(start);
    t.after = event.mid(end);
    return t;
}

void appendMicros(QByteArray &out, qint64 ns)
{
    char text[40];
    const int n = std::snprintf(text, sizeof text, "%lld.%03lld", static_cast<long long>(ns / 1000),
                                static_cast<long long>(ns % 1000));
    out.append(text, n);
}

} // namespace

Result<SyntheticTraceInfo> writeSyntheticTrace(const QString &realTrace, const QString &out, qint64 targetBytes)
{
    QFile in(realTrace);
    if (!in.open(QIODevice::ReadOnly))
        return makeError(Error::Kind::Io, in.errorString(), realTrace);
    const QByteArray real = in.readAll();

    std::vector<EventTemplate> templates;
    EventArrayScanner scanner(real.constData(), size_t(real.size()), realTrace);
    if (auto located = scanner.locate(); !located)
        return located.error();
    qint64 lo = std::numeric_limits<qint64>::max(), hi = std::numeric_limits<qint64>::min();
    for (;;) {
        auto batch = scanner.next(1); // one event per batch
        if (!batch)
            return batch.error();
        if (batch->end > batch->begin) {
            templates.push_back(makeTemplate(real.mid(qsizetype(batch->begin), qsizetype(batch->end - batch->begin))));
            if (templates.back().hasTs) {
                lo = std::min(lo, templates.back().tsNs);
                hi = std::max(hi, templates.back().tsNs);
            }
        }
        if (batch->last)
            break;
    }
    const qint64 span = hi - lo + 1000000; // one repetition after the other, 1 ms apart

    QFile file(out);
    if (!file.open(QIODevice::WriteOnly))
        return makeError(Error::Kind::Io, file.errorString(), out);
    SyntheticTraceInfo info;
    QByteArray buffer;
    buffer.reserve(8 << 20);
    buffer.append('[');
    bool first = true;
    for (int rep = 0; info.bytes + buffer.size() < targetBytes; ++rep) {
        for (const EventTemplate &t : templates) {
            if (t.metadata && rep > 0)
                continue;
            if (!first)
                buffer.append(", ");
            first = false;
            buffer.append(t.before);
            if (t.hasTs) {
                appendMicros(buffer, t.tsNs + qint64(rep) * span);
                buffer.append(t.after);
            }
            ++info.events;
            if (buffer.size() > (7 << 20)) {
                if (file.write(buffer) != buffer.size())
                    return makeError(Error::Kind::Io, file.errorString(), out);
                info.bytes += buffer.size();
                buffer.clear();
            }
        }
        info.repetitions = rep + 1;
    }
    buffer.append("]\n");
    if (file.write(buffer) != buffer.size())
        return makeError(Error::Kind::Io, file.errorString(), out);
    info.bytes += buffer.size();
    return info;
}

} // namespace rl::bench
