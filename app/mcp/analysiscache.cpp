// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/mcp/analysiscache.h"

#include "core/workflow/workflow.h"

#include <QDateTime>
#include <QDirIterator>
#include <QFileInfo>

namespace rl::mcp {

namespace {

// A path's fingerprint: a file's size and modification time; for a folder the total size and
// the newest time of the files below it (enough to see a profile rewritten or extended).
QString fingerprint(const QFileInfo &info)
{
    if (!info.isDir())
        return QString::number(info.size()) + u'@' + QString::number(info.lastModified().toMSecsSinceEpoch());
    qint64 total = 0;
    qint64 newest = info.lastModified().toMSecsSinceEpoch();
    qint64 files = 0;
    QDirIterator it(info.absoluteFilePath(), QDir::Files | QDir::Hidden | QDir::NoSymLinks,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        const QFileInfo f = it.fileInfo();
        total += f.size();
        newest = std::max(newest, f.lastModified().toMSecsSinceEpoch());
        ++files;
    }
    return QString::number(files) + u'/' + QString::number(total) + u'@' + QString::number(newest);
}

} // namespace

AnalysisCache::AnalysisCache(Loader loader, Limits limits) : m_loader(std::move(loader)), m_limits(limits) { }

AnalysisCache::AnalysisCache()
    : AnalysisCache([](const AnalysisRequest &request,
                       Progress &progress) { return Workflow::builtin().loadAndAnalyze(request, progress); },
                    Limits{})
{ }

QString AnalysisCache::keyOf(const AnalysisRequest &request)
{
    QString key;
    for (const QString &path : request.paths) {
        const QFileInfo info(path);
        const QString canonical = info.canonicalFilePath();
        if (canonical.isEmpty())
            return {};
        key += canonical + u'|' + fingerprint(info) + u'\n';
    }
    key += u"hardware=" + request.hardware + u"\nrank=" + QString::number(request.load.rank) + u"\nhbm="
        + request.hbmVariant;
    return key;
}

size_t AnalysisCache::estimatedBytes(const Analysis &analysis)
{
    // Per kernel: the operator (samples, metrics, names) and its result (components, advice);
    // a rough figure measured on the generated runs, on the safe side.
    constexpr size_t perOperator = 4096;
    const size_t operators = analysis.operators.size();
    size_t timeline = 0;
    if (analysis.profile)
        timeline = analysis.profile->timeline.eventCount() * 64;
    return sizeof(Analysis) + operators * perOperator + timeline;
}

Result<AnalysisCache::Entry> AnalysisCache::get(const AnalysisRequest &request, Progress &progress)
{
    const QString key = keyOf(request);
    if (!key.isEmpty()) {
        const std::lock_guard lock(m_mutex);
        for (auto it = m_slots.begin(); it != m_slots.end(); ++it) {
            if (it->key == key) {
                m_slots.splice(m_slots.begin(), m_slots, it);
                return Entry{it->analysis, key};
            }
        }
    }
    ++m_loads;
    auto loaded = m_loader(request, progress);
    if (!loaded)
        return loaded.error();
    auto analysis = std::make_shared<const Analysis>(std::move(loaded).value());
    if (!key.isEmpty()) {
        const std::lock_guard lock(m_mutex);
        insertLocked(Slot{key, analysis, estimatedBytes(*analysis)});
    }
    return Entry{analysis, key};
}

void AnalysisCache::insertLocked(Slot slot)
{
    for (auto it = m_slots.begin(); it != m_slots.end(); ++it) {
        if (it->key == slot.key) { // loaded twice at once: keep the newer
            m_bytes -= it->bytes;
            m_slots.erase(it);
            break;
        }
    }
    m_bytes += slot.bytes;
    m_slots.push_front(std::move(slot));
    // The newest stays even when it alone passes the bound: it is the one being asked about.
    while (m_slots.size() > 1 && (m_slots.size() > m_limits.maxEntries || m_bytes > m_limits.maxBytes)) {
        m_bytes -= m_slots.back().bytes;
        m_slots.pop_back();
    }
}

size_t AnalysisCache::size() const
{
    const std::lock_guard lock(m_mutex);
    return m_slots.size();
}

size_t AnalysisCache::bytes() const
{
    const std::lock_guard lock(m_mutex);
    return m_bytes;
}

} // namespace rl::mcp
