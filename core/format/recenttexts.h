// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <array>
#include <cstddef>

namespace rl {

// The last few texts made of a number, kept to be said again: a run's sentences say the same
// two or three thresholds and roofs for nearly every kernel. Held per thread by its user
// (`thread_local`), so no lock; only for texts that do not depend on the language.
template<size_t N>
class RecentTexts
{
public:
    template<typename Make>
    const QString &of(double value, const Make &make)
    {
        for (size_t i = 0; i < m_used; ++i) {
            if (m_said[i].value == value)
                return m_said[i].text;
        }
        Said &slot = m_said[m_next];
        m_next = (m_next + 1) % N;
        m_used = m_used < N ? m_used + 1 : N;
        slot = {value, make(value)};
        return slot.text;
    }

private:
    struct Said
    {
        double value = 0.0;
        QString text;
    };
    std::array<Said, N> m_said;
    size_t m_used = 0;
    size_t m_next = 0;
};

} // namespace rl
