// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/tables/profilerinfo.h"

#include "core/common/boundedread.h"
#include "core/common/tr.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <limits>

namespace rl {

namespace {

std::optional<QJsonObject> readObject(const QString &path, Diagnostics &diagnostics)
{
    const Result<QByteArray> data = readBoundedFile(path, kSmallFileLimit);
    if (!data) {
        diagnostics << warning(data.error().message, data.error().location);
        return std::nullopt;
    }
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(*data, &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject()) {
        diagnostics << warning(Tr::tr("not a JSON object, ignored: %1").arg(err.errorString()),
                               path + u'@' + QString::number(err.offset));
        return std::nullopt;
    }
    return doc.object();
}

// Numbers in these files are written as strings or numbers depending on the version.
std::optional<double> numberOf(const QJsonValue &v)
{
    if (v.isDouble())
        return v.toDouble();
    bool ok = false;
    const double d = v.toString().trimmed().toDouble(&ok);
    return ok && std::isfinite(d) ? std::optional<double>(d) : std::nullopt;
}

// An id or a count: a whole number from 0 to INT_MAX, else nothing (int() of a double outside
// int's range is undefined behaviour: found by tests/fuzz).
std::optional<int> wholeNumberOf(const QJsonValue &v)
{
    const auto d = numberOf(v);
    if (!d || !(*d >= 0.0 && *d <= double(std::numeric_limits<int>::max())) || *d != std::floor(*d))
        return std::nullopt;
    return int(*d);
}

} // namespace

QString metricGroupOfAclName(const QString &aclName)
{
    static const std::pair<const char16_t *, const char16_t *> names[] = {
        {u"ACL_AICORE_PIPE_UTILIZATION", u"PipeUtilization"},
        {u"ACL_AICORE_ARITHMETIC_UTILIZATION", u"ArithmeticUtilization"},
        {u"ACL_AICORE_MEMORY_BANDWIDTH", u"Memory"},
        {u"ACL_AICORE_L0B_AND_WIDTH", u"MemoryL0"},
        {u"ACL_AICORE_RESOURCE_CONFLICT_RATIO", u"ResourceConflictRatio"},
        {u"ACL_AICORE_MEMORY_UB", u"MemoryUB"},
        {u"ACL_AICORE_L2_CACHE", u"L2Cache"},
        {u"ACL_AICORE_MEMORY_ACCESS", u"MemoryAccess"},
        {u"ACL_AICORE_PIPE_EXECUTE_UTILIZATION", u"PipelineExecuteUtilization"},
    };
    for (const auto &[acl, group] : names) {
        if (aclName == QStringView(acl))
            return QString::fromUtf16(group);
    }
    return {};
}

std::optional<TorchNpuRunInfo> readTorchNpuRunInfo(const QString &path, Diagnostics &diagnostics)
{
    const auto root = readObject(path, diagnostics);
    if (!root)
        return std::nullopt;
    TorchNpuRunInfo info;
    const QJsonObject experimental = root->value(u"config").toObject().value(u"experimental_config").toObject();
    info.metricGroup = metricGroupOfAclName(experimental.value(u"_aic_metrics").toString());
    info.level = experimental.value(u"_profiler_level").toString();
    if (const auto rank = wholeNumberOf(root->value(u"rank_id")))
        info.rankId = *rank;
    info.cannVersion = root->value(u"cann_version").toString();
    return info;
}

QString chipOfPlatformVersion(int version)
{
    switch (version) {
    case 0:
        return u"Ascend310"_qs;
    case 1:
        return u"Ascend910"_qs;
    case 2:
    case 3:
    case 4:
        return u"Ascend310P"_qs;
    case 5:
        return u"Ascend910B"_qs;
    case 7:
    case 8:
    case 11:
        return u"Ascend310B"_qs;
    case 15:
    case 16:
        return u"Ascend950"_qs;
    default:
        return {};
    }
}

bool readMsprofDeviceInfo(const QString &path, DetectedHardware &detected, Diagnostics &diagnostics)
{
    const auto root = readObject(path, diagnostics);
    if (!root)
        return false;
    if (const auto v = wholeNumberOf(root->value(u"platform_version"))) {
        detected.platformVersion = detected.platformVersion.value_or(*v);
        if (detected.chip.isEmpty())
            detected.chip = chipOfPlatformVersion(*v);
    }
    const QJsonObject device = root->value(u"DeviceInfo").toArray().at(0).toObject();
    if (const auto mhz = numberOf(device.value(u"aic_frequency")); mhz && *mhz > 0 && !detected.clockMhz)
        detected.clockMhz = *mhz;
    if (const auto n = wholeNumberOf(device.value(u"ai_core_num")); n && *n > 0 && !detected.aicCount)
        detected.aicCount = *n;
    // aiv_num 0 on coupled chips means "no separate vector cores", not "unknown"
    if (const auto n = wholeNumberOf(device.value(u"aiv_num")); n && !detected.aivCount)
        detected.aivCount = *n;
    return true;
}

} // namespace rl
