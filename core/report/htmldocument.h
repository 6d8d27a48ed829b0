// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace rl {

// Builds one self-contained HTML page: inline CSS, no scripts, no links to anything outside
// the file, every piece of text escaped. Raw markup (inline SVG) goes through raw().
class HtmlDocument
{
public:
    explicit HtmlDocument(const QString &title);

    void heading(const QString &text, int level = 2, const QString &id = {});
    void paragraph(const QString &text, const QString &cssClass = {});
    // A definition list of label → value pairs.
    void facts(const QList<std::pair<QString, QString>> &items);
    // A table; `cells` are escaped; rowClasses (optional, one per row) colour rows.
    void table(const QStringList &header, const QList<QStringList> &rows, const QStringList &rowClasses = {},
               const QString &cssClass = {});
    void raw(const QString &markup);
    void beginSection(const QString &cssClass = {});
    void endSection();

    QByteArray finish() const;
    static QString escape(const QString &text);

private:
    QString m_title;
    QString m_body;
};

} // namespace rl
