// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/metricmap.h"

#include "core/model/metricnames.h"

#include <algorithm>

namespace rl {

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

size_t MetricMap::lowerBound(QStringView key) const
{
    // Entries usually arrive in order (from another map or a sorted header): try the end first.
    if (m_entries.empty() || compareNames(*m_entries.back().name, key) < 0)
        return m_entries.size();
    const auto it = std::lower_bound(m_entries.begin(), m_entries.end(), key,
                                     [](const Entry &e, QStringView k) { return compareNames(*e.name, k) < 0; });
    return size_t(it - m_entries.begin());
}

const MetricMap::Entry *MetricMap::lookup(QStringView key) const
{
    const size_t i = lowerBound(key);
    return i < m_entries.size() && QStringView(*m_entries[i].name) == key ? &m_entries[i] : nullptr;
}

double MetricMap::value(const QString &key, double fallback) const
{
    const Entry *e = lookup(key);
    return e ? e->value : fallback;
}

MetricMap::const_iterator MetricMap::constFind(const QString &key) const
{
    const Entry *e = lookup(key);
    return e ? const_iterator(e) : cend();
}

MetricMap::const_iterator MetricMap::findInterned(const QString *interned) const
{
    for (const Entry &e : m_entries) {
        if (e.name == interned)
            return const_iterator(&e);
    }
    return cend();
}

MetricMap::iterator MetricMap::find(const QString &key)
{
    const Entry *e = lookup(key);
    return e ? iterator(data() + (e - data())) : end();
}

MetricMap::iterator MetricMap::insert(const QString &key, double value)
{
    const size_t i = lowerBound(key);
    if (i < m_entries.size() && *m_entries[i].name == key) {
        m_entries[i].value = value;
    } else {
        m_entries.insert(m_entries.begin() + qsizetype(i), Entry{MetricNames::intern(key), value});
    }
    return iterator(data() + i);
}

void MetricMap::insertInterned(const QString *interned, double value)
{
    if (m_entries.empty() || compareNames(*m_entries.back().name, *interned) < 0) {
        m_entries.push_back(Entry{interned, value});
        return;
    }
    const size_t i = lowerBound(*interned);
    if (i < m_entries.size() && m_entries[i].name == interned)
        m_entries[i].value = value;
    else
        m_entries.insert(m_entries.begin() + qsizetype(i), Entry{interned, value});
}

void MetricMap::insert(const MetricMap &other)
{
    if (m_entries.empty()) {
        m_entries = other.m_entries;
        return;
    }
    std::vector<Entry> merged;
    merged.reserve(m_entries.size() + other.m_entries.size());
    auto a = m_entries.begin();
    auto b = other.m_entries.begin();
    while (a != m_entries.end() || b != other.m_entries.end()) {
        // Equal names are the same interned copy: no comparison of their text.
        const int order = a == m_entries.end() ? 1
            : b == other.m_entries.end()       ? -1
            : a->name == b->name               ? 0
                                               : compareNames(*a->name, *b->name);
        if (order < 0) {
            merged.push_back(*a++);
        } else {
            merged.push_back(*b++);
            if (order == 0)
                ++a; // replaced by other's
        }
    }
    m_entries = std::move(merged);
}

qsizetype MetricMap::indexOf(QStringView key) const
{
    const Entry *e = lookup(key);
    return e ? qsizetype(e - data()) : -1;
}

double &MetricMap::operator[](const QString &key)
{
    const size_t i = lowerBound(key);
    if (i >= m_entries.size() || *m_entries[i].name != key)
        m_entries.insert(m_entries.begin() + qsizetype(i), Entry{MetricNames::intern(key), 0.0});
    return m_entries[i].value;
}

MetricMap::iterator MetricMap::erase(const_iterator position)
{
    const auto offset = position.entry() - data();
    m_entries.erase(m_entries.begin() + offset);
    return iterator(data() + offset);
}

qsizetype MetricMap::remove(const QString &key)
{
    const Entry *e = lookup(key);
    if (!e)
        return 0;
    erase(const_iterator(e));
    return 1;
}

QStringList MetricMap::keys() const
{
    QStringList out;
    out.reserve(size());
    for (const Entry &e : m_entries)
        out << *e.name;
    return out;
}

QList<double> MetricMap::values() const
{
    QList<double> out;
    out.reserve(size());
    for (const Entry &e : m_entries)
        out << e.value;
    return out;
}

} // namespace rl
