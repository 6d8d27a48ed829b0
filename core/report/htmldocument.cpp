// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/htmldocument.h"

#include "core/common/tr.h"

namespace rl {

namespace {

// Print-friendly, light, readable without any external font or stylesheet.
const char16_t kStyle[] = uR"(
body { font-family: system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; color: #1b1b1b;
       background: #ffffff; margin: 2em auto; max-width: 1200px; padding: 0 1.5em; line-height: 1.45; }
h1 { font-size: 1.6em; margin-bottom: 0.2em; } h2 { border-bottom: 2px solid #ddd; padding-bottom: 0.2em; margin-top: 2em; }
h3 { margin: 1.2em 0 0.3em; }
dl.facts { display: grid; grid-template-columns: max-content auto; gap: 0.2em 1.2em; }
dl.facts dt { font-weight: 600; color: #444; } dl.facts dd { margin: 0; overflow-wrap: anywhere; }
table { border-collapse: collapse; font-size: 0.88em; margin: 0.6em 0; }
th, td { border: 1px solid #d6d6d6; padding: 0.25em 0.55em; text-align: left; vertical-align: top; }
th { background: #f2f2f2; position: sticky; top: 0; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
tr.regression td { background: #fdecea; } tr.improvement td { background: #e8f5e9; }
tr.verdict-wait_dominated td:nth-child(6) { color: #c0392b; } tr.verdict-low_bandwidth td:nth-child(6) { color: #d35400; }
tr.verdict-small_packets td:nth-child(6) { color: #b7950b; } tr.verdict-bandwidth_bound td:nth-child(6) { color: #8a55d1; }
tr.verdict-ok td:nth-child(6) { color: #2e8b57; }
.charts { display: flex; flex-wrap: wrap; gap: 1em; } .charts svg { border: 1px solid #e2e2e2; max-width: 100%; height: auto; }
.bottleneck { border-left: 4px solid #1565c0; padding: 0.3em 0.9em; margin: 0.8em 0; background: #fafafa; }
.bottleneck ul { margin: 0.3em 0; } .muted { color: #666; font-size: 0.9em; }
.swatch { display: inline-block; width: 0.8em; height: 0.8em; border-radius: 2px; margin-right: 0.3em; vertical-align: -0.05em; }
@media print { th { position: static; } .charts svg { border: none; } }
)";

} // namespace

HtmlDocument::HtmlDocument(const QString &title) : m_title(title) { }

QString HtmlDocument::escape(const QString &text)
{
    QString s = text.toHtmlEscaped();
    s.replace(u'\'', u"&#39;"_qs);
    return s;
}

void HtmlDocument::heading(const QString &text, int level, const QString &id)
{
    const QString tag = u'h' + QString::number(level);
    m_body += u'<' + tag + (id.isEmpty() ? QString() : u" id=\"" + escape(id) + u'"') + u'>' + escape(text) + u"</"
        + tag + u">\n";
}

void HtmlDocument::paragraph(const QString &text, const QString &cssClass)
{
    m_body += (cssClass.isEmpty() ? u"<p>"_qs : u"<p class=\""_qs + escape(cssClass) + u"\">") + escape(text)
        + u"</p>\n";
}

void HtmlDocument::facts(const QList<std::pair<QString, QString>> &items)
{
    m_body += u"<dl class=\"facts\">\n"_qs;
    for (const auto &[label, value] : items)
        m_body += u"<dt>"_qs + escape(label) + u"</dt><dd>" + escape(value) + u"</dd>\n";
    m_body += u"</dl>\n"_qs;
}

void HtmlDocument::table(const QStringList &header, const QList<QStringList> &rows, const QStringList &rowClasses,
                         const QString &cssClass)
{
    // A column is numeric when every non-empty cell starts like a number.
    QList<bool> numeric(header.size(), true);
    for (const QStringList &row : rows) {
        for (qsizetype i = 0; i < row.size() && i < header.size(); ++i) {
            const QString &cell = row[i];
            if (!cell.isEmpty()
                && !(cell[0].isDigit() || cell[0] == u'-' || cell[0] == u'+' || cell[0] == u'−' || cell == u"—"))
                numeric[i] = false;
        }
    }
    m_body += cssClass.isEmpty() ? u"<table>\n<thead><tr>"_qs
                                 : u"<table class=\""_qs + escape(cssClass) + u"\">\n<thead><tr>";
    for (qsizetype i = 0; i < header.size(); ++i)
        m_body += (numeric[i] ? u"<th class=\"num\">"_qs : u"<th>"_qs) + escape(header[i]) + u"</th>";
    m_body += u"</tr></thead>\n<tbody>\n"_qs;
    for (qsizetype r = 0; r < rows.size(); ++r) {
        const QString cls = r < rowClasses.size() ? rowClasses[r] : QString();
        m_body += cls.isEmpty() ? u"<tr>"_qs : u"<tr class=\""_qs + escape(cls) + u"\">";
        for (qsizetype i = 0; i < rows[r].size(); ++i)
            m_body += (i < numeric.size() && numeric[i] ? u"<td class=\"num\">"_qs : u"<td>"_qs) + escape(rows[r][i])
                + u"</td>";
        m_body += u"</tr>\n"_qs;
    }
    m_body += u"</tbody></table>\n"_qs;
}

void HtmlDocument::raw(const QString &markup)
{
    m_body += markup;
}

void HtmlDocument::beginSection(const QString &cssClass)
{
    m_body += cssClass.isEmpty() ? u"<section>\n"_qs : u"<section class=\""_qs + escape(cssClass) + u"\">\n";
}

void HtmlDocument::endSection()
{
    m_body += u"</section>\n"_qs;
}

QByteArray HtmlDocument::finish() const
{
    const QString page = u"<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"_qs
        + u"<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"generator\" "
          u"content=\"RoofLens "
        + QStringLiteral(ROOFLENS_VERSION) + u"\">\n<title>" + escape(m_title) + u"</title>\n<style>"
        + QStringView(kStyle) + u"</style>\n</head>\n<body>\n<h1>" + escape(m_title) + u"</h1>\n" + m_body
        + u"<p class=\"muted\">" + escape(Tr::tr("Generated by RoofLens %1.").arg(QStringLiteral(ROOFLENS_VERSION)))
        + u"</p>\n</body>\n</html>\n";
    return page.toUtf8();
}

} // namespace rl
