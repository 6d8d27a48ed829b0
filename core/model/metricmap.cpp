// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/metricmap.h"

#include "core/model/metricnames.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <new>

namespace rl {

MetricMap::Block *MetricMap::Block::allocate(qsizetype capacity, const QString *const *sharedNames, bool packed)
{
    static_assert(sizeof(Block) % alignof(double) == 0 && alignof(double) >= alignof(void *),
                  "the numbers and then the names follow the header aligned");
    Q_ASSERT(!packed || sharedNames);
    const size_t number = packed ? sizeof(quint32) : sizeof(double);
    const size_t bytes = sizeof(Block) + size_t(capacity) * (number + (sharedNames ? 0 : sizeof(void *)));
    auto *b = static_cast<Block *>(::operator new(bytes));
    b->size = 0;
    b->capacity = quint32(capacity);
    b->shared = sharedNames ? 1 : 0;
    b->packed = packed ? 1 : 0;
    b->names = sharedNames ? sharedNames : b->ownNames();
    return b;
}

void MetricMap::Block::release(Block *b)
{
    ::operator delete(b);
}

namespace {

// The order of QStringView::compare (UTF-16 code units, then length), inline: looking names up
// was a sixth of a long run's analysis, most of it in the call to Qt's general comparison for
// names that differ within their first few letters.
int compareNames(QStringView a, QStringView b)
{
    const qsizetype n = std::min(a.size(), b.size());
    const char16_t *pa = a.utf16();
    const char16_t *pb = b.utf16();
    for (qsizetype i = 0; i < n; ++i) {
        if (pa[i] != pb[i])
            return pa[i] < pb[i] ? -1 : 1;
    }
    return a.size() < b.size() ? -1 : (a.size() > b.size() ? 1 : 0);
}

} // namespace

MetricMap::MetricMap(std::initializer_list<Item> items)
{
    for (const Item &item : items)
        insert(item.first, item.second);
}

MetricMap::MetricMap(const MetricMap &other)
{
    const qsizetype n = other.size();
    if (n == 0)
        return;
    const bool packed = other.m_block->packed;
    m_block = Block::allocate(n, other.m_block->shared ? other.m_block->names : nullptr, packed);
    m_block->size = quint32(n);
    std::memcpy(m_block->values(), other.m_block->values(), size_t(n) * (packed ? sizeof(quint32) : sizeof(double)));
    if (!m_block->shared)
        std::memcpy(m_block->ownNames(), other.nameData(), size_t(n) * sizeof(void *));
}

MetricMap &MetricMap::operator=(const MetricMap &other)
{
    if (this == &other)
        return *this;
    const qsizetype n = other.size();
    // A block laid out as the other's, with room, is written over, as a vector keeps its
    // storage: the analysis assigns every kernel over one working copy.
    if (m_block && n > 0 && m_block->shared == other.m_block->shared && !m_block->packed && !other.m_block->packed
        && qsizetype(m_block->capacity) >= n) {
        m_block->size = quint32(n);
        std::memcpy(m_block->values(), other.m_block->values(), size_t(n) * sizeof(double));
        if (m_block->shared)
            m_block->names = other.m_block->names;
        else
            std::memcpy(m_block->ownNames(), other.nameData(), size_t(n) * sizeof(void *));
        return *this;
    }
    if (m_block && n == 0) {
        m_block->size = 0;
        return *this;
    }
    MetricMap copy(other);
    std::swap(m_block, copy.m_block);
    return *this;
}

MetricMap::~MetricMap()
{
    if (m_block)
        Block::release(m_block);
}

void MetricMap::clear()
{
    if (m_block)
        Block::release(std::exchange(m_block, nullptr));
}

void MetricMap::own(qsizetype capacity)
{
    const qsizetype n = size();
    Block *b = Block::allocate(std::max(capacity, n), nullptr);
    b->size = quint32(n);
    if (n > 0) {
        for (qsizetype i = 0; i < n; ++i)
            b->values()[i] = valueAt(i);
        std::memcpy(b->ownNames(), m_block->names, size_t(n) * sizeof(void *));
    }
    if (m_block)
        Block::release(m_block);
    m_block = b;
}

void MetricMap::reserve(qsizetype n)
{
    if (m_block && !m_block->shared && qsizetype(m_block->capacity) >= n)
        return;
    if (n > size())
        own(n);
}

void MetricMap::squeeze()
{
    if (size() == 0)
        clear();
    else if (!m_block->shared && m_block->capacity > m_block->size)
        own(size());
}

void MetricMap::makeRoom()
{
    const qsizetype n = size();
    if (m_block && !m_block->shared && qsizetype(m_block->capacity) > n)
        return;
    own(std::max<qsizetype>(n + 1, 2 * n)); // grows as a vector does
}

void MetricMap::insertAt(qsizetype i, const QString *interned, double value)
{
    makeRoom();
    const qsizetype n = size();
    double *values = m_block->values();
    const QString **names = m_block->ownNames();
    std::memmove(values + i + 1, values + i, size_t(n - i) * sizeof(double));
    std::memmove(names + i + 1, names + i, size_t(n - i) * sizeof(void *));
    values[i] = value;
    names[i] = interned;
    ++m_block->size;
}

qsizetype MetricMap::lowerBound(QStringView key) const
{
    const qsizetype n = size();
    const QString *const *names = nameData();
    // Entries usually arrive in order (from another map or a sorted header): try the end first.
    if (n == 0 || compareNames(*names[n - 1], key) < 0)
        return n;
    const auto it = std::lower_bound(names, names + n, key,
                                     [](const QString *name, QStringView k) { return compareNames(*name, k) < 0; });
    return qsizetype(it - names);
}

qsizetype MetricMap::indexOf(QStringView key) const
{
    const qsizetype i = lowerBound(key);
    return i < size() && QStringView(*nameData()[i]) == key ? i : -1;
}

double MetricMap::value(const QString &key, double fallback) const
{
    const qsizetype i = indexOf(key);
    return i >= 0 ? valueAt(i) : fallback;
}

MetricMap::const_iterator MetricMap::constFind(const QString &key) const
{
    const qsizetype i = indexOf(key);
    return i >= 0 ? at(i) : cend();
}

MetricMap::iterator MetricMap::find(const QString &key)
{
    const qsizetype i = indexOf(key);
    return i >= 0 ? iterator(nameData() + i, valueData() + i) : end();
}

MetricMap::iterator MetricMap::insert(const QString &key, double value)
{
    const qsizetype i = lowerBound(key);
    if (i < size() && *nameData()[i] == key)
        valueData()[i] = value;
    else
        insertAt(i, MetricNames::intern(key), value);
    return iterator(nameData() + i, valueData() + i);
}

void MetricMap::insertInterned(const QString *interned, double value)
{
    const qsizetype n = size();
    if (n == 0 || compareNames(*nameData()[n - 1], *interned) < 0) {
        insertAt(n, interned, value);
        return;
    }
    const qsizetype i = lowerBound(*interned);
    if (i < n && nameData()[i] == interned)
        valueData()[i] = value;
    else
        insertAt(i, interned, value);
}

void MetricMap::appendInterned(const QString *interned, double value)
{
    Q_ASSERT(isEmpty() || lastKey() < *interned);
    insertAt(size(), interned, value);
}

void MetricMap::insert(const MetricMap &other)
{
    if (isEmpty()) {
        *this = other;
        return;
    }
    if (other.isEmpty())
        return;
    const qsizetype na = size(), nb = other.size();
    Block *merged = Block::allocate(na + nb, nullptr);
    const QString **names = merged->ownNames();
    double *values = merged->values();
    qsizetype a = 0, b = 0, out = 0;
    const QString *const *an = nameData();
    const QString *const *bn = other.nameData();
    while (a < na || b < nb) {
        // Equal names are the same interned copy: no comparison of their text.
        const int order = a == na ? 1 : b == nb ? -1 : an[a] == bn[b] ? 0 : compareNames(*an[a], *bn[b]);
        if (order < 0) {
            names[out] = an[a];
            values[out++] = valueAt(a++);
        } else {
            names[out] = bn[b];
            values[out++] = other.valueAt(b++);
            if (order == 0)
                ++a; // replaced by other's
        }
    }
    merged->size = quint32(out);
    Block::release(m_block);
    m_block = merged;
}

double &MetricMap::operator[](const QString &key)
{
    const qsizetype i = lowerBound(key);
    if (i >= size() || *nameData()[i] != key)
        insertAt(i, MetricNames::intern(key), 0.0);
    return valueData()[i];
}

double &MetricMap::valueOfInterned(const QString *interned)
{
    const qsizetype n = size();
    qsizetype i = n;
    for (qsizetype k = 0; k < n && n <= kScanLimit; ++k) {
        if (nameData()[k] == interned)
            return valueData()[k];
    }
    if (n > 0 && compareNames(*nameData()[n - 1], *interned) >= 0)
        i = lowerBound(*interned);
    if (i >= n || nameData()[i] != interned)
        insertAt(i, interned, 0.0);
    return valueData()[i];
}

MetricMap::iterator MetricMap::erase(const_iterator position)
{
    const qsizetype i = position.namePosition() - nameData();
    if (m_block->shared)
        own(size());
    const qsizetype n = size();
    double *values = m_block->values();
    const QString **names = m_block->ownNames();
    std::memmove(values + i, values + i + 1, size_t(n - i - 1) * sizeof(double));
    std::memmove(names + i, names + i + 1, size_t(n - i - 1) * sizeof(void *));
    --m_block->size;
    return iterator(nameData() + i, valueData() + i);
}

qsizetype MetricMap::remove(const QString &key)
{
    const qsizetype i = indexOf(key);
    if (i < 0)
        return 0;
    erase(at(i));
    return 1;
}

qsizetype MetricMap::indexInSharedList(const QString *const *names, qsizetype n, const QString *interned)
{
    // Shared lists are kept unchanged until the process ends (MetricNames::internList), so an
    // answer stays true; a slot holds the last list and name that hashed to it.
    struct Slot
    {
        const QString *const *list = nullptr;
        const QString *name = nullptr;
        qsizetype size = 0; // of the map asked about: one may hold fewer entries than its list
        qsizetype index = -1;
    };
    constexpr size_t kSlots = 1024;
    static thread_local std::array<Slot, kSlots> t_slots;
    const size_t hash = (quintptr(names) >> 4) * 31 + (quintptr(interned) >> 3);
    Slot &slot = t_slots[(hash ^ (hash >> 10)) % kSlots];
    if (slot.list == names && slot.name == interned && slot.size == n)
        return slot.index;
    qsizetype index = -1;
    for (qsizetype i = 0; i < n; ++i) {
        if (names[i] == interned) {
            index = i;
            break;
        }
    }
    slot = {names, interned, n, index};
    return index;
}

void MetricMap::shareNames()
{
    if (!m_block || m_block->shared || m_block->size == 0)
        return;
    const qsizetype n = size();
    const QString *const *list = MetricNames::internList(nameData(), n);
    if (!list)
        return; // the registry holds as many lists as it keeps
    Block *b = Block::allocate(n, list);
    b->size = quint32(n);
    std::memcpy(b->values(), m_block->values(), size_t(n) * sizeof(double));
    Block::release(m_block);
    m_block = b;
}

MetricMap MetricMap::sharingNamesOf(const MetricMap &other)
{
    const qsizetype n = other.size();
    if (n == 0 || other.m_block->shared)
        return other;
    const QString *const *list = MetricNames::internList(other.nameData(), n);
    if (!list)
        return other; // the registry holds as many lists as it keeps
    MetricMap out;
    out.m_block = Block::allocate(n, list);
    out.m_block->size = quint32(n);
    std::memcpy(out.m_block->values(), other.m_block->values(), size_t(n) * sizeof(double));
    return out;
}

MetricMap::Block *MetricMap::packedBlock(const QString *const *names, const double *numbers, qsizetype n)
{
    Block *b = Block::allocate(n, names, true);
    for (qsizetype i = 0; i < n; ++i) {
        const std::optional<quint32> code = PackedDecimal::encode(numbers[i]);
        if (!code) {
            Block::release(b);
            return nullptr;
        }
        b->codes()[i] = *code;
    }
    b->size = quint32(n);
    return b;
}

void MetricMap::pack()
{
    if (!m_block || !m_block->shared || m_block->packed)
        return;
    if (Block *b = packedBlock(m_block->names, m_block->values(), size())) {
        Block::release(m_block);
        m_block = b;
    }
}

MetricMap MetricMap::withNamesOf(const MetricMap &names, const double *numbers)
{
    const qsizetype n = names.size();
    MetricMap out;
    if (n == 0)
        return out;
    if (!names.m_block->shared) { // the registry of lists was full: a copy of the names
        out = names;
        std::memcpy(out.m_block->values(), numbers, size_t(n) * sizeof(double));
        return out;
    }
    out.m_block = packedBlock(names.m_block->names, numbers, n);
    if (!out.m_block) {
        out.m_block = Block::allocate(n, names.m_block->names);
        out.m_block->size = quint32(n);
        std::memcpy(out.m_block->values(), numbers, size_t(n) * sizeof(double));
    }
    return out;
}

bool MetricMap::allFinite() const
{
    if (isPacked())
        return true;
    const qsizetype n = size();
    for (qsizetype i = 0; i < n; ++i) {
        if (!std::isfinite(m_block->values()[i]))
            return false;
    }
    return true;
}

void MetricMap::unpack()
{
    const qsizetype n = size();
    Block *b = Block::allocate(n, m_block->names);
    for (qsizetype i = 0; i < n; ++i)
        b->values()[i] = PackedDecimal::decode(m_block->codes()[i]);
    b->size = quint32(n);
    Block::release(m_block);
    m_block = b;
}

bool MetricMap::sharesNamesWith(const MetricMap &other) const
{
    return m_block && other.m_block && m_block->shared && other.m_block->shared
        && m_block->names == other.m_block->names;
}

QStringList MetricMap::keys() const
{
    QStringList out;
    out.reserve(size());
    for (auto it = keyBegin(); it != keyEnd(); ++it)
        out << *it;
    return out;
}

QList<double> MetricMap::values() const
{
    QList<double> out;
    out.reserve(size());
    for (qsizetype i = 0; i < size(); ++i)
        out << valueAt(i);
    return out;
}

bool operator==(const MetricMap &a, const MetricMap &b)
{
    const qsizetype n = a.size();
    if (n != b.size())
        return false;
    for (qsizetype i = 0; i < n; ++i) {
        if (a.nameData()[i] != b.nameData()[i] || a.valueAt(i) != b.valueAt(i))
            return false;
    }
    return true;
}

} // namespace rl
