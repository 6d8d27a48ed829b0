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
        l.m_line = line;
        return l;
    }

    QString toString() const { return m_line > 0 ? m_text + u':' + QString::number(m_line) : m_text; }
    operator QString() const { return toString(); }
    bool isEmpty() const { return m_text.isEmpty(); }

    friend bool operator==(const SourceLocation &a, const SourceLocation &b) { return a.toString() == b.toString(); }

private:
    QString m_text; // the file's name when m_line > 0, else the whole location
    int m_line = 0;
};

} // namespace rl
