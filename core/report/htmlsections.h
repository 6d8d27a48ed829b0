// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/analysis.h"
#include "core/analysis/category.h"
#include "core/common/diagnostics.h"
#include "core/model/profile.h"
#include "core/report/htmldocument.h"
#include "core/report/reportpalette.h"

#include <QList>
#include <QMap>

#include <optional>

namespace rl {

// Pieces both HTML reports use.
struct RunCategories
{
    QString label; // column prefix ("Before"), empty for a single run
    QMap<Category, int> count;
    QMap<Category, double> share;
};

// Category | operators | share (per run), only categories some run has.
void categoryTable(HtmlDocument &doc, const QList<RunCategories> &runs);
void diagnosticsSection(HtmlDocument &doc, const QList<const Diagnostics *> &lists);
// "Large but unjudged": the longest operators whose bound cannot be told (core/analysis/unjudged.h),
// at most `count`, each with what would decide it. Nothing when there are none.
void unjudgedSection(HtmlDocument &doc, const Analysis &analysis, int count);
QString categorySwatch(Category category);                      // a coloured square, markup
QString optionalPercent(const std::optional<double> &fraction); // "" when unknown
QString workloadName(const Profile &profile);                   // its name, else the first input's file name

} // namespace rl
