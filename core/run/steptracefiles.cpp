// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/run/steptracefiles.h"

#include "core/common/tr.h"
#include "core/io/tables/csvreader.h"
#include "core/io/tables/csvvalue.h"

#include <array>

namespace rl {

namespace {

// The parts in the profilers' own column names.
struct PartColumn
{
    QStringView name;
    std::optional<double> StepBreakdown::*part;
};

const std::array<PartColumn, 9> kParts{{
    {u"Computing", &StepBreakdown::computingUs},
    {u"Communication(Not Overlapped)", &StepBreakdown::communicationNotOverlappedUs},
    {u"Overlapped", &StepBreakdown::overlappedUs},
    {u"Communication", &StepBreakdown::communicationUs},
    {u"Free", &StepBreakdown::freeUs},
    {u"Stage", &StepBreakdown::stageUs},
    {u"Bubble", &StepBreakdown::bubbleUs},
    {u"Communication(Not Overlapped and Exclude Receive)", &StepBreakdown::communicationNotOverlappedExcludeReceiveUs},
    {u"Preparing", &StepBreakdown::preparingUs},
}};

struct Header
{
    int step = -1;
    int type = -1;
    int index = -1;
    std::array<int, kParts.size()> parts{};
};

Header mapHeader(const QStringList &fields)
{
    Header h;
    h.parts.fill(-1);
    for (int i = 0; i < fields.size(); ++i) {
        const QString name = fields[i].trimmed();
        if (name == u"Step")
            h.step = i;
        else if (name == u"Type")
            h.type = i;
        else if (name == u"Index")
            h.index = i;
        for (size_t p = 0; p < kParts.size(); ++p) {
            if (name == kParts[p].name)
                h.parts[p] = i;
        }
    }
    return h;
}

Result<StepBreakdown> readRow(const CsvRecord &record, const Header &h, const CsvReader &reader)
{
    StepBreakdown step;
    if (h.step >= 0 && h.step < record.fields.size())
        step.step = csv::text(record.fields[h.step]);
    for (size_t p = 0; p < kParts.size(); ++p) {
        const int column = h.parts[p];
        if (column < 0 || column >= record.fields.size() || csv::isMissing(record.fields[column]))
            continue;
        const std::optional<double> value = csv::number(record.fields[column]);
        if (!value || *value < 0.0)
            return makeError(Error::Kind::Input,
                             Tr::tr("%1 is \"%2\": a step's time is a number of microseconds, not negative")
                                 .arg(kParts[p].name.toString(), record.fields[column]),
                             reader.locationOf(record.line));
        step.*kParts[p].part = *value;
    }
    return step;
}

Result<std::unique_ptr<CsvReader>> openWithHeader(const QString &path, Header &header)
{
    auto reader = CsvReader::open(path);
    if (!reader)
        return reader.error();
    auto first = (*reader)->next();
    if (!first)
        return (*reader)->error() ? *(*reader)->error()
                                  : makeError(Error::Kind::Input, Tr::tr("the file is empty"), path);
    header = mapHeader(first->fields);
    if (header.step < 0 || header.parts[0] < 0)
        return makeError(Error::Kind::Input, Tr::tr("no Step and Computing columns: not a step trace table"),
                         (*reader)->locationOf(first->line));
    return std::move(*reader);
}

} // namespace

Result<std::vector<StepBreakdown>> readStepTraceTime(const QString &path)
{
    Header header;
    auto reader = openWithHeader(path, header);
    if (!reader)
        return reader.error();
    std::vector<StepBreakdown> steps;
    while (auto record = (*reader)->next()) {
        if (record->fields.size() == 1 && record->fields[0].trimmed().isEmpty())
            continue;
        auto step = readRow(*record, header, **reader);
        if (!step)
            return step.error();
        steps.push_back(std::move(*step));
    }
    if (auto error = (*reader)->error())
        return *error;
    return steps;
}

Result<std::map<int, std::vector<StepBreakdown>>> readClusterStepTraceTime(const QString &path)
{
    Header header;
    auto reader = openWithHeader(path, header);
    if (!reader)
        return reader.error();
    if (header.type < 0 || header.index < 0)
        return makeError(Error::Kind::Input, Tr::tr("no Type and Index columns: not a cluster step trace table"),
                         (*reader)->locationOf(1));
    std::map<int, std::vector<StepBreakdown>> ranks;
    while (auto record = (*reader)->next()) {
        if (record->fields.size() <= std::max(header.type, header.index))
            continue;
        if (csv::text(record->fields[header.type]).compare(u"rank", Qt::CaseInsensitive) != 0)
            continue; // stage rows: a pipeline stage's ranks together
        const std::optional<qint64> rank = csv::count(record->fields[header.index]);
        if (!rank || *rank > 1'000'000)
            return makeError(Error::Kind::Input,
                             Tr::tr("Index is \"%1\": a rank is a whole number").arg(record->fields[header.index]),
                             (*reader)->locationOf(record->line));
        auto step = readRow(*record, header, **reader);
        if (!step)
            return step.error();
        ranks[int(*rank)].push_back(std::move(*step));
    }
    if (auto error = (*reader)->error())
        return *error;
    return ranks;
}

} // namespace rl
