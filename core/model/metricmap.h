// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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
// precision or path, the PMU values of a table row. A sorted vector rather than a QMap:
// a run of a quarter of a million kernels holds tens of millions of these entries, and a
// tree node per entry cost more memory than the numbers and names together. The names are
// interned (metricnames.h), so an entry is a pointer and a double: a QString in each entry
// made the metrics a fifth of a long run's memory.
// The interface is the part of QMap's the code uses, so it reads the same.
class MetricMap
{
public:
    struct Entry
    {
        const QString *name; // interned: equal names are the same pointer
        double value;
        friend bool operator==(const Entry &a, const Entry &b) { return a.name == b.name && a.value == b.value; }
    };
    using Item = std::pair<QString, double>;

    template<typename Base>
    class Iterator
    {
    public:
        using iterator_category = std::bidirectional_iterator_tag;
        using difference_type = std::ptrdiff_t;
        using value_type = double;
        using pointer = std::conditional_t<std::is_const_v<std::remove_pointer_t<Base>>, const double *, double *>;
        using reference = std::conditional_t<std::is_const_v<std::remove_pointer_t<Base>>, const double &, double &>;

        Iterator() = default;
        explicit Iterator(Base entry) : m_entry(entry) { }
        template<typename Other>
        Iterator(const Iterator<Other> &other) : m_entry(other.entry())
        { }

        const QString &key() const { return *m_entry->name; }
        const QString *internedKey() const { return m_entry->name; } // the registry's copy
        reference value() const { return m_entry->value; }
        reference operator*() const { return m_entry->value; }
        pointer operator->() const { return &m_entry->value; }
        Iterator &operator++()
        {
            ++m_entry;
            return *this;
        }
        Iterator operator++(int)
        {
            Iterator old = *this;
            ++m_entry;
            return old;
        }
        Iterator &operator--()
        {
            --m_entry;
            return *this;
        }
        Iterator operator--(int)
        {
            Iterator old = *this;
            --m_entry;
            return old;
        }
        template<typename Other>
        bool operator==(const Iterator<Other> &other) const
        {
            return m_entry == other.entry();
        }
        template<typename Other>
        bool operator!=(const Iterator<Other> &other) const
        {
            return m_entry != other.entry();
        }
        Base entry() const { return m_entry; }

    private:
        Base m_entry = nullptr;
    };
    using iterator = Iterator<Entry *>;
    using const_iterator = Iterator<const Entry *>;

    class KeyIterator
    {
    public:
        using iterator_category = std::bidirectional_iterator_tag;
        using difference_type = std::ptrdiff_t;
        using value_type = QString;
        using pointer = const QString *;
        using reference = const QString &;

        KeyIterator() = default;
        explicit KeyIterator(const Entry *entry) : m_entry(entry) { }
        const QString &operator*() const { return *m_entry->name; }
        const QString *operator->() const { return m_entry->name; }
        KeyIterator &operator++()
        {
            ++m_entry;
            return *this;
        }
        KeyIterator operator++(int)
        {
            KeyIterator old = *this;
            ++m_entry;
            return old;
        }
        KeyIterator &operator--()
        {
            --m_entry;
            return *this;
        }
        KeyIterator operator--(int)
        {
            KeyIterator old = *this;
            --m_entry;
            return old;
        }
        bool operator==(const KeyIterator &other) const { return m_entry == other.m_entry; }
        bool operator!=(const KeyIterator &other) const { return m_entry != other.m_entry; }

    private:
        const Entry *m_entry = nullptr;
    };

    MetricMap() = default;
    MetricMap(std::initializer_list<Item> items);

    bool isEmpty() const { return m_entries.empty(); }
    bool empty() const { return m_entries.empty(); }
    qsizetype size() const { return qsizetype(m_entries.size()); }
    qsizetype count() const { return size(); }
    void clear() { m_entries.clear(); }
    void reserve(qsizetype n) { m_entries.reserve(size_t(n)); }
    void squeeze() { m_entries.shrink_to_fit(); }

    // Keys as QString, as QMap takes them, so built names (prefix + "_time") convert.
    bool contains(const QString &key) const { return lookup(key) != nullptr; }
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
    void appendInterned(const QString *interned, double value)
    {
        Q_ASSERT(m_entries.empty() || *m_entries.back().name < *interned);
        m_entries.push_back(Entry{interned, value});
    }
    // Inserts or replaces every entry of `other`, in one merge of the two sorted lists.
    void insert(const MetricMap &other);
    // The entry named by `interned` (MetricNames::intern's copy), found by comparing pointers
    // alone: equal names are one copy, so no text is read. The loops over every kernel of a
    // long run look their fixed names up this way.
    const_iterator findInterned(const QString *interned) const;
    std::optional<double> valueInterned(const QString *interned) const
    {
        const const_iterator it = findInterned(interned);
        return it == cend() ? std::nullopt : std::optional<double>(*it);
    }
    // Position of `key` among the entries (in key order), or -1; valueAt reads it back.
    qsizetype indexOf(QStringView key) const;
    double valueAt(qsizetype i) const { return m_entries[size_t(i)].value; }
    double &operator[](const QString &key);
    iterator erase(const_iterator position);
    qsizetype remove(const QString &key);

    QStringList keys() const;
    QList<double> values() const;

    iterator begin() { return iterator(data()); }
    iterator end() { return iterator(data() + m_entries.size()); }
    const_iterator begin() const { return cbegin(); }
    const_iterator end() const { return cend(); }
    const_iterator cbegin() const { return const_iterator(data()); }
    const_iterator cend() const { return const_iterator(data() + m_entries.size()); }
    const_iterator constBegin() const { return cbegin(); }
    const_iterator constEnd() const { return cend(); }
    KeyIterator keyBegin() const { return KeyIterator(data()); }
    KeyIterator keyEnd() const { return KeyIterator(data() + m_entries.size()); }
    const QString &firstKey() const { return *m_entries.front().name; }
    const QString &lastKey() const { return *m_entries.back().name; }

    friend bool operator==(const MetricMap &a, const MetricMap &b) { return a.m_entries == b.m_entries; }
    friend bool operator!=(const MetricMap &a, const MetricMap &b) { return !(a == b); }

private:
    Entry *data() { return m_entries.data(); }
    const Entry *data() const { return m_entries.data(); }
    const Entry *lookup(QStringView key) const;
    // First entry whose key is not less than `key`.
    size_t lowerBound(QStringView key) const;

    std::vector<Entry> m_entries; // sorted by key, keys unique
};

} // namespace rl
