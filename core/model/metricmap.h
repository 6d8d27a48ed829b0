// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/packeddecimal.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <initializer_list>
#include <iterator>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

namespace rl {

// Numbers by name, ordered by name: an operator's raw metrics, a component's work per
// precision or path, the PMU values of a table row. Not a QMap: a run of a quarter of a million
// kernels holds tens of millions of these entries, and a tree node per entry cost more memory
// than the numbers and names together. The names are interned (metricnames.h), so a name is a
// pointer. The whole map is one pointer to one block holding the values and the names, or
// nothing when empty: most maps are a component's one or two work items.
// The rows of a table name the same metrics: shareNames() lets a map point at one list of names
// kept for every map with those names, and hold only its numbers. A map whose keys change gets
// a list of its own again.
// The interface is the part of QMap's the code uses, so it reads the same.
class MetricMap
{
public:
    using Item = std::pair<QString, double>;

    // A const iterator reads a number by value: a packed map (pack()) keeps codes, not doubles.
    template<bool Const>
    class Iterator
    {
    public:
        using iterator_category = std::bidirectional_iterator_tag;
        using difference_type = std::ptrdiff_t;
        using value_type = double;
        using reference = std::conditional_t<Const, double, double &>;
        using Storage = std::conditional_t<Const, const void *, double *>;

        Iterator() = default;
        Iterator(const QString *const *name, Storage value, bool packed = false)
            : m_name(name), m_value(value), m_packed(packed)
        { }
        template<bool Other, typename = std::enable_if_t<Const && !Other>>
        Iterator(const Iterator<Other> &other) : m_name(other.namePosition()), m_value(other.valuePosition())
        { }

        const QString &key() const { return **m_name; }
        const QString *internedKey() const { return *m_name; } // the registry's copy
        reference value() const
        {
            if constexpr (Const)
                return m_packed ? PackedDecimal::decode(*static_cast<const quint32 *>(m_value))
                                : *static_cast<const double *>(m_value);
            else
                return *m_value;
        }
        reference operator*() const { return value(); }
        Iterator &operator++()
        {
            ++m_name;
            step(1);
            return *this;
        }
        Iterator operator++(int)
        {
            Iterator old = *this;
            ++*this;
            return old;
        }
        Iterator &operator--()
        {
            --m_name;
            step(-1);
            return *this;
        }
        Iterator operator--(int)
        {
            Iterator old = *this;
            --*this;
            return old;
        }
        // Positions in one map: its names' positions tell them apart.
        template<bool Other>
        bool operator==(const Iterator<Other> &other) const
        {
            return m_name == other.namePosition();
        }
        template<bool Other>
        bool operator!=(const Iterator<Other> &other) const
        {
            return m_name != other.namePosition();
        }
        const QString *const *namePosition() const { return m_name; }
        Storage valuePosition() const { return m_value; }

    private:
        void step(int by)
        {
            if constexpr (Const)
                m_value = static_cast<const char *>(m_value) + by * (m_packed ? sizeof(quint32) : sizeof(double));
            else
                m_value += by;
        }

        const QString *const *m_name = nullptr;
        Storage m_value = nullptr;
        bool m_packed = false;
    };
    using iterator = Iterator<false>;
    using const_iterator = Iterator<true>;

    class KeyIterator
    {
    public:
        using iterator_category = std::bidirectional_iterator_tag;
        using difference_type = std::ptrdiff_t;
        using value_type = QString;
        using pointer = const QString *;
        using reference = const QString &;

        KeyIterator() = default;
        explicit KeyIterator(const QString *const *name) : m_name(name) { }
        const QString &operator*() const { return **m_name; }
        const QString *operator->() const { return *m_name; }
        KeyIterator &operator++()
        {
            ++m_name;
            return *this;
        }
        KeyIterator operator++(int)
        {
            KeyIterator old = *this;
            ++m_name;
            return old;
        }
        KeyIterator &operator--()
        {
            --m_name;
            return *this;
        }
        KeyIterator operator--(int)
        {
            KeyIterator old = *this;
            --m_name;
            return old;
        }
        bool operator==(const KeyIterator &other) const { return m_name == other.m_name; }
        bool operator!=(const KeyIterator &other) const { return m_name != other.m_name; }

