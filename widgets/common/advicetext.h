// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/operatorresult.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>

namespace rl {

// One advice item in words, the same wherever it is shown (the bottleneck list's expanded
// rows, Details): its title, whom it was written for, the sentence of what to change, the
// numbers that triggered it in words and, for those who want it, the rule itself.
class AdviceText
{
    Q_DECLARE_TR_FUNCTIONS(AdviceText)
public:
    // "Because the bound component runs at 5.9% of its roof." or empty when nothing is known.
    static QString because(const AdviceHit &hit);
    // "Why this advice: it applies when r.mte2 < 0.8 and …." or empty without a rule.
    static QString rule(const AdviceHit &hit);
    // Rich text; `muted` colours the audience and the rule, which is left out unless asked.
    static QString html(const AdviceHit &hit, const QColor &muted, bool withRule);
    // The same as plain text, one part per line, without the rule.
    static QString plain(const AdviceHit &hit);
};

} // namespace rl
