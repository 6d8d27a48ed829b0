// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/common/advicetext.h"

#include "core/analysis/advicewording.h"

namespace rl {

QString AdviceText::because(const AdviceHit &hit)
{
    const QString words = adviceEvidenceInWords(hit);
    return words.isEmpty() ? QString() : tr("Because %1.").arg(words);
}

QString AdviceText::rule(const AdviceHit &hit)
{
    return hit.condition().isEmpty() ? QString() : tr("Why this advice: it applies when %1.").arg(hit.condition());
}

QString AdviceText::html(const AdviceHit &hit, const QColor &muted, bool withRule)
{
    const QString colour = u"<span style=\"color:" + muted.name() + u"\">";
    QString h = u"<b>" + hit.title().toHtmlEscaped() + u"</b> " + colour + u"· " + adviceAudience(hit).toHtmlEscaped()
        + u"</span><br>" + hit.explanation().toHtmlEscaped();
    if (const QString text = because(hit); !text.isEmpty())
        h += u"<br><i>" + text.toHtmlEscaped() + u"</i>";
    if (const QString text = rule(hit); withRule && !text.isEmpty())
        h += u"<br><small>" + colour + text.toHtmlEscaped() + u"</span></small>";
    return h;
}

QString AdviceText::plain(const AdviceHit &hit)
{
    const QString text = because(hit);
    return hit.title() + u" · " + adviceAudience(hit) + u'\n' + hit.explanation()
        + (text.isEmpty() ? QString() : u'\n' + text);
}

} // namespace rl
