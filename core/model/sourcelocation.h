// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringBuilder>

#include <utility>

namespace rl {

// Where an operator came from, as messages name it: "file:line", "file@offset",
// "file#TASK/globalTaskId=7" or the file alone. A table's rows share their file's name and keep
// only their line number, which becomes text when asked: a quarter of a million "file:line"
// strings were a twentieth of a long run's memory.
class SourceLocation
{
public:
    SourceLocation() = default;
    // Any location already written out. Implicit, so a location reads and assigns as the
    // QString it was.
    SourceLocation(QString text) : m_text(std::move(text)) { }
    template<typename A, typename B>
    SourceLocation(const QStringBuilder<A, B> &text) : m_text(text)
    { }
    // Line `line` (1-based) of `file`: "file:line".
    static SourceLocation atLine(const QString &file, int line)
    {
        SourceLocation l(file);
        l.m_number = line;
        return l;
    }
    // Byte `offset` of `file`: "file@offset". A trace's tasks keep their file's shared name and
    // the number alone, as a table's rows do: a 1 GB trace has 318 k of them.
    static SourceLocation atOffset(const QString &file, qint64 offset)
    {
        SourceLocation l(file);
        l.m_number = offset >= 0 ? -offset - 1 : 0;
        return l;
    }

    QString toString() const
    {
        if (m_number > 0)
            return m_text + u':' + QString::number(m_number);
        if (m_number < 0)
            return m_text + u'@' + QString::number(-(m_number + 1));
        return m_text;
    }
    operator QString() const { return toString(); }
    bool isEmpty() const { return m_text.isEmpty(); }

    friend bool operator==(const SourceLocation &a, const SourceLocation &b) { return a.toString() == b.toString(); }

private:
    QString m_text;      // the file's name when m_number is not 0, else the whole location
    qint64 m_number = 0; // a line when above 0, an offset o as -o - 1 when below, else none
};

} // namespace rl
