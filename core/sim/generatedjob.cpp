// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/generatedjob.h"

#include "core/common/tr.h"

#include <QDir>
#include <QFile>

#include <array>

namespace rl::sim {

namespace {

// The header torch_npu writes at Level2 with the PipeUtilization metrics on a split AIC/AIV chip
// (the real set torchnpu_a2_2rank_level2_text has it), so the generated ranks take the road the
// real ones do.
constexpr char kKernelHeader[] =
    "Step Id,Model ID,Task ID,Stream ID,Name,Type,OP State,Accelerator Core,Start Time(us),Duration(us),"
    "Wait Time(us),Block Dim,Mix Block Dim,HF32 Eligible,Input Shapes,Input Data Types,Input Formats,"
    "Output Shapes,Output Data Types,Output Formats,Context ID,aicore_time(us),aic_total_cycles,"
    "aic_mac_time(us),aic_mac_ratio,aic_scalar_time(us),aic_scalar_ratio,aic_mte1_time(us),aic_mte1_ratio,"
    "aic_mte2_time(us),aic_mte2_ratio,aic_fixpipe_time(us),aic_fixpipe_ratio,aic_icache_miss_rate,aiv_time(us),"
    "aiv_total_cycles,aiv_vec_time(us),aiv_vec_ratio,aiv_scalar_time(us),aiv_scalar_ratio,aiv_mte2_time(us),"
    "aiv_mte2_ratio,aiv_mte3_time(us),aiv_mte3_ratio,aiv_icache_miss_rate,cube_utilization(%)\n";

constexpr std::array kBaseTypes = {"MatMulV2",    "Add",       "Mul",          "Cast",      "TransData",
                                   "RmsNorm",     "SoftmaxV2", "Transpose",    "ConcatD",   "GatherV2",
                                   "ReduceSum",   "Sub",       "RealDiv",      "Sqrt",      "Silu",
                                   "BatchMatMul", "Slice",     "StridedSlice", "ZerosLike", "Fill"};

constexpr qint64 kStartNs = 1736412474730135222LL;
constexpr double kCommunicationNotOverlappedUs = 10000.0;
constexpr double kFreeUs = 5000.0;
constexpr double kGapUs = 0.5;

QString typeName(int index)
{
    if (index == 0)
        return QString::fromLatin1(kPlantedSlowType);
    const int base = index - 1;
    if (base < int(kBaseTypes.size()))
        return QString::fromLatin1(kBaseTypes[size_t(base)]);
    return u"GeneratedOp" + QString::number(base - int(kBaseTypes.size()) + 1).rightJustified(4, u'0');
}

bool isCube(const QString &type)
{
    return type.contains(u"MatMul") || type == QLatin1String(kPlantedSlowType);
}

// Deterministic jitter in [−1, 1] from two integers.
double jitter(int a, int b)
{
    quint32 h = quint32(a) * 2654435761u ^ (quint32(b) + 0x9e3779b9u) * 40503u;
    h ^= h >> 15;
    h *= 2246822519u;
    h ^= h >> 13;
    return double(h % 20001u) / 10000.0 - 1.0;
}

QByteArray num(double v, int decimals = 3)
{
    return QByteArray::number(v, 'f', decimals);
}

// One kernel row; `typeIndex` 0 is the planted type, the others a base duration by type.
QByteArray kernelRow(int rank, int index, int typeIndex, const QString &type, double startUs, double durationUs)
{
    const bool cube = isCube(type);
    const double busy = durationUs * 0.92;
    const double r1 = 0.35 + 0.3 * (jitter(typeIndex, 7) + 1.0) / 2.0; // the main pipe's ratio, by type
    const double r2 = 0.2 + 0.2 * (jitter(typeIndex, 11) + 1.0) / 2.0;
    QByteArray row;
    row.reserve(400);
    row += "1,4294967295," + QByteArray::number(10000 + index) + ",2," + type.toLatin1() + '_'
        + QByteArray::number(index) + ',' + type.toLatin1() + ",dynamic," + (cube ? "AI_CORE" : "AI_VECTOR_CORE") + ','
        + num(startUs) + "\t," + num(durationUs) + ',' + num(kGapUs) + ",24,0,NO,\"\"\"1024,1024\"\"\",FLOAT16,ND,"
        + "\"\"\"1024,1024\"\"\",FLOAT16,ND,N/A,";
    if (cube) {
        row += num(busy) + ',' + QByteArray::number(qint64(busy * 1800.0)) + ',' + num(busy * r1) + ',' + num(r1) + ','
            + num(busy * 0.05) + ",0.050," + num(busy * 0.1) + ",0.100," + num(busy * r2) + ',' + num(r2) + ','
            + num(busy * 0.08) + ",0.080,0.010,0,0,0,0,0,0,0,0,0,0,0," + num(r1 * 100.0);
    } else {
        row += "0,0,0,0,0,0,0,0,0,0,0,0,0," + num(busy) + ',' + QByteArray::number(qint64(busy * 1800.0)) + ','
            + num(busy * r1) + ',' + num(r1) + ',' + num(busy * 0.05) + ",0.050," + num(busy * r2) + ',' + num(r2) + ','
            + num(busy * 0.1) + ",0.100,0.010,0";
    }
    Q_UNUSED(rank);
    row += '\n';
    return row;
}

struct RankFiles
{
    QByteArray kernels;
    double computingUs = 0.0;
};

RankFiles kernelsOf(const GeneratedJobSpec &spec, int rank)
{
    RankFiles f;
    f.kernels.reserve(qsizetype(spec.kernelsPerRank) * 400 + 1024);
    f.kernels += kKernelHeader;
    double nowUs = double(kStartNs / 1000) + double(kStartNs % 1000) / 1000.0;
    const int types = std::max(1, spec.typesPerRank);
    for (int i = 0; i < spec.kernelsPerRank; ++i) {
        // One call in twenty is the planted type; the rest cycle through the others.
        const int typeIndex = (i % 20 == 0 || types == 1) ? 0 : 1 + (i % (types - 1));
        const QString type = typeName(typeIndex);
        double durationUs = typeIndex == 0 ? 100.0 : 10.0 + 2.0 * double(typeIndex % 13);
        durationUs *= 1.0 + 0.002 * jitter(rank, i); // ranks differ by a few per mille
        if (typeIndex == 0 && rank == spec.straggler())
            durationUs *= 3.0;
        durationUs = std::round(durationUs * 1000.0) / 1000.0;
        f.kernels += kernelRow(rank, i, typeIndex, type, nowUs, durationUs);
        f.computingUs += durationUs;
        nowUs += durationUs + kGapUs;
    }
    return f;
}

QByteArray stepTrace(double computingUs, int rank)
{
    const double notOverlapped = kCommunicationNotOverlappedUs * (1.0 + 0.003 * jitter(rank, -1));
    const double total = computingUs + notOverlapped + kFreeUs;
    return "Step,Computing,Communication(Not Overlapped),Overlapped,Communication,Free,Stage,Bubble,"
           "Communication(Not Overlapped and Exclude Receive),Preparing\n"
           "1,"
        + num(computingUs) + ',' + num(notOverlapped) + ",2000.000," + num(notOverlapped + 2000.0) + ',' + num(kFreeUs)
        + ',' + num(total) + ",0," + num(notOverlapped) + ",100.000\n";
}

QByteArray transport(double sizeMb, double timeMs)
{
    return "{\"Transit Size(MB)\":" + num(sizeMb) + ",\"Transit Time(ms)\":" + num(timeMs) + ",\"Bandwidth(GB/s)\":"
        + num(timeMs > 0.0 ? sizeMb / timeMs : 0.0, 4) + ",\"Large Packet Ratio\":1.0,\"Size Distribution\":{\"4.0\":["
        + QByteArray::number(int(sizeMb / 4.0)) + ',' + num(timeMs) + "]}}";
}

// Two all-reduces in the layout torch_npu 2.x writes (core/comm/README.md §1.1).
QByteArray communication(int rank)
{
    QByteArray text = "{\"step1\":{\"p2p\":{},\"collective\":{";
    for (int i = 0; i < 2; ++i) {
        const double sizeMb = 64.0 * (i + 1);
        const double transitMs = sizeMb / 16.0;
        const double waitMs = 0.5 * (1.0 + 0.01 * jitter(rank, 100 + i));
        if (i > 0)
            text += ',';
        text += "\"hcom_allReduce__271_" + QByteArray::number(i) + "_1@11022204950826225271\":{"
            + "\"Communication Time Info\":{\"Start Timestamp(us)\":" + num(1736412474757059.8 + i * 1000.0)
            + ",\"Elapse Time(ms)\":" + num(transitMs + waitMs + 0.05, 6) + ",\"Transit Time(ms)\":" + num(transitMs, 6)
            + ",\"Wait Time(ms)\":" + num(waitMs, 6) + ",\"Synchronization Time(ms)\":" + num(waitMs * 0.5, 6)
            + ",\"Idle Time(ms)\":0.05,\"Wait Time Ratio\":" + num(waitMs / (waitMs + transitMs), 4)
            + ",\"Synchronization Time Ratio\":" + num(waitMs * 0.5 / (waitMs * 0.5 + transitMs), 4)
            + "},\"Communication Bandwidth Info\":{\"HCCS\":" + transport(sizeMb, transitMs)
            + ",\"SDMA\":" + transport(sizeMb, transitMs) + "}}";
    }
    return text + "}}}";
}

QByteArray profilerInfo(int rank)
{
    return "{\n    \"config\": {\"common_config\": {}, \"experimental_config\": {\"_profiler_level\": \"Level2\", "
           "\"_aic_metrics\": \"ACL_AICORE_PIPE_UTILIZATION\", \"_export_type\": \"text\"}},\n    \"rank_id\": "
        + QByteArray::number(rank) + "\n}\n";
}

bool writeFile(const QString &path, const QByteArray &data, qint64 &bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(data) != data.size())
        return false;
    bytes += data.size();
    return true;
}

QString rankFolder(int rank)
{
    return u"rank_" + QString::number(rank) + u"_ascend_pt";
}

} // namespace

