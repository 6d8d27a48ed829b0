// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/metricnames.h"

#include <QHash>

#include <array>
#include <deque>
#include <mutex>

namespace rl {

namespace {

struct Registry
{
    std::mutex mutex;
    QHash<QString, const QString *> byName;
    std::deque<QString> names; // a deque: the elements never move
};

// Never destroyed: maps in static storage may still name entries while the process exits.
Registry &registry()
{
    static Registry *r = new Registry;
    return *r;
}

// Each thread remembers the interned copy of the names it met last, by their hash: a hit costs
// a hash and a comparison, no lock. Keyed by content, not by the string's address: names built
// per kernel ("aic_" + a column) are new strings each time, and missing on them had the
// analysis threads queueing on the registry's lock.
struct CacheSlot
{
    size_t hash = 0;
    const QString *name = nullptr;
};
constexpr size_t kCacheSlots = 1024;
thread_local std::array<CacheSlot, kCacheSlots> t_cache;

} // namespace

const QString *MetricNames::intern(const QString &name)
{
    const size_t hash = qHash(name);
    CacheSlot &slot = t_cache[hash % kCacheSlots];
    if (slot.name && slot.hash == hash && *slot.name == name)
        return slot.name;
    Registry &r = registry();
    const QString *interned;
    {
        const std::lock_guard lock(r.mutex);
        const auto it = r.byName.constFind(name); // hashes again: misses are a few per name and thread
        if (it != r.byName.cend()) {
            interned = it.value();
        } else {
            // A copy of its own: a fromRawData name must not point into memory that goes away.
            interned = &r.names.emplace_back(QString(name.constData(), name.size()));
            r.byName.insert(*interned, interned);
        }
    }
    slot = {hash, interned};
    return interned;
}

} // namespace rl
