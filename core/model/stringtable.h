// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <cstdint>
#include <deque>
#include <string>
#include <string_view>
#include <unordered_map>

namespace rl {

// Interned UTF-8 strings: big traces repeat a few thousand names millions of times, so
// events store a 32-bit id instead of a string.
class StringTable
{
public:
    StringTable();
    StringTable(const StringTable &other);
    StringTable &operator=(const StringTable &other);
    StringTable(StringTable &&) noexcept = default;
    StringTable &operator=(StringTable &&) noexcept = default;

    quint32 intern(std::string_view text);
    quint32 intern(const QString &text) { return intern(std::string_view(text.toStdString())); }
    std::string_view view(quint32 id) const { return m_strings[id]; }
    QString at(quint32 id) const { return QString::fromUtf8(m_strings[id].data(), qsizetype(m_strings[id].size())); }
    quint32 size() const { return quint32(m_strings.size()); }
    // -1 when the text was never interned
    qint64 find(std::string_view text) const;

private:
    void rebuildIndex();
    std::deque<std::string> m_strings; // id 0 is the empty string; deque: elements never move
    std::unordered_map<std::string_view, quint32> m_index;
};

} // namespace rl
