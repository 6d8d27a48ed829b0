// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/tables/msprofdirimporter.h"

#include "core/common/tr.h"
#include "core/io/tables/ascenddb.h"
#include "core/io/tables/kerneltable.h"
#include "core/io/tables/kerneltableimporter.h"
#include "core/io/tables/profilerinfo.h"
#include "core/io/tables/profilerlayout.h"
#include "core/io/tables/tablehardware.h"
#include "core/io/tables/tracejoin.h"
#include "core/io/traces/devicetaskoperators.h"

#include <QDir>
#include <QFileInfo>

namespace rl {

namespace {

// The per-device info files: chip, clock and core counts, whatever layout holds the tables.
DetectedHardware deviceInfo(const QString &dir, Diagnostics &notes)
{
    DetectedHardware d;
    for (const QString &device : layout::dirs(dir, {u"device_*"_qs})) {
        for (const QString &file : layout::files(device, {u"info.json.*"_qs})) {
            if (readMsprofDeviceInfo(file, d, notes))
                return d;
        }
    }
    return d;
}

// op_summary files are found by name inside the known layout, then checked by header.
QStringList kernelTables(const QString &outputDir)
{
    QStringList out;
    for (const QString &f : layout::files(outputDir, {u"op_summary*.csv"_qs})) {
        QFile file(f);
        if (file.open(QIODevice::ReadOnly) && sniffKernelTable(file.read(64 * 1024)))
            out << f;
    }
    return out;
}

Result<Profile> loadTextExport(const QString &dir, const QString &outputDir, const QStringList &tables,
                               Progress &progress)
{
    progress.setStage(Tr::tr("Reading %1").arg(tables.front()));
    auto table = readKernelTable(tables.front(), progress);
    if (!table)
        return table.error();
    const bool separated = table->separated;
    Profile profile = KernelTableImporter::toProfile(std::move(table).value());
    if (tables.size() > 1)
        profile.diagnostics << warning(
            Tr::tr("%1 op_summary tables found; only the first is loaded").arg(tables.size()), outputDir);
    profile.detected.fillMissingFrom(deviceInfo(dir, profile.diagnostics));
    if (const QStringList traces = layout::files(outputDir, {u"msprof_*.json"_qs}); !traces.isEmpty()) {
        progress.setStage(Tr::tr("Reading %1").arg(traces.front()));
        attachTimeline(profile, traces.front(), progress);
        if (traces.size() > 1)
            profile.diagnostics << info(
                Tr::tr("the timeline is sliced into %1 files; the first is shown").arg(traces.size()), outputDir);
    }
    completeDetectedHardware(profile, separated, tables.front());
    return profile;
}

// CANN ≤ 7.0: device_N/timeline/msprof_*.json and no kernel table; the device tasks of the
// trace are the operators (core/io/README.md §2.4: a timeline alone defines one operator per
// event).
Result<Profile> loadPerDeviceTimeline(const QString &dir, Progress &progress)
{
    Profile profile;
    for (const QString &device : layout::dirs(dir, {u"device_*"_qs})) {
        const QStringList traces = layout::files(QDir(device).filePath(u"timeline"_qs), {u"msprof_*.json"_qs});
        if (traces.isEmpty())
            continue;
        DetectedHardware detected;
        for (const QString &file : layout::files(device, {u"info.json.*"_qs})) {
            if (readMsprofDeviceInfo(file, detected, profile.diagnostics))
                break;
        }
        progress.setStage(Tr::tr("Reading %1").arg(traces.front()));
        auto content = readChromeTrace(traces.front(), progress);
        if (!content)
            return content.error();
        if (!detected.clockMhz && content->aicoreFreqMhz)
            detected.clockMhz = content->aicoreFreqMhz;
        profile.operators = operatorsFromDeviceTasks(*content, detected.clockMhz, traces.front());
        profile.diagnostics << content->diagnostics;
        profile.timeline = std::move(content->timeline);
        profile.detected = detected;
        profile.inputs.push_back({dir, u"msprof_timeline"_qs, {}, detected.chip});
        if (traces.size() > 1)
            profile.diagnostics << info(Tr::tr("%1 timeline files in %2; the first (%3) is loaded")
                                            .arg(traces.size())
                                            .arg(device, QFileInfo(traces.front()).fileName()),
                                        device);
        return profile;
    }
    return makeError(Error::Kind::Unsupported,
                     Tr::tr("no op_summary table, msprof database or device timeline in this msprof directory"), dir);
}

} // namespace

QString MsprofDirImporter::displayName() const
{
    return Tr::tr("msprof PROF_ directory");
}

int MsprofDirImporter::sniff(const SniffInput &input) const
{
    return input.isDirectory && layout::isMsprofRun(input.path) ? 80 : 0;
}

Result<Profile> MsprofDirImporter::load(const QString &path, const LoadOptions &, Progress &progress) const
{
    const QString outputDir = QDir(path).filePath(u"mindstudio_profiler_output"_qs);
    Result<Profile> result = makeError(Error::Kind::Internal, QString());
    if (const QStringList tables = kernelTables(outputDir); !tables.isEmpty()) {
        result = loadTextExport(path, outputDir, tables, progress);
    } else if (const QStringList dbs = layout::files(path, {u"msprof_*.db"_qs}); !dbs.isEmpty()) {
        progress.setStage(Tr::tr("Reading %1").arg(dbs.front()));
        result = readAscendDb(dbs.front(), progress);
        if (result)
            result->detected.fillMissingFrom(deviceInfo(path, result->diagnostics));
    } else {
        result = loadPerDeviceTimeline(path, progress);
    }
    if (!result)
        return result;
    Profile &profile = *result;
    profile.name = QFileInfo(path).fileName();
    if (!profile.inputs.empty()) {
        profile.inputs.front().path = path;
        profile.inputs.front().chip = profile.detected.chip;
    }
    return result;
}

} // namespace rl
