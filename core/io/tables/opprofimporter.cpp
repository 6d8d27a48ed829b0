// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/tables/opprofimporter.h"

#include "core/common/tr.h"
#include "core/io/tables/csvcolumns.h"
#include "core/io/tables/csvreader.h"
#include "core/io/tables/csvvalue.h"
#include "core/io/tables/opprofblockrows.h"
#include "core/io/tables/pmumapping.h"
#include "core/io/tables/profilerlayout.h"
#include "core/io/tables/tablehardware.h"
#include "core/io/traces/tracesniffing.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <limits>

namespace rl {

namespace {

// The group CSVs msprof op writes (core/io/README.md §5.1), with or without a timestamp suffix.
const QStringList kGroupFiles = {u"ArithmeticUtilization*.csv"_qs, u"L2Cache*.csv"_qs, u"Memory*.csv"_qs,
                                 u"PipeUtilization*.csv"_qs, u"ResourceConflictRatio*.csv"_qs};

QString groupOfFile(const QString &path)
{
    static const QRegularExpression suffix(QStringLiteral("_\\d+$"));
    QString base = QFileInfo(path).completeBaseName();
    base.remove(suffix);
    return base;
}

struct GroupTable
{
    QString group;
    bool perBlock = false;
    PmuValues values;
};

Result<GroupTable> readGroupFile(const QString &path, Diagnostics &diagnostics)
{
    auto reader = CsvReader::open(path);
    if (!reader)
        return reader.error();
    const auto header = (*reader)->next();
    if (!header)
        return (*reader)->error() ? *(*reader)->error()
                                  : makeError(Error::Kind::Input, Tr::tr("the file is empty"), path);
    const CsvColumns columns(header->fields);
    const int subBlock = columns.find({u"sub_block_id"});
    GroupTable table;
    table.group = groupOfFile(path);
    table.perBlock = columns.find({u"block_id"}) >= 0 && subBlock >= 0;
    OpprofBlockRows rows;
    while (auto record = (*reader)->next()) {
        if (record->fields.size() != header->fields.size()) {
            diagnostics << warning(Tr::tr("row skipped: it has %1 fields but the header has %2")
                                       .arg(record->fields.size())
                                       .arg(header->fields.size()),
                                   (*reader)->locationOf(record->line));
            continue;
        }
        const bool cubeRow = table.perBlock && record->fields.value(subBlock).startsWith(u"cube");
        for (int i = 0; i < int(header->fields.size()); ++i) {
            const QString name = CsvColumns::metricName(header->fields[i]);
            if (name == u"block_id" || name == u"sub_block_id" || name == u"device id")
                continue;
            // aic_ values belong to cube rows and aiv_ values to vector rows; a stray value
            // on the other kind's row (usually NA anyway) is ignored.
            if (table.perBlock && ((name.startsWith(u"aic_") && !cubeRow) || (name.startsWith(u"aiv_") && cubeRow)))
                continue;
            if (const auto v = csv::number(record->fields[i]))
                rows.add(name, *v);
        }
        if (!table.perBlock)
            break; // 310P: one aggregated row per operator
    }
    if ((*reader)->error())
        return *(*reader)->error();
    table.values = rows.values();
    return table;
}

struct BasicInfo
{
    Operator op;
    std::optional<double> currentMhz, ratedMhz;
};

Result<BasicInfo> readBasicInfo(const QString &path)
{
    auto reader = CsvReader::open(path);
    if (!reader)
        return reader.error();
    const auto header = (*reader)->next();
    const auto row = (*reader)->next();
    if (!header || !row)
        return (*reader)->error() ? *(*reader)->error()
                                  : makeError(Error::Kind::Input, Tr::tr("OpBasicInfo.csv has no operator row"), path);
    const CsvColumns c(header->fields);
    const auto at = [&](std::initializer_list<QStringView> names) {
        const int i = c.find(names);
        return i >= 0 ? QStringView(row->fields.value(i)) : QStringView();
    };
    BasicInfo info;
    Operator &op = info.op;
    op.name = csv::text(at({u"Op Name"}));
    op.type = csv::text(at({u"Op Type"}));
    const QString type = op.type.toLower();
    op.taskType = type == u"vector" ? TaskType::AiVectorCore
        : type == u"mix"            ? (op.name.endsWith(u"mix_aiv") ? TaskType::MixAiv : TaskType::MixAic)
                                    : TaskType::AiCore;
    op.coreType = taskTypeName(op.taskType);
    const auto duration = csv::number(at({u"Task Duration(us)", u"Task Duration"}));
    if (!duration)
        return makeError(Error::Kind::Input, Tr::tr("OpBasicInfo.csv has no task duration"),
                         path + u':' + QString::number(row->line));
    op.durationUs = *duration;
    // Counts beyond int are no block counts (and int() of them would not be one either).
    const auto blocks = [&](std::initializer_list<QStringView> names) -> std::optional<int> {
        const auto b = csv::count(at(names));
        return b && *b <= std::numeric_limits<int>::max() ? std::optional<int>(int(*b)) : std::nullopt;
    };
    op.blockDim = blocks({u"Block Dim", u"Block Num"});
    op.mixBlockDim = blocks({u"Mix Block Dim", u"Mix Block Num"});
    info.currentMhz = csv::number(at({u"Current Freq(MHz)", u"Current Freq", u"Current Freq (MHz)"}));
    info.ratedMhz = csv::number(at({u"Rated Freq(MHz)", u"Rated Freq", u"Rated Freq (MHz)"}));
    op.sourceLocation = path + u':' + QString::number(row->line);
    return info;
}

} // namespace

QString OpprofImporter::displayName() const
{
    return Tr::tr("msprof op directory (OPPROF_)");
}

int OpprofImporter::sniff(const SniffInput &input) const
{
    if (!input.isDirectory)
        return 0;
    return QFileInfo(QDir(input.path).filePath(u"OpBasicInfo.csv"_qs)).isFile() ? 75 : 0;
}

Result<Profile> OpprofImporter::load(const QString &path, const LoadOptions &, Progress &progress) const
{
    auto basic = readBasicInfo(QDir(path).filePath(u"OpBasicInfo.csv"_qs));
    if (!basic)
        return basic.error();
    Operator op = std::move(basic->op);
    PmuValues values;
    QStringList groups;
    Diagnostics notes;
    bool separated = false;
    const QStringList files = layout::files(path, kGroupFiles);
    for (qsizetype i = 0; i < files.size(); ++i) {
        auto table = readGroupFile(files[i], notes);
        if (!table)
            return table.error();
        separated = separated || table->perBlock;
        groups << table->group;
        for (auto it = table->values.cbegin(); it != table->values.cend(); ++it) {
            if (!values.contains(it.key())) // the same column in two groups: first file wins
                values.insert(it.key(), it.value());
        }
        progress.report(double(i + 1) / double(files.size()));
    }
    // Coupled chips (one aggregated row per operator) launch every kernel as an AI Core task;
    // "vector" there only says which units the kernel uses.
    if (!files.isEmpty() && !separated) {
        op.taskType = TaskType::AiCore;
        op.coreType = taskTypeName(op.taskType);
    }
    applyPmuValues(op, values, separated);
    op.metricGroups = groups; // the group files, whatever their columns resemble

    Profile profile;
    profile.name = QFileInfo(path).fileName();
    profile.diagnostics = notes;
    // The clock the kernel actually ran at beats the rated one (core/io/README.md §5.1).
    profile.detected.clockMhz = basic->currentMhz && *basic->currentMhz > 0 ? basic->currentMhz : basic->ratedMhz;
    if (basic->currentMhz && basic->ratedMhz && *basic->currentMhz < *basic->ratedMhz)
        profile.diagnostics << info(
            Tr::tr("the kernel ran at %1 MHz, below its rated %2 MHz").arg(*basic->currentMhz).arg(*basic->ratedMhz),
            op.sourceLocation);
    profile.operators.push_back(std::move(op));
    profile.inputs.push_back({path, formatId(), groups, {}});
    if (files.isEmpty())
        profile.diagnostics << warning(Tr::tr("no metric-group CSV next to OpBasicInfo.csv: durations only"), path);
    const QString trace = QDir(path).filePath(u"trace.json"_qs);
    if (QFile file(trace);
        file.open(QIODevice::ReadOnly) && sniffTraceJson(file.read(64 * 1024)) == TraceJsonKind::PipeStateObject)
        profile.diagnostics << info(Tr::tr("not used: %1").arg(pipeStateTraceMessage()), trace);
    completeDetectedHardware(profile, separated, path);
    return profile;
}

} // namespace rl
