// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/torchnpurunwriter.h"

#include "core/common/tr.h"
#include "core/sim/opsummarywriter.h"
#include "core/sim/textformat.h"

#include <QDir>
#include <QFile>

#include <cmath>

namespace rl::sim {

namespace {

// Ids as the 2025 torch_npu samples have them: the device processes' pids are large numbers
// unrelated to the host's, the kernels run on stream 2.
constexpr qint64 kHostPid = 3016828;
constexpr qint64 kDevicePid = 3089232288;
constexpr qint64 kFreqPid = 3089232320;
constexpr int kStream = 2;
constexpr int kFirstTaskId = 11051;
constexpr qint64 kTaskGapNs = 1500;
constexpr qint64 kLaunchLeadNs = 5230; // the aten op that launches a kernel starts this much earlier

QString quoted(const QString &text)
{
    QString s = text;
    s.replace(u"\\"_qs, u"\\\\"_qs);
    s.replace(u"\""_qs, u"\\\""_qs);
    return u'"' + s + u'"';
}

QString metadata(const char *name, qint64 pid, qint64 tid, const QString &argKey, const QString &argValue)
{
    return u"{\"ph\": \"M\", \"name\": \"" + QLatin1String(name) + u"\", \"pid\": " + QString::number(pid)
        + u", \"tid\": " + QString::number(tid) + u", \"args\": {\"" + argKey + u"\": " + argValue + u"}}";
}

QStringList kernelHeader(TorchNpuLevel level)
{
    if (level == TorchNpuLevel::Level0) {
        return {u"Step Id"_qs,        u"Name"_qs,         u"Type"_qs,          u"Accelerator Core"_qs,
                u"Start Time(us)"_qs, u"Duration(us)"_qs, u"Wait Time(us)"_qs, u"Block Dim"_qs};
    }
    QStringList h = {u"Step Id"_qs,
                     u"Model ID"_qs,
                     u"Task ID"_qs,
                     u"Stream ID"_qs,
                     u"Name"_qs,
                     u"Type"_qs,
                     u"OP State"_qs,
                     u"Accelerator Core"_qs,
                     u"Start Time(us)"_qs,
                     u"Duration(us)"_qs,
                     u"Wait Time(us)"_qs,
                     u"Block Dim"_qs,
                     u"Mix Block Dim"_qs,
                     u"HF32 Eligible"_qs,
                     u"Input Shapes"_qs,
                     u"Input Data Types"_qs,
                     u"Input Formats"_qs,
                     u"Output Shapes"_qs,
                     u"Output Data Types"_qs,
                     u"Output Formats"_qs,
                     u"Context ID"_qs,
                     u"aicore_time(us)"_qs,
                     u"total_cycles"_qs};
    return h << metricGroupHeader(MetricGroup::PipeUtilization);
}

} // namespace

TorchNpuRun makeTorchNpuRun(const SimulatedWorkload &workload, TorchNpuLevel level, qint64 startNs, int rank,
                            double clockMhz)
{
    QString kernels = kernelHeader(level).join(u',') + u'\n';
    QStringList events;
    events << metadata("process_name", kHostPid, 0, u"name"_qs, u"\"Python\""_qs)
           << metadata("process_labels", kHostPid, 0, u"labels"_qs, u"\"CPU\""_qs)
           << metadata("thread_name", kHostPid, kHostPid, u"name"_qs, quoted(u"Thread " + QString::number(kHostPid)));
    qint64 now = startNs;
    for (size_t i = 0; i < workload.ops.size(); ++i) {
        const GraphOp &op = workload.ops[i].op;
        const KernelMeasurement &m = workload.ops[i].measurement;
        const qint64 durationNs = qint64(std::llround(m.durationUs * 1000.0));
        const int taskId = kFirstTaskId + int(i);
        const QString start = microsFromNs(now);
        const QString wait = i == 0 ? u"0"_qs : microsFromNs(kTaskGapNs);
        // The real files end the start time with a TAB (kernel_details.csv of torch_npu 2.1+).
        if (level == TorchNpuLevel::Level0) {
            kernels += QStringList{u"1"_qs,       csvCell(op.name),         u"N/A"_qs, u"N/A"_qs,
                                   start + u'\t', microsFromNs(durationNs), wait,      QString::number(m.blockDim)}
                           .join(u',');
        } else {
            const double coreTimeUs = std::round(m.coreTimeUs * 1000.0) / 1000.0;
            QStringList row = {u"1"_qs,
                               u"4294967295"_qs,
                               QString::number(taskId),
                               QString::number(kStream),
                               csvCell(op.name),
                               csvCell(op.type),
                               u"dynamic"_qs,
                               u"AI_CORE"_qs,
                               start + u'\t',
                               microsFromNs(durationNs),
                               wait,
                               QString::number(m.blockDim),
                               u"0"_qs,
                               u"NO"_qs,
                               tensorListCell(op.inputs, &TensorDesc::shape, true),
                               tensorListCell(op.inputs, &TensorDesc::dataType, false),
                               tensorListCell(op.inputs, &TensorDesc::format, false),
                               tensorListCell(op.outputs, &TensorDesc::shape, true),
                               tensorListCell(op.outputs, &TensorDesc::dataType, false),
                               tensorListCell(op.outputs, &TensorDesc::format, false),
                               u"N/A"_qs,
                               fixed(coreTimeUs, 3),
                               QString::number(m.totalCycles)};
            row << metricGroupValues(MetricGroup::PipeUtilization, m, coreTimeUs);
            kernels += row.join(u',');
        }
        kernels += u'\n';

        // The launching aten op on the host, the flow to the kernel, the kernel on the device.
        const qint64 launchNs = now - kLaunchLeadNs;
        events << u"{\"ph\": \"X\", \"name\": " + quoted(u"aten::" + op.type.toLower()) + u", \"pid\": "
                + QString::number(kHostPid) + u", \"tid\": " + QString::number(kHostPid) + u", \"ts\": \""
                + microsFromNs(launchNs) + u"\", \"dur\": 4.12, \"cat\": \"cpu_op\", \"args\": {\"Sequence number\": "
                + QString::number(i) + u"}}";
        events << u"{\"ph\": \"s\", \"bp\": \"e\", \"name\": \"torch_to_npu\", \"id\": " + QString::number(now)
                + u", \"pid\": " + QString::number(kHostPid) + u", \"tid\": " + QString::number(kHostPid)
                + u", \"ts\": \"" + microsFromNs(launchNs) + u"\", \"cat\": \"async_npu\"}";
        events << u"{\"name\": " + quoted(op.name) + u", \"pid\": " + QString::number(kDevicePid) + u", \"tid\": "
                + QString::number(kStream) + u", \"ts\": \"" + start + u"\", \"dur\": "
                + fixed(double(durationNs) / 1000.0, 3)
                + u", \"args\": {\"Model Id\": 4294967295, \"Task Type\": \"AI_CORE\", \"Physic Stream Id\": "
                + QString::number(kStream) + u", \"Task Id\": " + QString::number(taskId)
                + u", \"Batch Id\": 0, \"Subtask Id\": 4294967295}, \"ph\": \"X\"}";
        events << u"{\"ph\": \"f\", \"bp\": \"e\", \"name\": \"torch_to_npu\", \"id\": " + QString::number(now)
                + u", \"pid\": " + QString::number(kDevicePid) + u", \"tid\": " + QString::number(kStream)
                + u", \"ts\": \"" + start + u"\", \"cat\": \"async_npu\"}";
        now += durationNs + kTaskGapNs;
    }
    // Device metadata after the events, as torch_npu writes it; the frequency counter at both ends.
    events << metadata("process_name", kDevicePid, 0, u"name"_qs, u"\"Ascend Hardware\""_qs)
           << metadata("process_labels", kDevicePid, 0, u"labels"_qs, u"\"NPU\""_qs)
           << metadata("thread_name", kDevicePid, kStream, u"name"_qs, quoted(u"Stream " + QString::number(kStream)))
           << metadata("process_name", kFreqPid, 0, u"name"_qs, u"\"AI Core Freq\""_qs);
    for (qint64 at : {startNs - 100000, now})
        events << u"{\"name\": \"AI Core Freq\", \"ts\": \"" + microsFromNs(at) + u"\", \"pid\": "
                + QString::number(kFreqPid) + u", \"tid\": 0, \"args\": {\"MHz\": " + fixed(clockMhz, 1)
                + u"}, \"ph\": \"C\"}";

    TorchNpuRun run;
    run.kernelDetails = kernels.toUtf8();
    run.traceView = (u"[" + events.join(u",\n") + u"]\n").toUtf8();
    const bool pmu = level == TorchNpuLevel::Level1;
    run.profilerInfo = (u"{\n    \"config\": {\n        \"experimental_config\": {\n            \"_profiler_level\": \""
                        + QLatin1String(pmu ? "Level1" : "Level0") + u"\",\n            \"_aic_metrics\": \""
                        + QLatin1String(pmu ? "ACL_AICORE_PIPE_UTILIZATION" : "ACL_AICORE_NONE")
                        + u"\",\n            \"_export_type\": \"text\"\n        }\n    },\n    \"rank_id\": "
                        + QString::number(rank) + u"\n}\n")
                           .toUtf8();
    return run;
}

Result<QStringList> writeTorchNpuRun(const TorchNpuRun &run, const QString &directory, int rank)
{
    const QString output = u"ASCEND_PROFILER_OUTPUT"_qs;
    if (!QDir().mkpath(directory + u'/' + output))
        return makeError(Error::Kind::Io, Tr::tr("cannot create directory %1").arg(directory));
    const QList<std::pair<QString, const QByteArray *>> files = {
        {u"profiler_info_" + QString::number(rank) + u".json", &run.profilerInfo},
        {output + u"/kernel_details.csv", &run.kernelDetails},
        {output + u"/trace_view.json", &run.traceView},
    };
    QStringList written;
    for (const auto &[relative, bytes] : files) {
        QFile file(directory + u'/' + relative);
        if (!file.open(QIODevice::WriteOnly) || file.write(*bytes) != bytes->size())
            return makeError(Error::Kind::Io, Tr::tr("cannot write %1: %2").arg(file.fileName(), file.errorString()));
        written << relative;
    }
    return written;
}

} // namespace rl::sim