Result<GeneratedJobReport> writeGeneratedJob(const QString &directory, const GeneratedJobSpec &spec)
{
    if (spec.ranks < 1 || spec.kernelsPerRank < 1 || spec.typesPerRank < 1 || spec.firstRank < 0)
        return makeError(Error::Kind::Usage, Tr::tr("a generated job needs at least one rank, kernel and type"));
    const QDir dir(directory);
    if (dir.exists()) {
        for (const QString &entry : dir.entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden)) {
            if (!(entry.startsWith(u"rank_") && entry.endsWith(u"_ascend_pt")))
                return makeError(Error::Kind::Usage,
                                 Tr::tr("%1 holds files that are not a generated job's ranks; choose an empty "
                                        "directory")
                                     .arg(directory));
        }
    }
    GeneratedJobReport report;
    report.directory = directory;
    report.ranks = spec.ranks;
    report.straggler = spec.straggler();
    report.slowType = QString::fromLatin1(kPlantedSlowType);
    for (int rank = spec.firstRank; rank < spec.firstRank + spec.ranks; ++rank) {
        const QString root = dir.filePath(rankFolder(rank));
        const QString output = root + u"/ASCEND_PROFILER_OUTPUT";
        if (!QDir().mkpath(output))
            return makeError(Error::Kind::Io, Tr::tr("cannot create directory %1").arg(output));
        const RankFiles files = kernelsOf(spec, rank);
        const bool ok = writeFile(root + u"/profiler_info_" + QString::number(rank) + u".json", profilerInfo(rank),
                                  report.bytes)
            && writeFile(output + u"/kernel_details.csv", files.kernels, report.bytes)
            && writeFile(output + u"/step_trace_time.csv", stepTrace(files.computingUs, rank), report.bytes)
            && writeFile(output + u"/communication.json", communication(rank), report.bytes);
        if (!ok)
            return makeError(Error::Kind::Io,
                             Tr::tr("cannot write the generated rank %1 under %2").arg(rank).arg(root));
    }
    return report;
}

} // namespace rl::sim
