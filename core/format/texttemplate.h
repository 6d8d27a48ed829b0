// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <array>
#include <concepts>
#include <vector>

namespace rl {

// A sentence with %1, %2, … taken apart once, so that filling it is joining its pieces: the
// same bytes QString::arg gives with the same number of texts, without finding the markers
// again. A long export says one sentence per kernel, a quarter of a million times the same
// few patterns.
//
// The pieces are found by QString::arg itself: it is given a character no text holds for each
// argument, and its result is cut at those characters. arg replaces every marker in one pass
// and never looks into what it put in, so the pieces are exactly what it does with any texts.
// A pattern that holds one of those characters itself is filled by arg every time.
class TextTemplate
{
public:
    TextTemplate() = default;
    // `argumentCount` texts will fill it, as `pattern.arg(a)` (one) or `pattern.arg(a, b, …)`.
    TextTemplate(const QString &pattern, int argumentCount);

    template<typename... Texts>
    requires(std::same_as<Texts, QString> &&...) QString fill(const Texts &...texts)
    const
    {
        static_assert(sizeof...(Texts) >= 1 && sizeof...(Texts) <= kMaxArguments);
        if (m_byArg)
            return m_pattern.arg(texts...);
        const std::array<const QString *, sizeof...(Texts)> given{&texts...};
        return joined(given.data(), sizeof...(Texts));
    }

    static constexpr int kMaxArguments = 9;

private:
    QString joined(const QString *const *texts, size_t count) const;

    struct Piece
    {
        QString text;      // said as it is
        int argument = -1; // then this argument, if any
    };
    std::vector<Piece> m_pieces;
    QString m_pattern;
    bool m_byArg = false;
};

} // namespace rl
