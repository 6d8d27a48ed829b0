// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/analysiscsv.h"

#include "core/common/orderedblocks.h"
#include "core/format/heldtranslations.h"
#include "core/report/inmemoryoutput.h"

#include <QStringList>

#include <array>
#include <string>

namespace rl {

QString csvField(const QString &text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n') && !text.contains(u'\r'))
        return text;
    QString quoted = text;
    quoted.replace(u'"', u"\"\""_qs);
    return u'"' + quoted + u'"';
}

namespace {

// One operator's row.
void writeOperatorRow(CsvRow &row, const Analysis &a, const OperatorResult &r, double total)
{
    const Operator &op = a.op(r.index);
    const ComponentResult *bound = r.boundComponent ? r.component(*r.boundComponent) : nullptr;
    const ComponentResult *mu = r.maxU();
    const ComponentResult *mr = r.maxR();
    row.integer(r.index).text(op.name).text(op.type).text(op.coreType.str());
    if (op.startNs)
        row.integer(*op.startNs);
    else
        row.empty();
    row.fixed(op.durationUs, 3);
    if (total > 0)
        row.significant(op.durationUs / total, 6);
    else
        row.empty();
    row.plain(categoryId(r.category));
    if (r.boundComponent)
        writeComponentKey(row, *r.boundComponent);
    else
        row.empty();
    row.significant(bound ? bound->U() : std::nullopt)
        .significant(bound ? bound->R() : std::nullopt)
        .significant(bound ? bound->E() : std::nullopt)
        .significant(mu ? mu->U() : std::nullopt)
        .significant(mr ? mr->R() : std::nullopt)
        .significant(r.estimatedGainUs)
        .plain(workSourceName(r.workSource))
        .joinedText(a.adviceOf(r), u';', [](const AdviceHit &h) { return QStringView(h.id()); })
        .text(a.evidenceOf(r));
    // The chip's global memory, appended so the columns before keep their places.
    const ComponentResult *gm = r.component(ComponentKey{ComponentId::Gm, Side::None});
    if (gm)
        row.significant(gm->work.value(u"read"_qs), 12).significant(gm->work.value(u"write"_qs), 12);
    else
        row.empties(2);
    row.significant(gm ? gm->U() : std::nullopt)
        .significant(gm ? a.hardware.memoryBandwidthGbs(ComponentId::Gm) : std::nullopt);
    row.end();
}

} // namespace

bool writeCsvRows(QIODevice &device, const QString &header, size_t count, const std::function<QString(size_t)> &rowOf)
{
    // A row made whole as text is one plain cell of its own bytes.
    return writeCsvTable(device, header, count, [&rowOf](CsvRow &row, size_t i) {
        row.plain(rowOf(i));
        row.end();
    });
}

void writeComponentKey(CsvRow &row, const ComponentKey &key)
{
    if (key.side == Side::None) {
        row.plain(componentIdName(key.id));
        return;
    }
    const std::array<QString, 2> parts{sideName(key.side), componentIdName(key.id)};
    row.joinedText(parts, u'.', [](const QString &part) { return QStringView(part); });
}

bool writeCsvTable(QIODevice &device, const QString &header, size_t count,
                   const std::function<void(CsvRow &, size_t)> &writeRow)
{
    const QByteArray head = (header + u"\r\n").toUtf8();
    if (device.write(head) != head.size())
        return false;
    constexpr size_t kRowsPerBlock = 512;
    const auto formatBlock = [&](std::string &out, size_t first, size_t last) {
        for (size_t i = first; i < last; ++i) {
            CsvRow row(out);
            writeRow(row, i);
        }
    };
    return formatInOrderedBlocks(count, kRowsPerBlock, formatBlock, [&](const std::string &block) {
        return device.write(block.data(), qint64(block.size())) == qint64(block.size());
    });
}

bool writeAnalysisCsv(const Analysis &a, QIODevice &device)
{
    const double total = a.summary.totalDurationUs;
    // Every row's evidence sentence is made of the same few translated patterns.
    const HeldTranslations translations;
    return writeCsvTable(
        device,
        QStringLiteral("index,name,type,core_type,start_ns,duration_us,share_of_total,category,"
                       "bound_component,bound_U,bound_R,bound_E,max_U,max_R,estimated_gain_us,"
                       "work_source,advice,evidence,gm_read_bytes,gm_write_bytes,gm_U,gm_bandwidth_gbs"),
        a.operators.size(), [&](CsvRow &row, size_t i) { writeOperatorRow(row, a, a.operators[i], total); });
}

QByteArray analysisToCsv(const Analysis &a)
{
    return writtenToMemory([&](QIODevice &device) { return writeAnalysisCsv(a, device); });
}

} // namespace rl
