// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstddef>

namespace rl {

// The values made for the last N keys asked about, the oldest replaced first: a long run asks
// about the same few keys (a threshold's text, a table's list of metric names) for nearly
// every kernel. Held per thread by its user (`thread_local`), so no lock. `Key` compares with ==.
template<typename Key, typename Value, size_t N>
class RecentValues
{
public:
    // The value kept for `key`, else make(key), kept in place of the oldest.
    template<typename Make>
    const Value &of(const Key &key, const Make &make)
    {
        for (size_t i = 0; i < m_used; ++i) {
            if (m_kept[i].key == key)
                return m_kept[i].value;
        }
        Kept &slot = m_kept[m_next];
        m_next = (m_next + 1) % N;
        m_used = m_used < N ? m_used + 1 : N;
        slot.key = key;
        slot.value = make(key);
        return slot.value;
    }

private:
    struct Kept
    {
        Key key{};
        Value value{};
    };
    std::array<Kept, N> m_kept;
    size_t m_used = 0;
    size_t m_next = 0;
};

} // namespace rl
