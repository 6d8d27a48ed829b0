// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <array>
#include <concepts>
#include <cstddef>
#include <vector>

namespace rl {

// What a marker of a pattern filled into a text can be: a text, or a callable that appends its
// own text to the one being filled (a nested sentence said where it goes, not made apart).
template<typename Part>
concept TextPart = std::same_as<Part, QString> || std::invocable<const Part &, QString &>;

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

    // Appends what fill gives to `out`, each part a text or a callable that appends its text
    // to `out` where its marker is: a sentence of sentences (the GM-side note of every kernel's
    // evidence, three levels deep) is said into one text instead of each level made, copied
    // into the next and freed.
    template<TextPart... Parts>
    void appendTo(QString &out, const Parts &...parts) const
    {
        static_assert(sizeof...(Parts) >= 1 && sizeof...(Parts) <= kMaxArguments);
        if (m_byArg) {
            out += m_pattern.arg(textOf(parts)...);
            return;
        }
        for (const Piece &p : m_pieces) {
            out += p.text;
            if (p.argument >= 0 && size_t(p.argument) < sizeof...(Parts))
                appendPart(out, size_t(p.argument), parts...);
        }
    }

    // The text of a part: itself, or what it appends to an empty text.
    template<TextPart Part>
    static QString textOf(const Part &part)
    {
        if constexpr (std::same_as<Part, QString>) {
            return part;
        } else {
            QString text;
            part(text);
            return text;
        }
    }

    static constexpr int kMaxArguments = 9;

private:
    QString joined(const QString *const *texts, size_t count) const;

    template<TextPart Part>
    static void append(QString &out, const Part &part)
    {
        if constexpr (std::same_as<Part, QString>)
            out += part;
        else
            part(out);
    }
    // The part at `index`, found by counting through the pack: at most kMaxArguments compares.
    template<TextPart... Parts>
    static void appendPart(QString &out, size_t index, const Parts &...parts)
    {
        size_t at = 0;
        ((at++ == index ? append(out, parts) : void()), ...);
    }

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