    private:
        const QString *const *m_name = nullptr;
    };

    MetricMap() = default;
    MetricMap(std::initializer_list<Item> items);
    MetricMap(const MetricMap &other);
    MetricMap(MetricMap &&other) noexcept : m_block(std::exchange(other.m_block, nullptr)) { }
    MetricMap &operator=(const MetricMap &other);
    MetricMap &operator=(MetricMap &&other) noexcept
    {
        std::swap(m_block, other.m_block);
        return *this;
    }
    ~MetricMap();

    bool isEmpty() const { return size() == 0; }
    bool empty() const { return isEmpty(); }
    qsizetype size() const { return m_block ? qsizetype(m_block->size) : 0; }
    qsizetype count() const { return size(); }
    void clear();
    void reserve(qsizetype n);
    void squeeze(); // no room beyond the entries

    // Keys as QString, as QMap takes them, so built names (prefix + "_time") convert.
    bool contains(const QString &key) const { return indexOf(key) >= 0; }
    double value(const QString &key, double fallback = 0.0) const;
    const_iterator constFind(const QString &key) const;
    const_iterator find(const QString &key) const { return constFind(key); }
    iterator find(const QString &key);

    // Inserts or replaces; the iterator points at the entry.
    iterator insert(const QString &key, double value);
    // Inserts or replaces `interned` (MetricNames::intern's copy): a table's rows give the
    // same names in the same order, so the parser interns them once, not once per row, and
    // an entry after the last one is appended without a search.
    void insertInterned(const QString *interned, double value);
    // Appends `interned` after the last entry, whose name must come before it (a parser that
    // sorted its columns once): no comparison at all per row.
    void appendInterned(const QString *interned, double value);
    // Inserts or replaces every entry of `other`, in one merge of the two sorted lists.
    void insert(const MetricMap &other);
    // The entry named by `interned` (MetricNames::intern's copy), found by comparing pointers
    // alone: equal names are one copy, so no text is read. The loops over every kernel of a
    // long run look their fixed names up this way.
    const_iterator findInterned(const QString *interned) const
    {
        const qsizetype n = size();
        const QString *const *names = nameData();
        if (n > kScanLimit && m_block->shared) {
            const qsizetype i = indexInSharedList(names, n, interned);
            return i < 0 ? cend() : at(i);
        }
        for (qsizetype i = 0; i < n; ++i) {
            if (names[i] == interned)
                return at(i);
        }
        return cend();
    }
    std::optional<double> valueInterned(const QString *interned) const
    {
        const const_iterator it = findInterned(interned);
        return it == cend() ? std::nullopt : std::optional<double>(*it);
    }
    // The shared list of names the map points at (shareNames), or null when its names are its
    // own: maps with the same list and size hold the same names at the same positions.
    const QString *const *sharedNameList() const { return m_block && m_block->shared ? m_block->names : nullptr; }
    // Position of the entry named by `interned` (findInterned), or -1; valueAt reads it back.
    qsizetype indexOfInterned(const QString *interned) const
    {
        const const_iterator it = findInterned(interned);
        return it == cend() ? -1 : qsizetype(it.namePosition() - nameData());
    }
    // Position of `key` among the entries (in key order), or -1; valueAt reads it back.
    qsizetype indexOf(QStringView key) const;
    double valueAt(qsizetype i) const
    {
        return m_block->packed ? PackedDecimal::decode(m_block->codes()[i]) : m_block->values()[i];
    }
    double &operator[](const QString &key);
    // operator[] for an interned name (MetricNames::intern): no text made or searched when the
    // name is there already.
    double &valueOfInterned(const QString *interned);
    iterator erase(const_iterator position);
    qsizetype remove(const QString &key);

