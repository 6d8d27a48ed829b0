// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/metricnames.h"

#include <QHash>

#include <array>
#include <cstring>
#include <deque>
#include <mutex>
#include <set>
#include <vector>

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

using NameList = std::vector<const QString *>;
struct ListRegistry
{
    std::mutex mutex;
    std::set<NameList> lists; // a set's elements never move
};

ListRegistry &listRegistry()
{
    static ListRegistry *r = new ListRegistry;
    return *r;
}

// The lists this thread met last, newest first: the rows of a table name the same set, or
// alternate between a few; the work maps of a run's components name a dozen or two (one
// precision, a path, a mix of precisions), and with four slots a quarter of them went to the
// registry's lock.
struct ListSlot
{
    const QString *const *names = nullptr;
    qsizetype size = 0;
};
constexpr size_t kListSlots = 16;
thread_local std::array<ListSlot, kListSlots> t_lists;

} // namespace

const QString *const *MetricNames::internList(const QString *const *names, qsizetype n)
{
    for (size_t k = 0; k < kListSlots; ++k) {
        const ListSlot slot = t_lists[k];
        if (slot.names && slot.size == n && std::memcmp(slot.names, names, size_t(n) * sizeof(void *)) == 0) {
            std::move_backward(t_lists.begin(), t_lists.begin() + qsizetype(k), t_lists.begin() + qsizetype(k) + 1);
            t_lists[0] = slot;
            return slot.names;
        }
    }
    ListRegistry &r = listRegistry();
    const QString *const *interned;
    {
        const std::lock_guard lock(r.mutex);
        NameList list(names, names + n);
        auto it = r.lists.find(list);
        if (it == r.lists.end()) {
            if (r.lists.size() >= kMaxLists)
                return nullptr;
            it = r.lists.insert(std::move(list)).first;
        }
        interned = it->data();
    }
    std::move_backward(t_lists.begin(), t_lists.end() - 1, t_lists.end());
    t_lists[0] = {interned, n};
    return interned;
}

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
