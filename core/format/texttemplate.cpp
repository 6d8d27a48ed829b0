// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/format/texttemplate.h"

#include <algorithm>

namespace rl {

namespace {

// Noncharacters: Unicode keeps them out of interchanged text, so no translation holds one.
constexpr char16_t kFirstStandIn = 0xFDD0;

QChar standIn(int argument)
{
    return QChar(char16_t(kFirstStandIn + argument));
}

int argumentOf(QChar c)
{
    const int argument = int(c.unicode()) - int(kFirstStandIn);
    return argument >= 0 && argument < TextTemplate::kMaxArguments ? argument : -1;
}

// pattern.arg(s[0], …, s[count - 1]) through the overload the same call with `count` texts
// takes: one text goes to arg(const QString &), more to the variadic arg.
QString argWith(const QString &pattern, const std::array<QString, TextTemplate::kMaxArguments> &s, int count)
{
    switch (count) {
    case 1:
        return pattern.arg(s[0]);
    case 2:
        return pattern.arg(s[0], s[1]);
    case 3:
        return pattern.arg(s[0], s[1], s[2]);
    case 4:
        return pattern.arg(s[0], s[1], s[2], s[3]);
    case 5:
        return pattern.arg(s[0], s[1], s[2], s[3], s[4]);
    case 6:
        return pattern.arg(s[0], s[1], s[2], s[3], s[4], s[5]);
    case 7:
        return pattern.arg(s[0], s[1], s[2], s[3], s[4], s[5], s[6]);
    case 8:
        return pattern.arg(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]);
    default:
        return pattern.arg(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8]);
    }
}

} // namespace

TextTemplate::TextTemplate(const QString &pattern, int argumentCount) : m_pattern(pattern)
{
    argumentCount = std::clamp(argumentCount, 1, kMaxArguments);
    for (QChar c : pattern) {
        if (argumentOf(c) >= 0) {
            m_byArg = true;
            return;
        }
    }
    std::array<QString, kMaxArguments> standIns;
    for (int a = 0; a < argumentCount; ++a)
        standIns[size_t(a)] = QString(standIn(a));
    const QString marked = argWith(pattern, standIns, argumentCount);
    Piece piece;
    for (QChar c : marked) {
        if (const int argument = argumentOf(c); argument >= 0) {
            piece.argument = argument;
            m_pieces.push_back(std::move(piece));
            piece = {};
        } else {
            piece.text += c;
        }
    }
    m_pieces.push_back(std::move(piece));
}

QString TextTemplate::joined(const QString *const *texts, size_t count) const
{
    const auto argumentText = [&](const Piece &p) -> const QString * {
        return p.argument >= 0 && size_t(p.argument) < count ? texts[p.argument] : nullptr;
    };
    qsizetype size = 0;
    for (const Piece &p : m_pieces) {
        size += p.text.size();
        if (const QString *t = argumentText(p))
            size += t->size();
    }
    // Copied into a text of the final length: appending piece by piece checked room and
    // sharing each time, several appends per sentence.
    QString out(size, Qt::Uninitialized);
    QChar *at = out.data();
    const auto put = [&at](const QString &text) { at = std::copy_n(text.constData(), text.size(), at); };
    for (const Piece &p : m_pieces) {
        put(p.text);
        if (const QString *t = argumentText(p))
            put(*t);
    }
    return out;
}

} // namespace rl
