// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/demoworkspace.h"

#include "core/common/outputfile.h"
#include "core/common/tr.h"
#include "core/hardware/hardwarecatalog.h"
#include "core/sim/mobilenetv3.h"
#include "core/sim/opsummarywriter.h"
#include "core/sim/simtracewriter.h"
#include "core/sim/textformat.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace rl::sim {

namespace {

const char kMarker[] = "RoofLens demo workspace";
constexpr qint64 kEpochNs = 1743300900000000000LL; // 2025-03-30 02:15:00 UTC, fixed
const char kTimestamp[] = "20250330101500";        // in directory and file names

QString readme(const DemoReport &r)
{
    return QString::fromLatin1(kMarker)
        + u"\n\nMobileNetV3-Large inference (batch 8, 224 x 224, fp16) on a simulated Ascend 310 "
          "(2 AI cores, 488 MHz), written by `rooflens demo`. Nothing here was measured on hardware: "
          "a discrete-event model of the AI Core ran the kernels, and the files follow the formats "
          "msprof and msprof op simulator write.\n\n"
          "before/  the library's kernels\n"
          "after/   the same graph with the strategies of the ASPLOS'25 paper's Table 1 applied\n\n"
          "Each holds three msprof runs (PROF_*, one aic-metrics group each: PipeUtilization, "
          "ArithmeticUtilization, Memory) and one msprof op simulator run (OPPROF_*) for each of the "
          "eight Table 1 operators (Add_ReLU, Depthwise, AvgPool, Mul, Conv2D, FullyConnection, "
          "MatMul, GeLU).\n\n"
          "  rooflens analyze before\n"
          "  rooflens --compare before after\n\n"
        + u"Operators: %1; simulated operator time %2 us before, %3 us after.\n"_qs.arg(r.operatorCount)
              .arg(fixed(r.beforeTotalUs, 1), fixed(r.afterTotalUs, 1));
}

QByteArray infoJson(const CoreSpec &spec)
{
    const QString mhz = QString::number(qRound(spec.clockMhz));
    return (u"{\"jobInfo\":\"NA\",\"version\":\"1.0\",\"devices\":\"0\",\"platform\":\"\","
            "\"DeviceInfo\":[{\"id\":0,\"env_type\":3,\"ai_cpu_core_num\":6,\"ai_core_num\":%1,\"aiv_num\":0,"
            "\"hwts_frequency\":\"50\",\"aic_frequency\":\"%2\",\"aiv_frequency\":\"%2\"}],"
            "\"platform_version\":\"0\",\"pid\":\"20250330\",\"rank_id\":0,\"pid_name\":\"rooflens-demo\"}\n"_qs)
        .arg(spec.cores)
        .arg(mhz)
        .toUtf8();
}

// Sixteen capital letters, fixed per run, like msprof's random directory suffix.
QString letters(const QString &seed)
{
    QString out;
    quint32 h = 2166136261u;
    for (QChar c : seed)
        h = (h ^ c.unicode()) * 16777619u;
    for (int i = 0; i < 16; ++i) {
        out += QChar(u'A' + char16_t(h % 26));
        h = h * 1103515245u + 12345u;
    }
    return out;
}

class FileWriter
{
public:
    FileWriter(const QString &root, DemoReport &report) : m_root(root), m_report(report) { }