    // Points at the process' one list of these names (MetricNames::internList) and keeps only
    // the numbers: for maps that many others share their keys with, a table's rows.
    void shareNames();
    // A copy of `other` that shares its names as shareNames() would make it: one block
    // allocated, where a copy and then shareNames() allocated two and freed one (every
    // component of every kernel of a run is made this way).
    static MetricMap sharingNamesOf(const MetricMap &other);
    // Whether both point at the same shared list of names.
    bool sharesNamesWith(const MetricMap &other) const;
    // Keeps the numbers of a map that shares its names (shareNames) as PackedDecimal codes,
    // half their size, when every one of them is such a decimal; otherwise leaves it as it is.
    // For a table's rows, which are kept for the whole analysis and never changed again: any
    // change makes them doubles again.
    void pack();
    bool isPacked() const { return m_block && m_block->packed; }
    // A map of `names`' entries holding `numbers` (as many), packed as pack() would pack them
    // where the names are a shared list (shareNames): one block made, where a copy and then
    // pack() made two.
    static MetricMap withNamesOf(const MetricMap &names, const double *numbers);
    // No entry is infinite or NaN (a packed map's are short decimals, all finite).
    bool allFinite() const;

    QStringList keys() const;
    QList<double> values() const;

    // A packed map becomes doubles again for these, as for every other change.
    iterator begin() { return iterator(nameData(), valueData()); }
    iterator end() { return iterator(nameData() + size(), valueData() + size()); }
    const_iterator begin() const { return cbegin(); }
    const_iterator end() const { return cend(); }
    const_iterator cbegin() const { return at(0); }
    const_iterator cend() const { return at(size()); }
    const_iterator constBegin() const { return cbegin(); }
    const_iterator constEnd() const { return cend(); }
    KeyIterator keyBegin() const { return KeyIterator(nameData()); }
    KeyIterator keyEnd() const { return KeyIterator(nameData() + size()); }
    const QString &firstKey() const { return *nameData()[0]; }
    const QString &lastKey() const { return *nameData()[size() - 1]; }

    friend bool operator==(const MetricMap &a, const MetricMap &b);
    friend bool operator!=(const MetricMap &a, const MetricMap &b) { return !(a == b); }

private:
    // Maps up to this long are searched entry by entry; in longer ones that share a list of
    // names (a table's rows), the answer for each list and name is remembered per thread:
    // a row has dozens of metrics and each kernel's analysis asks for a few dozen by name.
    static constexpr qsizetype kScanLimit = 8;
    static qsizetype indexInSharedList(const QString *const *names, qsizetype n, const QString *interned);

    // The numbers, then (unless shared) the names, right after the header, in one allocation.
    // A packed block holds PackedDecimal codes instead of doubles and always shares its names.
    struct Block
    {
        const QString *const *names; // sorted, unique: the block's own or a shared list
        quint32 size;
        quint32 capacity : 30; // entries there is room for; a shared list's block has no more
        quint32 shared : 1;
        quint32 packed : 1;

        double *values() { return reinterpret_cast<double *>(this + 1); }
        const double *values() const { return reinterpret_cast<const double *>(this + 1); }
        quint32 *codes() { return reinterpret_cast<quint32 *>(this + 1); }
        const quint32 *codes() const { return reinterpret_cast<const quint32 *>(this + 1); }
        const QString **ownNames() { return reinterpret_cast<const QString **>(values() + capacity); }
        static Block *allocate(qsizetype capacity, const QString *const *sharedNames, bool packed = false);
        static void release(Block *b);
    };
    // The block's parts; null pointers for an empty map. The numbers are always the map's own,
    // so they may be written through a shared list's map; a packed map unpacks first.
    const QString *const *nameData() const { return m_block ? m_block->names : nullptr; }
    double *valueData()
    {
        if (m_block && m_block->packed)
            unpack();
        return m_block ? m_block->values() : nullptr;
    }
    // Position `i` (at most the size) for reading.
    const_iterator at(qsizetype i) const
    {
        if (!m_block)
            return const_iterator();
        return m_block->packed ? const_iterator(m_block->names + i, m_block->codes() + i, true)
                               : const_iterator(m_block->names + i, m_block->values() + i);
    }
    // Makes a packed map's numbers doubles again, before a change.
    void unpack();
    // A packed block of the `n` `numbers` under the shared list `names`, or null when one of
    // them is no short decimal.
    static Block *packedBlock(const QString *const *names, const double *numbers, qsizetype n);
    // Makes the names the map's own, with room for `capacity` entries (at least its size).
    void own(qsizetype capacity);
    // Room for one more entry of its own.
    void makeRoom();
    void insertAt(qsizetype i, const QString *interned, double value);
    // First entry whose key is not less than `key`.
    qsizetype lowerBound(QStringView key) const;

    Block *m_block = nullptr;
};

} // namespace rl
