// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/stringtable.h"

namespace rl {

StringTable::StringTable()
{
    m_strings.emplace_back();
    rebuildIndex();
}

StringTable::StringTable(const StringTable &other) : m_strings(other.m_strings)
{
    rebuildIndex();
}

StringTable &StringTable::operator=(const StringTable &other)
{
    if (this != &other) {
        m_strings = other.m_strings;
        rebuildIndex();
    }
    return *this;
}

void StringTable::rebuildIndex()
{
    // The index holds views into m_strings, so a copy needs its own index.
    m_index.clear();
    m_index.reserve(m_strings.size());
    for (quint32 i = 0; i < m_strings.size(); ++i)
        m_index.emplace(std::string_view(m_strings[i]), i);
}

quint32 StringTable::intern(std::string_view text)
{
    if (auto it = m_index.find(text); it != m_index.end())
        return it->second;
    m_strings.emplace_back(text);
    const auto id = quint32(m_strings.size() - 1);
    m_index.emplace(std::string_view(m_strings.back()), id);
    return id;
}

qint64 StringTable::find(std::string_view text) const
{
    if (auto it = m_index.find(text); it != m_index.end())
        return it->second;
    return -1;
}

} // namespace rl
