// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"
#include "core/common/progress.h"
#include "core/common/result.h"
#include "core/workflow/requests.h"

#include <QString>

#include <atomic>
#include <functional>
#include <list>
#include <memory>
#include <mutex>

namespace rl::mcp {

// The analyses the server has made, so that `analyze` then `bottlenecks` page after page on
// one run load it once (app/mcp/README.md §3). An entry is keyed by the canonical paths, each
// path's size and newest modification time, and the options that change the analysis
// (hardware, rank, HBM variant): a file rewritten in place is analysed again. Bounded by count
// and by estimated memory, least recently used out first. Thread-safe; a load runs outside
// the lock, so a long analysis does not hold up a short answer from another entry.
class AnalysisCache
{
public:
    using Loader = std::function<Result<Analysis>(const AnalysisRequest &, Progress &)>;

    struct Limits
    {
        size_t maxEntries = 4;
        size_t maxBytes = size_t(2) << 30; // about 2 GB of estimated analyses
    };

    struct Entry
    {
        std::shared_ptr<const Analysis> analysis;
        QString key; // what the analysis is of; cursors are bound to it
    };

    explicit AnalysisCache(Loader loader, Limits limits);
    AnalysisCache(); // Workflow::builtin().loadAndAnalyze, default limits

    // The cached analysis of the request, or a new one (then cached). A path that does not
    // exist bypasses the cache, so its error is the load's own.
    Result<Entry> get(const AnalysisRequest &request, Progress &progress);

    // The key of a request: the canonical paths with their fingerprints and the options.
    // Empty when a path cannot be found.
    static QString keyOf(const AnalysisRequest &request);
    // What an analysis roughly holds in memory.
    static size_t estimatedBytes(const Analysis &analysis);

    // For tests and the README's claim: loads done (cache misses) and entries held.
    int loads() const { return m_loads.load(); }
    size_t size() const;
    size_t bytes() const;

private:
    struct Slot
    {
        QString key;
        std::shared_ptr<const Analysis> analysis;
        size_t bytes = 0;
    };
    void insertLocked(Slot slot);

    Loader m_loader;
    Limits m_limits;
    mutable std::mutex m_mutex;
    std::list<Slot> m_slots; // most recently used first
    size_t m_bytes = 0;
    std::atomic<int> m_loads{0};
};

} // namespace rl::mcp