    Status write(const QString &relative, const QByteArray &data)
    {
        const QString path = QDir(m_root).filePath(relative);
        if (!QDir().mkpath(QFileInfo(path).absolutePath()))
            return makeError(Error::Kind::Io, Tr::tr("cannot create directory %1").arg(QFileInfo(path).absolutePath()));
        OutputFile file(path);
        if (!file.writeAll(data))
            return makeError(Error::Kind::Io, Tr::tr("cannot write %1: %2").arg(path, file.errorString()));
        m_report.files << relative;
        return Ok{};
    }

private:
    QString m_root;
    DemoReport &m_report;
};

Status writeSide(FileWriter &files, const QString &side, const SimulatedWorkload &w, const CoreSpec &spec)
{
    const MetricGroup groups[] = {MetricGroup::PipeUtilization, MetricGroup::ArithmeticUtilization,
                                  MetricGroup::Memory};
    int run = 0;
    for (MetricGroup group : groups) {
        ++run;
        const QString stamp = QString::fromLatin1(kTimestamp) + u"%1"_qs.arg(run * 100, 3, 10, QChar(u'0'));
        const QString prof = u"%1/PROF_%2_%3_%4"_qs.arg(side)
                                 .arg(run, 6, 10, QChar(u'0'))
                                 .arg(stamp, letters(side + metricGroupName(group)));
        // Runs recorded one minute apart, as separate msprof sessions are.
        const qint64 start = kEpochNs + qint64(run - 1) * 60'000'000'000LL;
        if (auto s = files.write(prof + u"/device_0/info.json.0", infoJson(spec)); !s)
            return s;
        const QString csv = prof + u"/mindstudio_profiler_output/op_summary_" + QString::fromLatin1(kTimestamp)
            + u".csv";
        if (auto s = files.write(csv, writeOpSummary(w, group, start)); !s)
            return s;
    }
    for (const SimulatedOp &op : w.ops) {
        if (op.op.table1.isEmpty())
            continue;
        const QString dir = u"%1/OPPROF_%2_%3"_qs.arg(side, QString::fromLatin1(kTimestamp),
                                                      letters(side + op.op.name));
        if (auto s = files.write(dir + u"/OpBasicInfo.csv", writeOpBasicInfo(op, spec)); !s)
            return s;
        if (auto s = files.write(dir + u"/simulator/trace.json", writeSimulatorTrace(op, spec)); !s)
            return s;
    }
    return Ok{};
}

} // namespace

bool isDemoWorkspace(const QString &directory)
{
    QFile file(QDir(directory).filePath(u"README.txt"_qs));
    return file.open(QIODevice::ReadOnly) && file.readLine().trimmed() == QByteArray(kMarker);
}

Result<DemoReport> writeDemoWorkspace(const QString &directory)
{
    const QDir dir(directory);
    if (QFileInfo(directory).exists() && !QFileInfo(directory).isDir())
        return makeError(Error::Kind::Usage, Tr::tr("%1 exists and is not a directory").arg(directory));
    const bool empty = !dir.exists()
        || dir.isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System);
    const bool previous = !empty && isDemoWorkspace(directory);
    if (!empty && !previous) {
        return makeError(Error::Kind::Usage,
                         Tr::tr("%1 is not empty and is not a RoofLens demo workspace; choose a new or empty directory")
                             .arg(directory));
    }
    if (previous) {
        // Only what a demo writes is replaced, so the workspace is identical to a fresh one.
        for (const QString &side : {u"before"_qs, u"after"_qs}) {
            QDir old(dir.filePath(side));
            if (old.exists() && !old.removeRecursively())
                return makeError(Error::Kind::Io, Tr::tr("cannot replace %1").arg(old.path()));
        }
    }

    const HardwareCatalog catalog = HardwareCatalog::builtin();
    const HardwareSpec *hw = catalog.find(u"ascend310"_qs);
    if (!hw)
        return makeError(Error::Kind::Internal, Tr::tr("the hardware catalogue has no ascend310"));
    const CoreSpec spec = CoreSpec::fromHardware(*hw);
    const ModelGraph graph = mobileNetV3Graph();
    auto before = simulateWorkload(graph, false, spec, true);
    if (!before)
        return before.error();
    auto after = simulateWorkload(graph, true, spec, true);
    if (!after)
        return after.error();

    DemoReport report;
    report.directory = directory;
    report.beforeTotalUs = before->totalDurationUs();
    report.afterTotalUs = after->totalDurationUs();
    report.operatorCount = int(graph.ops.size());
    FileWriter files(directory, report);
    if (auto s = files.write(u"README.txt"_qs, readme(report).toUtf8()); !s)
        return s.error();
    if (auto s = writeSide(files, u"before"_qs, *before, spec); !s)
        return s.error();
    if (auto s = writeSide(files, u"after"_qs, *after, spec); !s)
        return s.error();
    return report;
}

} // namespace rl::sim
