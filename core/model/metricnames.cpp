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

// Each thread remembers the interned copy for the last strings it saw, by their data's address:
// names are mostly shared copies of a header's column names or literals, so the same address
// comes back for every row. A hit is checked by content, so a reused address cannot mislead.
struct CacheSlot
{
    const void *data = nullptr;
    const QString *name = nullptr;
};
constexpr size_t kCacheSlots = 512;
thread_local std::array<CacheSlot, kCacheSlots> t_cache;

size_t slotOf(const void *data)
{
    const auto address = reinterpret_cast<quintptr>(data);
    return size_t((address >> 4) ^ (address >> 13)) % kCacheSlots;
}

} // namespace

const QString *MetricNames::intern(const QString &name)
{
    const void *data = name.constData();
    CacheSlot &slot = t_cache[slotOf(data)];
    if (slot.data == data && *slot.name == name)
        return slot.name;
    Registry &r = registry();
    const QString *interned;
    {
        const std::lock_guard lock(r.mutex);
        const auto it = r.byName.constFind(name);
        if (it != r.byName.cend()) {
            interned = it.value();
        } else {
            // A copy of its own: a fromRawData name must not point into memory that goes away.
            interned = &r.names.emplace_back(QString(name.constData(), name.size()));
            r.byName.insert(*interned, interned);
        }
    }
    slot = {data, interned};
    return interned;
}

qsizetype MetricNames::count()
{
    Registry &r = registry();
    const std::lock_guard lock(r.mutex);
    return qsizetype(r.names.size());
}

} // namespace rl
