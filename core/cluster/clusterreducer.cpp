// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/cluster/clusterreducer.h"

#include "core/cluster/jsonfields.h"
#include "core/common/boundedread.h"
#include "core/common/tr.h"
#include "core/run/runsummary.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace rl {

using json::Json;

namespace {

// A summary is at most 256 KiB; a file far larger is not one, and is not read whole.
constexpr qint64 kLargestSummary = 16 << 20;
constexpr qint64 kLargestMissingList = 64 << 20;
constexpr double kStragglerMargin = 1.05;

double median(std::vector<double> values)
{
    if (values.empty())
        return 0.0;
    std::sort(values.begin(), values.end());
    const size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
}

} // namespace

void ClusterReducer::addSummaryFile(const QString &file)
{
    const auto text = readBoundedFile(file, kLargestSummary);
    if (!text) {
        addMissing({rankFromFileName(file), file, text.error().message});
        return;
    }
    addSummary(*text, file);
}

void ClusterReducer::addSummary(const QByteArray &text, const QString &file)
{
    auto read = m_reader.read(text, file);
    if (auto *missing = std::get_if<MissingRank>(&read)) {
        addMissing(std::move(*missing));
        return;
    }
    ReducibleSummary &s = std::get<ReducibleSummary>(read);
    const int rank = s.row.rank;
    if (const auto seen = m_fileOfRank.constFind(rank); seen != m_fileOfRank.cend()) {
        addMissing({rank, file, Tr::tr("rank %1 again (first read from %2)").arg(rank).arg(*seen)});
        return;
    }
    m_fileOfRank.insert(rank, file);
    // The job's analysis compares the ranks that have operators (core/workflow/workflowjob.cpp).
    if (s.operatorCount > 0)
        m_groups.addRank(rank, s.types);
    m_ranks.push_back(std::move(s.row));
}

void ClusterReducer::addMissing(MissingRank missing)
{
    m_missing.push_back(std::move(missing));
}

void ClusterReducer::addMissingFile(const QString &file)
{
    const auto text = readBoundedFile(file, kLargestMissingList);
    const auto parsed = text ? parseJsonText(*text, file) : Result<Json>(text.error());
    if (!parsed) {
        m_diagnostics << warning(Tr::tr("the list of missing ranks cannot be read: %1").arg(parsed.error().message),
                                 file);
        return;
    }
    const Json *list = &*parsed;
    if (parsed->is_object() && parsed->contains("missing_ranks"))
        list = &(*parsed)["missing_ranks"];
    if (!list->is_array()) {
        m_diagnostics << warning(Tr::tr("the list of missing ranks is not an array of {rank, path, reason}"), file);
        return;
    }
    for (size_t i = 0; i < list->size(); ++i) {
        const Json &entry = (*list)[i];
        JsonFields f;
        const QString at = u'[' + QString::number(i) + u']';
        MissingRank m;
        if (const auto rank = f.optionalInteger(entry, "rank", at))
            m.rank = int(*rank);
        m.path = entry.is_object() && entry.contains("path") ? f.text(entry, "path", at) : QString();
        m.reason = f.text(entry, "reason", at);
        if (!f.ok()) {
            m_diagnostics << warning(Tr::tr("an entry of the missing ranks is left out: %1").arg(f.error()), file);
            continue;
        }
        if (m.reason.isEmpty())
            m.reason = Tr::tr("its map failed (no reason given)");
        m_reported.push_back(std::move(m));
    }
}

ClusterResult ClusterReducer::finish()
{
    ClusterResult cluster;
    std::sort(m_ranks.begin(), m_ranks.end(),
              [](const ClusterRank &a, const ClusterRank &b) { return a.rank < b.rank; });
    // A rank the driver lists as failed whose summary was read after all (a retry) is not missing.
    for (MissingRank &m : m_reported) {
        if (!m.rank || !m_fileOfRank.contains(*m.rank))
            m_missing.push_back(std::move(m));
    }
    m_reported.clear();
    std::stable_sort(m_missing.begin(), m_missing.end(), [](const MissingRank &a, const MissingRank &b) {
        return a.rank.value_or(-1) < b.rank.value_or(-1);
    });
    // The slowest rank as the job's run names it (core/run/runsummary.h).
    RunBreakdown run;
    for (const ClusterRank &r : m_ranks) {
        RankBreakdown b;
        b.rank = r.rank;
        b.totals = r.totals;
        run.ranks.push_back(std::move(b));
    }
    cluster.slowestRank = slowestRank(run);
    cluster.ranks = std::move(m_ranks);
    // As the job's analysis: a table only when two or more ranks have operators.
    if (m_groups.rankCount() >= 2)
        cluster.groups = m_groups.finish();
    cluster.missing = std::move(m_missing);
    cluster.diagnostics = std::move(m_diagnostics);
    findStragglers(cluster);
    if (!cluster.missing.empty())
        cluster.diagnostics << warning(Tr::tr("%n rank(s) missing from the cluster: their map failed or their "
                                              "summary could not be read (missing_ranks)",
                                              nullptr, int(cluster.missing.size())));
    return cluster;
}

void findStragglers(ClusterResult &cluster)
{
    std::vector<double> totals, computing, notOverlapped, idle;
    for (const ClusterRank &r : cluster.ranks) {
        if (r.steps == 0)
            continue;
        totals.push_back(r.totals.totalUs());
        computing.push_back(r.totals.computingUs.value_or(0.0));
        notOverlapped.push_back(r.totals.communicationNotOverlappedUs.value_or(0.0));
        idle.push_back(r.totals.freeUs.value_or(0.0));
    }
    cluster.stragglers.clear();
    if (totals.empty()) {
        cluster.medianTotalUs.reset();
        return;
    }
    const double m = median(totals);
    cluster.medianTotalUs = m;
    const double mc = median(computing), mn = median(notOverlapped), mf = median(idle);
    for (const ClusterRank &r : cluster.ranks) {
        const double total = r.totals.totalUs();
        if (r.steps == 0 || !(m > 0.0) || !(total > m * kStragglerMargin))
            continue;
        Straggler s;
        s.rank = r.rank;
        s.totalUs = total;
        s.excessPct = (total - m) / m * 100.0;
        s.computingExcessUs = r.totals.computingUs.value_or(0.0) - mc;
        s.communicationNotOverlappedExcessUs = r.totals.communicationNotOverlappedUs.value_or(0.0) - mn;
        s.freeExcessUs = r.totals.freeUs.value_or(0.0) - mf;
        s.slowerPart = u"computing"_qs;
        double most = s.computingExcessUs;
        if (s.communicationNotOverlappedExcessUs > most) {
            most = s.communicationNotOverlappedExcessUs;
            s.slowerPart = u"communication_not_overlapped"_qs;
        }
        if (s.freeExcessUs > most)
            s.slowerPart = u"free"_qs;
        cluster.stragglers.push_back(std::move(s));
    }
    std::stable_sort(cluster.stragglers.begin(), cluster.stragglers.end(),
                     [](const Straggler &a, const Straggler &b) { return a.excessPct > b.excessPct; });
}

SummaryInputs findSummaries(const QStringList &paths)
{
    SummaryInputs inputs;
    QSet<QString> missingSeen;
    auto missingBeside = [&](const QString &dir) {
        const QString file = QDir(dir).filePath(u"missing.json"_qs);
        const QString canonical = QFileInfo(file).absoluteFilePath();
        if (QFileInfo(file).isFile() && !missingSeen.contains(canonical)) {
            missingSeen.insert(canonical);
            inputs.missingFiles << file;
        }
    };
    for (const QString &path : paths) {
        const QFileInfo info(path);
        if (!info.isDir()) {
            inputs.summaries << path; // a file that is not there becomes a missing rank with its reason
            if (info.isFile())
                missingBeside(info.absolutePath());
            continue;
        }
        QDir dir(path);
        missingBeside(dir.path());
        if (dir.exists(u"ranks"_qs) && QFileInfo(dir.filePath(u"ranks"_qs)).isDir())
            dir.setPath(dir.filePath(u"ranks"_qs));
        missingBeside(dir.path());
        for (const QString &name : dir.entryList({u"*.json"_qs}, QDir::Files, QDir::Name)) {
            if (name == u"cluster.json" || name == u"missing.json")
                continue;
            inputs.summaries << dir.filePath(name);
        }
    }
    return inputs;
}

} // namespace rl
